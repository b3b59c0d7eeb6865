package org.pto.avs.engine.suite;

import org.junit.platform.suite.api.ConfigurationParameter;
import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.Select;
import org.junit.platform.suite.api.Suite;

/**
 * How a Maven build runs AVS cases: a {@code @Suite} that includes the pto-avs engine and selects cases. Surefire
 * hands every engine class selectors only; the suite turns its class into the selectors the pto-avs engine reads.
 * (Named so that Surefire's default includes do not run it here; {@code SuiteTest} runs it.)
 */
@Suite
@IncludeEngines("pto-avs")
@Select("avs:PTO-AVS-BLOCK-B-IOS-STREAM-001")
@ConfigurationParameter(key = "avs.summary", value = "false")
public class SelectedCaseSuite {}
