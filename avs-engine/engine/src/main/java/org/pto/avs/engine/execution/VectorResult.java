package org.pto.avs.engine.execution;

import org.pto.avs.device.Observation;
import org.pto.avs.engine.cases.Vector;
import org.pto.avs.engine.compare.ObservationPlan;
import org.pto.avs.engine.compare.VectorVerdict;
import org.pto.avs.results.VectorOutcome;

/**
 * What became of one vector, before anything is rendered: {@link ReportBuilder} turns it into the vector's entry and
 * its evidence.
 *
 * @param plan        what the vector asks the device to observe
 * @param verdict     the comparison, or null when nothing was compared (the device failed, the vector did not run)
 * @param observation what the device answered, or null when it answered nothing (or the run keeps no evidence)
 * @param note        why the vector is not supported or did not run; empty otherwise
 */
record VectorResult(
        Vector vector,
        ObservationPlan plan,
        VectorOutcome status,
        VectorVerdict verdict,
        Observation observation,
        String note) {

    /** A vector the device answered, judged by {@code verdict}. */
    static VectorResult judged(Vector vector, ObservationPlan plan, VectorVerdict verdict, Observation observation) {
        String note = verdict.notSupported() == null ? "" : verdict.notSupported();
        return new VectorResult(vector, plan, CaseJudgement.vectorStatus(vector, verdict), verdict, observation, note);
    }

    /** A vector not run because the device cannot observe what it needs. */
    static VectorResult notSupported(Vector vector, ObservationPlan plan, VectorVerdict verdict) {
        return new VectorResult(vector, plan, VectorOutcome.NOT_SUPPORTED, verdict, null, verdict.notSupported());
    }

    /** A vector whose run the device failed with {@code status} (crash, timeout or error). */
    static VectorResult failed(Vector vector, ObservationPlan plan, VectorOutcome status) {
        return new VectorResult(vector, plan, status, null, null, "");
    }

    /** A vector left unrun because an earlier one ended the case. */
    static VectorResult notRun(Vector vector) {
        return new VectorResult(
                vector,
                ObservationPlan.of(vector),
                VectorOutcome.NOT_RUN,
                null,
                null,
                "an earlier vector ended the case");
    }

    /** Whether the vector was put to the device: evidence lists these. */
    boolean attempted() {
        return status != VectorOutcome.NOT_RUN;
    }

    /** This result without the device's answer, once its entry is out and no evidence keeps it. */
    VectorResult withoutObservation() {
        return observation == null ? this : new VectorResult(vector, plan, status, verdict, null, note);
    }
}
