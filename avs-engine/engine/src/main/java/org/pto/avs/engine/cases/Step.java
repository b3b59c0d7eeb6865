package org.pto.avs.engine.cases;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.StepOutcome;

/**
 * One program step: the word the device attempts and the outcomes the architecture allows for it.
 *
 * @param index   0-based position in the program, as messages and {@code expect.decoded} count
 * @param shown   the assembly as written, or the disassembly of a raw word ({@link #text()})
 * @param note    the case author's note, or empty
 * @param allowed the outcomes that pass; {@code [executed]} when the step states none
 * @param tpcAdvance how far the step must advance TPC ({@code tpc_advance}: 0, 2 or 4), or null when not stated
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record Step(
        int index,
        ProgramWord word,
        StepText shown,
        String note,
        List<StepOutcome> allowed,
        Location location,
        Integer tpcAdvance) {

    public Step {
        allowed = List.copyOf(allowed);
    }

    /** A step that states no TPC advance. */
    public Step(
            int index, ProgramWord word, StepText shown, String note, List<StepOutcome> allowed, Location location) {
        this(index, word, shown, note, allowed, location, null);
    }

    /** A step whose text is known already. */
    public Step(int index, ProgramWord word, String text, String note, List<StepOutcome> allowed, Location location) {
        this(index, word, StepText.of(text), note, allowed, location, null);
    }

    /** This step, required to advance TPC by {@code bytes}. */
    public Step withTpcAdvance(Integer bytes) {
        return new Step(index, word, shown, note, allowed, location, bytes);
    }

    /** The assembly as written, or the disassembly of a raw word (empty when the codec cannot read it). */
    public String text() {
        return shown.get();
    }

    public boolean allows(StepOutcome outcome) {
        return allowed.contains(outcome);
    }

    public boolean expectsOnlyExecuted() {
        return allowed.equals(List.of(StepOutcome.EXECUTED));
    }

    /** {@code 0x00401E13 B.IOS S4, mask=1111}: how messages show the step. */
    public String label() {
        String text = text();
        return text.isEmpty() ? word.toString() : word + " " + text;
    }

    /** {@code Fault_BundleControl}, or {@code unsupported or executed} when several are allowed. */
    public String allowedText() {
        return String.join(" or ", allowed.stream().map(StepOutcome::toString).toList());
    }
}
