package org.pto.avs.engine.cases;

import java.util.List;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.StepOutcome;

/**
 * One program step: the word the device attempts and the outcomes the architecture allows for it.
 *
 * @param index   0-based position in the program, as messages and {@code expect.decoded} count
 * @param text    the assembly as written, or the disassembly of a raw word
 * @param note    the case author's note, or empty
 * @param allowed the outcomes that pass; {@code [executed]} when the step states none
 */
public record Step(int index, ProgramWord word, String text, String note, List<StepOutcome> allowed, Location location) {

    public Step {
        allowed = List.copyOf(allowed);
    }

    public boolean allows(StepOutcome outcome) {
        return allowed.contains(outcome);
    }

    public boolean expectsOnlyExecuted() {
        return allowed.equals(List.of(StepOutcome.EXECUTED));
    }

    /** {@code 0x00401E13 B.IOS S4, mask=1111}: how messages show the step. */
    public String label() {
        return text.isEmpty() ? word.toString() : word + " " + text;
    }

    /** {@code Fault_BundleControl}, or {@code unsupported or executed} when several are allowed. */
    public String allowedText() {
        return String.join(" or ", allowed.stream().map(StepOutcome::toString).toList());
    }
}
