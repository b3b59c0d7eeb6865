package org.pto.avs.model.instruction.bior;

import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.isa.Form;
import org.pto.avs.model.machine.ScalarBinding;
import org.pto.avs.model.random.ProgramDraft;

/**
 * B.IOR in random programs: one word with its four selectors drawn (24..31 among the edges), one with a selector
 * reserved, or the record of a TLOAD or TSTORE block naming its GM base and row stride, mostly in registers the
 * initial state presets.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ScalarBindingWords {

    /** How often the base or the stride is a preset register rather than any register (mostly R0, zero). */
    static final double PRESET_REGISTER = 0.8;

    private final Form form;

    public ScalarBindingWords(Form form) {
        this.form = form;
    }

    public Form form() {
        return form;
    }

    /**
     * Every selector drawn, a reserved one (24..31) among the edges; RegDst and RegSrc2 are R0 unless drawn reserved,
     * since what a commit does with a nonzero field it does not consume is unclear on the Shared path, and a random
     * program must not depend on it.
     */
    public void any(ProgramDraft draft) {
        draft.add(form, Map.of("RegDst", unconsumed(draft, "RegDst"), "RegSrc2", unconsumed(draft, "RegSrc2")));
    }

    private long unconsumed(ProgramDraft draft, String field) {
        long value = draft.writer(form)
                .field(field)
                .pick(draft.random(), draft.bias().edgeValues());
        return value < ScalarBinding.REGISTERS ? 0L : value;
    }

    /**
     * RegSrc0 the base and RegSrc1 the row stride, RegDst and RegSrc2 R0: the fields a TLOAD or TSTORE consumes and
     * no other.
     */
    public void baseAndStride(ProgramDraft draft) {
        draft.add(form, Map.of("RegDst", 0L, "RegSrc0", register(draft), "RegSrc1", register(draft), "RegSrc2", 0L));
    }

    /** The fields that name a register, each of which the catalog refuses 24..31 in. */
    private static final List<String> SELECTORS = List.of("RegDst", "RegSrc0", "RegSrc1", "RegSrc2");

    /** One selector reserved (24..31), every other field drawn: Fault_IllegalInstruction, no record. */
    public void refused(ProgramDraft draft) {
        draft.addRefused(form, SELECTORS.get(draft.random().nextInt(SELECTORS.size())));
    }

    private static long register(ProgramDraft draft) {
        return draft.presetRegister(PRESET_REGISTER)
                .orElseGet(() -> (long) draft.random().nextInt(4));
    }
}
