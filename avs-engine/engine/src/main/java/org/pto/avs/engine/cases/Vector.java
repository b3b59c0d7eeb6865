package org.pto.avs.engine.cases;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.device.MachineState;

/**
 * One run of a case: start from a reset machine loaded with {@code initial}, attempt every step of the program in
 * order (a fault does not stop the program), then compare what {@code expect} and the step outcomes state.
 *
 * @param expectJson the vector's {@code expect} as written, in compact JSON, for reports
 * @param advisory   why the vector is advisory ({@code "advisory"}: it checks what the spec does not mandate, and
 *                   never decides its case's status); empty for a vector that checks what the spec mandates
 * @param decodeOnly whether the vector judges only how its word decodes ({@code "judge": ["decode"]}): its step
 *                   outcome is not compared, so a device that decodes the word and does not execute it
 *                   (*unsupported*) is judged on the decoding alone
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
        Location location,
        String advisory,
        boolean decodeOnly) {

    /** What {@code "judge"} names for a vector that judges only the decoding. */
    public static final String JUDGE = "judge";

    public static final String JUDGE_DECODE = "decode";

    public Vector {
        covers = List.copyOf(covers);
        program = List.copyOf(program);
        advisory = advisory == null ? "" : advisory;
    }

    /** A vector judged on everything it states. */
    public Vector(
            String name,
            String description,
            List<String> covers,
            MachineState initial,
            List<Step> program,
            Expectation expect,
            String expectJson,
            Location location,
            String advisory) {
        this(name, description, covers, initial, program, expect, expectJson, location, advisory, false);
    }

    /** A vector that checks what the spec mandates. */
    public Vector(
            String name,
            String description,
            List<String> covers,
            MachineState initial,
            List<Step> program,
            Expectation expect,
            String expectJson,
            Location location) {
        this(name, description, covers, initial, program, expect, expectJson, location, "");
    }

    /** Whether the vector is advisory: its mismatch is an advisory finding, never its case's failure. */
    public boolean isAdvisory() {
        return !advisory.isEmpty();
    }

    /** True when some step expects more than the default outcome {@code executed}, or states its TPC advance. */
    public boolean statesStepOutcomes() {
        return program.stream().anyMatch(step -> !step.expectsOnlyExecuted() || step.tpcAdvance() != null);
    }
}
