package org.pto.avs.reports.capture;

import java.util.Optional;
import org.apiguardian.api.API;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.pto.avs.reports.model.CaseResult;

/**
 * One output of a run (the Allure results, the summary, the progress line), fed by the one listener that owns the
 * run's {@link RunRecorder}: the writer is told what the recorder made of each event, and reads the recorder at the
 * end, instead of listening and recording on its own.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public interface RunWriter {

    /** A plan starts; {@code run} is the recorder that will hold its cases. */
    default void planStarted(TestPlan plan, RunRecorder run) {}

    /** A test was added while the plan ran. */
    default void registered(TestIdentifier test) {}

    /** A test or a container was skipped; the recorder has kept a skipped case as a problem. */
    default void skipped(TestIdentifier test, String reason) {}

    /**
     * A test or a container finished; {@code result} is its case result, with its vectors' observations, when it was
     * a {@code pto-avs} case whose entries read.
     */
    default void finished(TestIdentifier test, TestExecutionResult outcome, Optional<CaseResult> result) {}

    /** The plan ended; {@code run} holds every case and problem of it. */
    default void planFinished(TestPlan plan, RunRecorder run) {}
}
