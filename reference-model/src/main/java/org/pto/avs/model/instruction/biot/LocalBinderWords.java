package org.pto.avs.model.instruction.biot;

import java.util.Map;
import org.pto.avs.isa.Form;
import org.pto.avs.model.random.ProgramDraft;

/** B.IOT in random programs: a Local binding with the block's PEMode (or, with the mixed-mask bias, another). */
public final class LocalBinderWords {

    private final Form form;
    private final String peModeField;

    public LocalBinderWords(Form form, String peModeField) {
        this.form = form;
        this.peModeField = peModeField;
    }

    public Form form() {
        return form;
    }

    /** Every field drawn but the PEMode. */
    public void bind(ProgramDraft draft, long blockPeMode) {
        draft.add(form, Map.of(peModeField, draft.headerPeMode(blockPeMode)));
    }
}
