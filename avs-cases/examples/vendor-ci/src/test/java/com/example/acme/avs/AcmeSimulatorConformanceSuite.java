package com.example.acme.avs;

import com.example.acme.avs.device.AcmeSimulatorProvider;
import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectClasspathResource;
import org.junit.platform.suite.api.Suite;

/**
 * Every AVS case on the Acme simulator through its Java adapter ({@link AcmeSimulatorProvider}, found by
 * {@code ServiceLoader} under the name {@code acme-sim}).
 */
@Suite
@IncludeEngines("pto-avs")
@SelectClasspathResource("pto-avs/cases")
@ConfigurationParameter(key = "avs.device", value = AcmeSimulatorProvider.NAME)
public class AcmeSimulatorConformanceSuite {
}
