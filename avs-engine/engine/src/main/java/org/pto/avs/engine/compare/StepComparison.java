package org.pto.avs.engine.compare;

import java.util.List;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.engine.cases.Step;
import org.pto.avs.results.values.Difference;

/**
 * Compares each step's outcome with the outcomes the case allows. Faults compare by kind and step, never by
 * message text. A step the device answers {@code unsupported} where the case needs another outcome ends the
 * judgement of the vector: what follows depends on a step the device did not perform.
 */
final class StepComparison {

    private StepComparison() {}

    /** Returns the not-supported reason, or null when every step was judged. */
    static String compare(List<Step> program, List<StepOutcome> outcomes, Differences differences) {
        for (Step step : program) {
            StepOutcome outcome = step.index() < outcomes.size() ? outcomes.get(step.index()) : null;
            if (outcome != null && outcome.kind() == StepOutcome.Kind.UNSUPPORTED && !step.allows(outcome)) {
                return label(step) + ": the device answered unsupported; the case needs " + step.allowedText();
            }
            differences.counted();
            if (outcome == null || !step.allows(outcome)) {
                differences.add(new Difference(
                        label(step),
                        step.index(),
                        step.allowedText(),
                        outcome == null ? Difference.ABSENT : outcome.toString()));
            }
        }
        if (outcomes.size() > program.size()) {
            differences.add(new Difference(
                    "steps", program.size(), program.size() + " outcomes", outcomes.size() + " outcomes"));
        }
        return null;
    }

    /** Made only for a step that is reported: most steps match. */
    private static String label(Step step) {
        return "step " + step.index() + " (" + step.label() + ")";
    }
}
