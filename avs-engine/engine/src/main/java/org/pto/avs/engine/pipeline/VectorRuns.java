package org.pto.avs.engine.pipeline;

import org.apiguardian.api.API;
import org.pto.avs.device.RunRequest;
import org.pto.avs.engine.cases.Step;
import org.pto.avs.engine.cases.Vector;
import org.pto.avs.engine.compare.DeviceReports;
import org.pto.avs.engine.compare.ObservationPlan;

/** What a vector asks of a device: one place, so a run sent ahead is the run its case would send. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class VectorRuns {

    private VectorRuns() {}

    /** The run of {@code vector}: its initial state and program, and what its comparison reads. */
    public static RunRequest request(Vector vector, ObservationPlan plan) {
        return plan.request(
                vector.initial(), vector.program().stream().map(Step::word).toList());
    }

    /** Whether a device that declares {@code declared} runs {@code vector}: else it is not supported there. */
    static boolean runs(ObservationPlan plan, DeviceReports declared) {
        return declared.reports(plan);
    }
}
