package com.example.acme.avs;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectClasspathResource;
import org.junit.platform.suite.api.Suite;

/**
 * Every AVS case on the example Python device, which the process adapter starts and drives over stdin/stdout.
 * A device in another language is the same suite with another command. The path is relative to the directory
 * Maven runs the tests in, this project's own.
 */
@Suite
@IncludeEngines("pto-avs")
@SelectClasspathResource("pto-avs/cases")
@ConfigurationParameter(key = "avs.device", value = "process")
@ConfigurationParameter(key = "avs.device.command",
        value = "[\"python3\", \"../../../device-adapters/examples/python-device/device.py\"]")
public class PythonDeviceConformanceSuite {
}
