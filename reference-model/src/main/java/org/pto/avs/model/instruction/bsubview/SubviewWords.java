package org.pto.avs.model.instruction.bsubview;

import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.isa.Form;
import org.pto.avs.model.random.ProgramDraft;

/**
 * B.SUBVIEW in random programs: a word with every field drawn (SrcSelect either source, SubviewSizeCode's edges 0,
 * 11, 12 and 13..15 among them), written right after a binder so it meets the range group rules.
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

    /** After a Local binder: sometimes a SubviewSizeCode its group refuses (11 or 12), else every field drawn. */
    public void afterLocalBinder(ProgramDraft draft) {
        if (draft.chance(REFUSED_SIZE)) {
            draft.add(
                    form,
                    Map.of(
                            "SubviewSizeCode",
                            FIRST_SHARED_ONLY_SIZE + draft.random().nextInt(2)));
        } else {
            any(draft);
        }
    }
}
