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

    /** Every field drawn. */
    public void any(ProgramDraft draft) {
        draft.add(form, Map.of());
    }
}
