package org.pto.avs.cases;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectClasspathResource;
import org.junit.platform.suite.api.Suite;

/**
 * The project's own conformance run: every shipped case on the bundled reference device. Surefire hands engines
 * class selectors only, so this suite is how {@code mvn verify} reaches the pto-avs engine; each case is one test
 * in the Surefire report, named after its AVS id.
 */
@Suite
@IncludeEngines("pto-avs")
@SelectClasspathResource("pto-avs/cases")
@ConfigurationParameter(key = "avs.device", value = "reference")
public class ReferenceConformanceSuite {}
