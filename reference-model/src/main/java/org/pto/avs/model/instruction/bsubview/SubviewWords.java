package org.pto.avs.model.instruction.bsubview;

import java.util.Map;
import org.pto.avs.isa.Form;
import org.pto.avs.model.random.ProgramDraft;

/**
 * B.SUBVIEW in random programs: a word with every field drawn (SrcSelect either source, SubviewSizeCode's edges 0,
 * 11, 12 and 13..15 among them), written right after a binder so it meets the range group rules.
 */
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

    /** Every field drawn. */
    public void any(ProgramDraft draft) {
        draft.add(form, Map.of());
    }

    /** After a Local binder: half the time a SubviewSizeCode its group refuses (11 or 12), else every field drawn. */
    public void afterLocalBinder(ProgramDraft draft) {
        if (draft.random().nextBoolean()) {
            draft.add(form, Map.of("SubviewSizeCode", FIRST_SHARED_ONLY_SIZE + draft.random().nextInt(2)));
        } else {
            any(draft);
        }
    }
}
