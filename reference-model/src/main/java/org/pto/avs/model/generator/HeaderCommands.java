package org.pto.avs.model.generator;

import org.pto.avs.model.random.ProgramDraft;

/**
 * One header command of any kind, as a random header holds them: mostly a B.IOS, else a B.IOT, a B.DIM or a
 * B.ASSEMBLE; right after a destination, mostly the B.ASSEMBLE that completes it, so multi-PE destinations publish.
 */
final class HeaderCommands {

    /** How often a destination is followed by the INIT_LAST that completes it. */
    static final double COMPLETED_DESTINATION = 0.6;
    /** The shares of B.IOS, then B.IOT, then B.DIM below 1; B.ASSEMBLE takes the rest. */
    static final double SHARED_BINDER = 0.55;
    static final double LOCAL_BINDER = 0.65;
    static final double LOOP_BOUND = 0.85;

    private final ProgramForms forms;

    HeaderCommands(ProgramForms forms) {
        this.forms = forms;
    }

    void any(ProgramDraft draft, long blockPeMode) {
        if (draft.lastDestination() > 0 && draft.random().nextDouble() < COMPLETED_DESTINATION) {
            forms.rangeModifier().wholeParent(draft, draft.lastDestination());
            return;
        }
        double kind = draft.random().nextDouble();
        if (kind < SHARED_BINDER) {
            forms.sharedBinder().bindAny(draft, blockPeMode);
        } else if (kind < LOCAL_BINDER) {
            forms.localBinder().bind(draft, blockPeMode);
        } else if (kind < LOOP_BOUND) {
            forms.loopBounds().any(draft);
        } else {
            forms.rangeModifier().any(draft);
        }
    }
}
