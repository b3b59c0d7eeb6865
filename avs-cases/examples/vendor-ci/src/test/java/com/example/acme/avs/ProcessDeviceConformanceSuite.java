package com.example.acme.avs;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectClasspathResource;
import org.junit.platform.suite.api.Suite;

/**
 * Every AVS case on a device behind the protocol: by default the example Python device, which the process adapter
 * starts and drives over stdin/stdout. The device comes from the build's properties, never from this class, so
 * {@code mvn test -Davs.device.command='["node","sim.js"]' -Ddevice.name=node-sim} runs the suite on another
 * program without editing Java (pom.xml, {@code avs.device}, {@code avs.device.command}, {@code device.name}). A path
 * in the command is relative to the directory Maven runs the tests in, this project's own.
 */
@Suite
@IncludeEngines("pto-avs")
@SelectClasspathResource("pto-avs/cases")
public class ProcessDeviceConformanceSuite {
}
