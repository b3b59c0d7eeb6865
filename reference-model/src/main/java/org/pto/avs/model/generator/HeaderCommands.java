package org.pto.avs.model.generator;

import org.pto.avs.device.LoopBound;
import org.pto.avs.model.instruction.cbdimi.CompactLoopBoundWords;
import org.pto.avs.model.random.ProgramDraft;

/**
 * One header command of any kind, as a random header holds them: mostly a B.IOS, else a B.IOT, a B.IOR, a B.DIM, a
 * C.B.DIMI or a B.ASSEMBLE; right after a destination, mostly the B.ASSEMBLE that completes it, so multi-PE
 * destinations publish.
 */
final class HeaderCommands {

    /** How often a destination is followed by the INIT_LAST that completes it. */
    static final double COMPLETED_DESTINATION = 0.6;
    /** Where each kind's share ends below 1, in this order; B.ASSEMBLE takes the rest. */
    static final double SHARED_BINDER = 0.55;
    static final double LOCAL_BINDER = 0.7;
    static final double SCALAR_BINDING = 0.75;
    static final double LOOP_BOUND = 0.84;
    static final double COMPACT_LOOP_BOUND = 0.88;
    static final double BOUND_WRITTEN_TWICE = 0.91;

    /** How often a binder is followed by a B.SUBVIEW, which its range group may or may not take. */
    static final double SUBVIEW_AFTER_BINDER = 0.25;

    private final ProgramForms forms;

    HeaderCommands(ProgramForms forms) {
        this.forms = forms;
    }

    /**
     * Not after a Shared destination, which mostly takes the B.ASSEMBLE that completes it; after a Local binder often
     * with a size its group refuses.
     */
    private void subviewSometimes(ProgramDraft draft, boolean afterLocal) {
        if (draft.lastDestination() <= 0 && draft.room() && draft.chance(SUBVIEW_AFTER_BINDER)) {
            if (afterLocal) {
                forms.subview().afterLocalBinder(draft);
            } else {
                forms.subview().any(draft);
            }
        }
    }

    /** One loop bound written by B.DIM and by C.B.DIMI, in either order: they share its presence bit. */
    private void boundWrittenTwice(ProgramDraft draft) {
        int index = draft.random().nextInt(LoopBound.COUNT);
        boolean compactFirst = draft.random().nextBoolean();
        for (int i = 0; i < 2 && draft.room(); i++) {
            long value = draft.random().nextInt((int) CompactLoopBoundWords.MAX_IMMEDIATE + 1);
            if (compactFirst == (i == 0)) {
                forms.compactLoopBound().write(draft, index, value);
            } else {
                forms.loopBounds().write(draft, index, value);
            }
        }
    }

    void any(ProgramDraft draft, long blockPeMode) {
        if (draft.lastDestination() > 0 && draft.random().nextDouble() < COMPLETED_DESTINATION) {
            forms.rangeModifier().wholeParent(draft, draft.lastDestination());
            return;
        }
        double kind = draft.random().nextDouble();
        if (kind < SHARED_BINDER) {
            forms.sharedBinder().bindAny(draft, blockPeMode);
            subviewSometimes(draft, false);
        } else if (kind < LOCAL_BINDER) {
            forms.localBinder().bind(draft, blockPeMode);
            subviewSometimes(draft, true);
        } else if (kind < SCALAR_BINDING) {
            // With the duplicate bias, a legal record first, so the one after it meets the one-per-block rule.
            boolean twice = draft.chance(draft.bias().duplicateIds());
            if (twice) {
                forms.scalarBinding().baseAndStride(draft, draft.presetRegisters());
            }
            if (draft.room() && twice && draft.random().nextBoolean()) {
                forms.scalarBinding().baseAndStride(draft, draft.presetRegisters());
            } else if (draft.room()) {
                forms.scalarBinding().any(draft);
            }
        } else if (kind < LOOP_BOUND) {
            forms.loopBounds().any(draft);
        } else if (kind < COMPACT_LOOP_BOUND) {
            forms.compactLoopBound().any(draft);
        } else if (kind < BOUND_WRITTEN_TWICE) {
            boundWrittenTwice(draft);
        } else {
            forms.rangeModifier().any(draft);
        }
    }
}
