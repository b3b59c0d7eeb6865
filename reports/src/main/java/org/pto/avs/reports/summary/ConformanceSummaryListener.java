package org.pto.avs.reports.summary;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.pto.avs.isa.Catalog;
import org.pto.avs.reports.ReportConstants;
import org.pto.avs.reports.capture.RunInfos;
import org.pto.avs.reports.capture.RunRecorder;
import org.pto.avs.reports.model.RunResult;
import org.pto.avs.results.SummaryPrinter;

/**
 * The conformance summary at the end of every run that ran {@code pto-avs} tests: a table on standard output
 * (unless {@code avs.summary=false}) and {@code summary.json}, {@code summary.md} and {@code coverage.svg} in
 * {@code avs.report.summary-dir}. The engine leaves its own, plainer table out when this listener is on the
 * classpath, so a run prints one summary.
 */
@API(status = API.Status.MAINTAINED, since = "0.1")
public class ConformanceSummaryListener implements TestExecutionListener, SummaryPrinter {

    private final Clock clock;
    private final PrintStream out;
    private volatile RunRecorder recorder;
    private volatile Path directory = Path.of(ReportConstants.DEFAULT_SUMMARY_DIR);
    private volatile boolean print = true;

    public ConformanceSummaryListener() {
        this(Clock.systemUTC(), System.out);
    }

    /** A listener that prints to {@code out}, for code that drives the Launcher itself. */
    public ConformanceSummaryListener(PrintStream out) {
        this(Clock.systemUTC(), out);
    }

    ConformanceSummaryListener(Clock clock, PrintStream out) {
        this.clock = clock;
        this.out = out;
        this.recorder = new RunRecorder(clock);
    }

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        ConfigurationParameters configuration = testPlan.getConfigurationParameters();
        recorder = new RunRecorder(clock);
        directory = Path.of(configuration
                .get(ReportConstants.SUMMARY_DIR)
                .filter(s -> !s.isBlank())
                .orElse(ReportConstants.DEFAULT_SUMMARY_DIR));
        print = configuration.getBoolean(ReportConstants.SUMMARY).orElse(true);
    }

    @Override
    public void executionStarted(TestIdentifier testIdentifier) {
        recorder.started(testIdentifier);
    }

    @Override
    public void executionSkipped(TestIdentifier testIdentifier, String reason) {
        recorder.skipped(testIdentifier, reason);
    }

    @Override
    public void reportingEntryPublished(TestIdentifier testIdentifier, ReportEntry entry) {
        recorder.published(testIdentifier, entry);
    }

    @Override
    public void executionFinished(TestIdentifier testIdentifier, TestExecutionResult testExecutionResult) {
        recorder.finished(testIdentifier, testExecutionResult);
    }

    @Override
    public void testPlanExecutionFinished(TestPlan testPlan) {
        if (!recorder.sawAvsTests()) {
            return;
        }
        RunResult run = new RunResult(RunInfos.of(recorder), recorder.cases());
        ConformanceSummary summary =
                new ConformanceSummary(run, recorder.problems(), CoverageMatrix.of(Catalog.standard(), run.cases()));
        List<Path> files = SummaryFiles.write(directory, summary);
        if (print) {
            out.print(ConsoleSummaryText.render(summary));
            out.println("Summary: "
                    + String.join(", ", files.stream().map(Path::toString).toList()));
            out.flush();
        }
    }
}
