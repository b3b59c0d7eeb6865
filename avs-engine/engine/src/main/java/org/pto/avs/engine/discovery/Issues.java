package org.pto.avs.engine.discovery;

import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;
import org.pto.avs.engine.cases.CaseProblem;

/** Case file problems as JUnit discovery issues, each with its file, line and column as the source. */
final class Issues {

    /**
     * Problems in case files are reported as warnings, and each bad file also becomes a failing test. An issue of
     * severity ERROR is "critical" to the JUnit launcher by default, and a critical issue stops the whole engine
     * from running: one bad file would hide every good case. The failing test keeps the run red instead.
     */
    static final DiscoveryIssue.Severity CASE_FILE_PROBLEM = DiscoveryIssue.Severity.WARNING;

    private Issues() {}

    static void report(DiscoveryIssueReporter issues, CaseFile file, CaseProblem problem) {
        issues.reportIssue(
                DiscoveryIssue.builder(CASE_FILE_PROBLEM, problem.message()).source(file.sourceAt(problem.location())));
    }
}
