package org.pto.avs.reports.summary;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.launcher.TestPlan;
import org.pto.avs.isa.Catalog;
import org.pto.avs.reports.ReportConstants;
import org.pto.avs.reports.capture.RunInfos;
import org.pto.avs.reports.capture.RunRecorder;
import org.pto.avs.reports.capture.RunWriter;
import org.pto.avs.reports.model.RunResult;

/**
 * The conformance summary at the end of every run that ran {@code pto-avs} tests: a table on standard output
 * (unless {@code avs.summary=false}) and {@code summary.json}, {@code summary.md} and {@code coverage.svg} in
 * {@code avs.report.summary-dir}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ConformanceSummaryWriter implements RunWriter {

    private final PrintStream out;
    private volatile Path directory = Path.of(ReportConstants.DEFAULT_SUMMARY_DIR);
    private volatile boolean print = true;

    /** A writer that prints to standard output. */
    public ConformanceSummaryWriter() {
        this(System.out);
    }

    /** A writer that prints to {@code out}, for code that drives the Launcher itself. */
    public ConformanceSummaryWriter(PrintStream out) {
        this.out = out;
    }

    @Override
    public void planStarted(TestPlan testPlan, RunRecorder run) {
        ConfigurationParameters configuration = testPlan.getConfigurationParameters();
        directory = Path.of(configuration
                .get(ReportConstants.SUMMARY_DIR)
                .filter(s -> !s.isBlank())
                .orElse(ReportConstants.DEFAULT_SUMMARY_DIR));
        print = configuration.getBoolean(ReportConstants.SUMMARY).orElse(true);
    }

    @Override
    public void planFinished(TestPlan testPlan, RunRecorder recorder) {
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
            // A build of several devices ends on the last one's table: name every device's verdict after it.
            DeviceVerdicts.render(directory).forEach(out::println);
            out.flush();
        }
    }
}
