package org.pto.avs.reports;

import org.apiguardian.api.API;
import org.pto.avs.results.Constants;

/**
 * Every configuration parameter the reports read. Like the engine's, each can be a JUnit configuration parameter
 * ({@code --config key=value}, {@code junit-platform.properties}) or a system property ({@code -Dkey=value}).
 */
@API(status = API.Status.MAINTAINED, since = "0.1")
public final class ReportConstants {

    /** Where Allure results are written; default {@value #DEFAULT_ALLURE_DIR}, relative to the working directory. */
    public static final String ALLURE_DIR = "avs.report.allure-dir";

    public static final String DEFAULT_ALLURE_DIR = "target/allure-results";

    /**
     * The folder of the previous HTML report of these results (many files or one {@code index.html}); its history
     * is copied into the new results at the start of a run, so the next report's trend has the runs before it.
     * Default none: no history is carried.
     */
    public static final String ALLURE_HISTORY_FROM = "avs.report.allure-history-from";

    /**
     * The address of a requirement's text, with {@code {id}} standing for the requirement id; default
     * {@value org.pto.avs.reports.allure.RequirementLinks#DEFAULT_PATTERN}.
     */
    public static final String REQUIREMENT_URL = "avs.report.requirement-url";

    /**
     * Where the conformance summary ({@code summary.json}, {@code summary.md}, {@code coverage.svg}) is written;
     * default {@value #DEFAULT_SUMMARY_DIR}.
     */
    public static final String SUMMARY_DIR = "avs.report.summary-dir";

    public static final String DEFAULT_SUMMARY_DIR = "target/pto-avs";

    /**
     * The engine's own switch: {@code false} turns the console summary off. With these reports on the classpath the
     * console summary is theirs (the engine sees the marker resource and stays quiet); the files are written
     * either way.
     */
    public static final String SUMMARY = Constants.SUMMARY;

    private ReportConstants() {}
}
