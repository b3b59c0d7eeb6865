package org.pto.avs.model.generator;

import org.pto.avs.model.random.ProgramDraft;

/**
 * A TSTORE block written to commit: one source B.IOS, mostly naming a register of the initial state when there is
 * one, sometimes a B.IOR naming the GM base and row stride, and a stop. The parent may be unpublished or absent; the
 * commit then waits or stores nothing.
 */
final class TileStoreBlock {

    /** The source, a B.IOR and the stop. */
    private static final int WORDS = 3;

    /** How often the block names its GM base and row stride with a B.IOR. */
    static final double BASE_AND_STRIDE = 0.35;

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
        if (draft.room() && draft.chance(BASE_AND_STRIDE)) {
            forms.scalarBinding().baseAndStride(draft);
        }
        if (draft.room()) {
            forms.commit(draft);
        }
    }
}
