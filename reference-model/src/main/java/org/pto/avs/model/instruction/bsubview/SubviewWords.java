package org.pto.avs.model.instruction.bsubview;

import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.isa.Form;
import org.pto.avs.model.random.ProgramDraft;

/**
 * B.SUBVIEW in random programs: a word with every field drawn (SrcSelect either source, SubviewSizeCode's edges 0,
 * 11, 12 and 13..15 among them), written right after a binder so it meets the range group rules; after a Local binder
 * sometimes an offset that wraps, after a Shared one sometimes the whole object (size 12 at uimm11 0).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SubviewWords {

    private final Form form;

    public SubviewWords(Form form) {
        this.form = form;
    }

    public Form form() {
        return form;
    }

    /** The SubviewSizeCodes a Local range group refuses ({@code Fault_TileLegality}): 11 and 12. */
    static final long FIRST_SHARED_ONLY_SIZE = 11;

    /** How often the offset adds a preset register, so that the sum (and its wrap) shows. */
    static final double PRESET_REGISTER = 0.8;

    /** Every field drawn, RegSrc often a preset register. */
    public void any(ProgramDraft draft) {
        draft.add(
                form,
                draft.presetRegister(PRESET_REGISTER)
                        .map(r -> Map.of("RegSrc", r))
                        .orElse(Map.of()));
    }

    /** How often a B.SUBVIEW after a Local binder names a size its group refuses. */
    static final double REFUSED_SIZE = 0.3;

    /** How often a B.SUBVIEW after a Local binder adds the largest uimm11 to a preset register, which may wrap. */
    static final double LARGEST_OFFSET = 0.3;

    /** How often a B.SUBVIEW after a Shared binder takes the largest size at uimm11 0: the whole object. */
    static final double WHOLE_OBJECT = 0.2;

    /** The largest uimm11: added to a register near 2^64, the offset wraps. */
    static final long LARGEST_IMMEDIATE = 0x7FF;

    /** The largest SubviewSizeCode, a Shared object's whole capacity at 256 KiB. */
    static final long LARGEST_SIZE = 12;

    /**
     * After a Local binder: sometimes a SubviewSizeCode its group refuses (11 or 12), sometimes source0 at a preset
     * register plus the largest uimm11 (a register near 2^64 wraps), else every field drawn.
     */
    public void afterLocalBinder(ProgramDraft draft) {
        if (draft.chance(REFUSED_SIZE)) {
            draft.add(
                    form,
                    Map.of(
                            "SubviewSizeCode",
                            FIRST_SHARED_ONLY_SIZE + draft.random().nextInt(2)));
        } else if (!draft.presetRegisters().isEmpty() && draft.chance(LARGEST_OFFSET)) {
            draft.add(
                    form,
                    Map.of(
                            "SrcSelect",
                            0L,
                            "RegSrc",
                            draft.presetRegister(1).orElseThrow(),
                            "uimm11",
                            LARGEST_IMMEDIATE,
                            "SubviewSizeCode",
                            1 + draft.random().nextLong(FIRST_SHARED_ONLY_SIZE - 1)));
        } else {
            any(draft);
        }
    }

    /** After a Shared binder: sometimes source0 of the largest size at uimm11 0, the whole object; else any(). */
    public void afterSharedBinder(ProgramDraft draft) {
        if (draft.chance(WHOLE_OBJECT)) {
            draft.add(form, Map.of("SrcSelect", 0L, "uimm11", 0L, "SubviewSizeCode", LARGEST_SIZE));
        } else {
            any(draft);
        }
    }
}
