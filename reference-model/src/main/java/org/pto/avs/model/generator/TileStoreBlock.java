package org.pto.avs.model.generator;

import org.pto.avs.model.random.ProgramDraft;

/**
 * A TSTORE block written to commit: one source B.IOS, mostly naming a register of the initial state when there is
 * one, and a stop. The parent may be unpublished or absent; the commit then waits or stores nothing.
 */
final class TileStoreBlock {

    /** The source and the stop. */
    private static final int WORDS = 2;

    private final ProgramForms forms;

    TileStoreBlock(ProgramForms forms) {
        this.forms = forms;
    }

    /** The block after its BSTART.TSTORE. */
    void write(ProgramDraft draft) {
        draft.reserve(WORDS);
        if (draft.room()) {
            forms.sharedBinder().bindSource(draft);
        }
        if (draft.room()) {
            forms.commit(draft);
        }
    }
}
