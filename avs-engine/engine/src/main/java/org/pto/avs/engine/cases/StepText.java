package org.pto.avs.engine.cases;

import org.apiguardian.api.API;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.isa.Disassembler;

/**
 * How a step is shown: the assembly as written, or the disassembly of its raw word. A disassembly is made when the
 * step is first shown, in a message or a report, not when the case is read: most steps of a large corpus pass and
 * are never shown.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class StepText {

    private final ProgramWord word;
    private final Disassembler disassembler;
    private volatile String text;

    private StepText(String text, ProgramWord word, Disassembler disassembler) {
        this.text = text;
        this.word = word;
        this.disassembler = disassembler;
    }

    /** Text known already: the assembly as written, or empty for a word shown bare. */
    public static StepText of(String text) {
        return new StepText(text, null, null);
    }

    /** The disassembly of {@code word}, made when first asked for; empty when the codec cannot read the word. */
    public static StepText disassembly(ProgramWord word, Disassembler disassembler) {
        return new StepText(null, word, disassembler);
    }

    public String get() {
        String known = text;
        if (known == null) {
            try {
                known = disassembler.disassemble(word);
            } catch (RuntimeException e) {
                known = "";
            }
            text = known;
        }
        return known;
    }

    @Override
    public String toString() {
        return get();
    }
}
