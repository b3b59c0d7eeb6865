package org.pto.avs.reports;

import org.junit.platform.suite.api.IncludeEngines;
import org.junit.platform.suite.api.SelectClasspathResource;
import org.junit.platform.suite.api.Suite;

/**
 * Every shipped case on the reference device, run by Surefire with these reports on the classpath exactly as a
 * vendor build runs them: the reports' listener, found by ServiceLoader, writes {@code target/allure-results} (browse it with
 * {@code mvn -pl reports allure:report}) and {@code target/pto-avs/summary.*}, and prints the summary table.
 */
@Suite
@IncludeEngines("pto-avs")
@SelectClasspathResource("pto-avs/cases")
class ReferenceConformanceReportSuite {}
