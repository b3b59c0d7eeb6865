package org.pto.avs.engine.execution;

import java.util.ArrayList;
import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.engine.cases.Step;
import org.pto.avs.results.values.ProgramStep;

/** A vector's program as its report entry publishes it: each word, its disassembly, what it may and did do. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ProgramSteps {

    private ProgramSteps() {}

    /**
     * Every step of {@code program} with the outcome the device reported for it in {@code outcomes} (by step index),
     * an empty outcome where it reported none; {@code outcomes} is empty for a vector that did not run.
     */
    public static List<ProgramStep> of(List<Step> program, List<StepOutcome> outcomes) {
        return of(program, outcomes, false);
    }

    /** As {@link #of(List, List)}; {@code anyOutcome}: the vector judges its decoding alone, so any outcome is allowed. */
    public static List<ProgramStep> of(List<Step> program, List<StepOutcome> outcomes, boolean anyOutcome) {
        List<ProgramStep> steps = new ArrayList<>(program.size());
        for (Step step : program) {
            StepOutcome outcome = step.index() < outcomes.size() ? outcomes.get(step.index()) : null;
            steps.add(new ProgramStep(
                    step.index(),
                    step.word().toString(),
                    step.text(),
                    anyOutcome ? ProgramStep.ANY_OUTCOME : step.allowedText(),
                    outcome == null ? "" : outcome.toString()));
        }
        return steps;
    }
}
