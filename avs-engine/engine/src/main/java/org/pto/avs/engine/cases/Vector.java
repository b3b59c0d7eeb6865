package org.pto.avs.engine.cases;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.device.MachineState;

/**
 * One run of a case: start from a reset machine loaded with {@code initial}, attempt every step of the program in
 * order (a fault does not stop the program), then compare what {@code expect} and the step outcomes state.
 *
 * @param expectJson the vector's {@code expect} as written, in compact JSON, for reports
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record Vector(
        String name,
        String description,
        List<String> covers,
        MachineState initial,
        List<Step> program,
        Expectation expect,
        String expectJson,
        Location location) {

    public Vector {
        covers = List.copyOf(covers);
        program = List.copyOf(program);
    }

    /** True when some step expects more than the default outcome {@code executed}, or states its TPC advance. */
    public boolean statesStepOutcomes() {
        return program.stream().anyMatch(step -> !step.expectsOnlyExecuted() || step.tpcAdvance() != null);
    }
}
