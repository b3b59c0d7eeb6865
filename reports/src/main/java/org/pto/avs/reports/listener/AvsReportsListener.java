package org.pto.avs.reports.listener;

import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.apiguardian.api.API;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.pto.avs.reports.allure.AllureWriter;
import org.pto.avs.reports.capture.RunRecorder;
import org.pto.avs.reports.capture.RunWriter;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.progress.ProgressWriter;
import org.pto.avs.reports.summary.ConformanceSummaryWriter;
import org.pto.avs.results.SummaryPrinter;

/**
 * The listener of {@code pto-avs-reports}: one {@link RunRecorder} per plan follows the run, and hands each finished
 * case to its writers, in order. Registered through {@code ServiceLoader} (so it runs under Surefire, the Console
 * Launcher and the Launcher API alike) with the Allure results, the conformance summary and the progress line; the
 * engine leaves its own, plainer summary out when it is on the classpath. Code that drives the Launcher itself (the
 * bundle and shard commands) makes one with the writers it wants and reads its {@link #recorder()}.
 */
@API(status = API.Status.MAINTAINED, since = "0.1")
public final class AvsReportsListener implements TestExecutionListener, SummaryPrinter {

    private final Clock clock;
    private final boolean keepsEvidence;
    private final List<RunWriter> writers;
    private volatile RunRecorder recorder;

    /** The listener {@code ServiceLoader} registers: Allure results, summary on standard output, progress line. */
    public AvsReportsListener() {
        this(
                Clock.systemUTC(),
                false,
                List.of(new AllureWriter(), new ConformanceSummaryWriter(), new ProgressWriter()));
    }

    private AvsReportsListener(Clock clock, boolean keepsEvidence, List<RunWriter> writers) {
        this.clock = clock;
        this.keepsEvidence = keepsEvidence;
        this.writers = List.copyOf(writers);
        this.recorder = newRecorder();
    }

    /** A listener whose recorder keeps only the cases' results, feeding {@code writers} in order. */
    public static AvsReportsListener of(Clock clock, RunWriter... writers) {
        return new AvsReportsListener(clock, false, List.of(writers));
    }

    /** A listener whose recorder also keeps every case's evidence until the run ends, for a certification bundle. */
    public static AvsReportsListener keepingEvidence(Clock clock, RunWriter... writers) {
        return new AvsReportsListener(clock, true, List.of(writers));
    }

    /** The recorder of the last plan started (of none yet: an empty one). */
    public RunRecorder recorder() {
        return recorder;
    }

    private RunRecorder newRecorder() {
        return keepsEvidence ? RunRecorder.keepingEvidence(clock) : new RunRecorder(clock);
    }

    /**
     * Tells every writer, even after one of them threw: a writer that fails (an unwritable directory) costs its own
     * output, never another's. The first failure is thrown on for JUnit to log, the others suppressed in it.
     */
    private void each(Consumer<RunWriter> event) {
        RuntimeException failure = null;
        for (RunWriter writer : writers) {
            try {
                event.accept(writer);
            } catch (RuntimeException e) {
                if (failure == null) {
                    failure = e;
                } else {
                    failure.addSuppressed(e);
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        RunRecorder run = newRecorder();
        recorder = run;
        each(w -> w.planStarted(testPlan, run));
    }

    @Override
    public void dynamicTestRegistered(TestIdentifier testIdentifier) {
        each(w -> w.registered(testIdentifier));
    }

    @Override
    public void executionStarted(TestIdentifier testIdentifier) {
        recorder.started(testIdentifier);
    }

    @Override
    public void executionSkipped(TestIdentifier testIdentifier, String reason) {
        recorder.skipped(testIdentifier, reason);
        each(w -> w.skipped(testIdentifier, reason));
    }

    @Override
    public void reportingEntryPublished(TestIdentifier testIdentifier, ReportEntry entry) {
        recorder.published(testIdentifier, entry);
    }

    @Override
    public void executionFinished(TestIdentifier testIdentifier, TestExecutionResult testExecutionResult) {
        Optional<CaseResult> result = recorder.finished(testIdentifier, testExecutionResult);
        each(w -> w.finished(testIdentifier, testExecutionResult, result));
    }

    @Override
    public void testPlanExecutionFinished(TestPlan testPlan) {
        RunRecorder run = recorder;
        each(w -> w.planFinished(testPlan, run));
    }
}
