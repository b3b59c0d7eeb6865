package org.pto.avs.reports.capture;

import java.time.Clock;
import org.apiguardian.api.API;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/** Records a run's {@code pto-avs} cases for code that drives the Launcher itself (the bundle and shard commands). */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class RecordingListener implements TestExecutionListener {

    private final RunRecorder recorder;

    /** Records the cases' results only. */
    public RecordingListener(Clock clock) {
        this(new RunRecorder(clock));
    }

    private RecordingListener(RunRecorder recorder) {
        this.recorder = recorder;
    }

    /** Records the cases' results and every case's evidence, which a certification bundle carries. */
    public static RecordingListener keepingEvidence(Clock clock) {
        return new RecordingListener(RunRecorder.keepingEvidence(clock));
    }

    public RunRecorder recorder() {
        return recorder;
    }

    @Override
    public void testPlanExecutionStarted(TestPlan testPlan) {
        recorder.planStarted();
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
}
