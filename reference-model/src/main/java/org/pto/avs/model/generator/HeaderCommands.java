package org.pto.avs.model.generator;

import java.util.List;
import java.util.Optional;
import org.pto.avs.isa.Field;
import org.pto.avs.isa.Form;
import org.pto.avs.model.instruction.bdim.LoopBoundWords;
import org.pto.avs.model.instruction.biot.LocalBinderWords;
import org.pto.avs.model.instruction.cbdimi.CompactLoopBoundWords;
import org.pto.avs.model.machine.LoopBound;
import org.pto.avs.model.random.ProgramDraft;

/**
 * One header command of any kind, as a random header holds them: mostly a B.IOS, else a B.IOT (sometimes followed by
 * a B.IOS named like its tile), a B.IOR, a B.DIM, a C.B.DIMI, a word whose catalog constraint refuses one of its
 * fields, an attribute command (B.CATR, B.DATR, B.HINT), a refused lifecycle word, a probe of the range group or a
 * B.ASSEMBLE; right after a destination, mostly the B.ASSEMBLE that completes it, so multi-PE destinations publish.
 */
final class HeaderCommands {

    /** How often a destination is followed by the INIT_LAST that completes it. */
    static final double COMPLETED_DESTINATION = 0.6;
    /** How often that INIT_LAST has an offset of its own (often a preset register's), not cell 0. */
    static final double OFFSET_COMPLETION = 0.5;
    /** Where each kind's share ends below 1, in this order; B.ASSEMBLE takes the rest. */
    static final double SHARED_BINDER = 0.45;

    static final double LOCAL_BINDER = 0.59;
    static final double SCALAR_BINDING = 0.65;
    static final double LOOP_BOUND = 0.71;
    static final double COMPACT_LOOP_BOUND = 0.74;
    static final double BOUND_WRITTEN_TWICE = 0.76;
    static final double REFUSED_WORD = 0.79;
    static final double ATTRIBUTE = 0.86;
    static final double REFUSED_LIFECYCLE = 0.87;
    static final double GROUP_PROBE = 0.93;

    /** How often a bound written twice, or a B.IOR met twice, is first a word its constraint refuses. */
    static final double REFUSED_FIRST = 0.3;

    /** How often a binder is followed by a B.SUBVIEW, which its range group may or may not take. */
    static final double SUBVIEW_AFTER_BINDER = 0.3;

    /** How often a probe of the range group binds a Local destination rather than a Shared one. */
    static final double LOCAL_PROBE = 0.5;

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
                forms.subview().afterSharedBinder(draft);
            }
        }
    }

    /**
     * A binder, one command between it and a B.ASSEMBLE, then the B.ASSEMBLE: a loop bound written before the binder
     * and again after it (which faults and still closes the group), a B.DIM, C.B.DIMI or B.IOR (which closes it), a
     * first B.ASSEMBLE whose size field does not go with its step (which faults and leaves it open), or a word of a
     * header command its catalog constraint refuses (which faults before it could close the group). The last
     * B.ASSEMBLE completes a Shared destination, its offset often a preset register.
     */
    private void probeTheGroup(ProgramDraft draft, long blockPeMode) {
        int between = draft.random().nextInt(6);
        int index = draft.random().nextInt(LoopBound.COUNT);
        long value = 1 + draft.random().nextInt((int) CompactLoopBoundWords.MAX_IMMEDIATE);
        if (between == 0) {
            forms.loopBounds().write(draft, index, value);
        }
        boolean local = draft.chance(LOCAL_PROBE);
        if (!draft.room()) {
            return;
        }
        if (local) {
            forms.localBinder().bind(draft, blockPeMode);
        } else {
            forms.sharedBinder().bindAny(draft, blockPeMode);
        }
        long destination = draft.lastDestination();
        if (!draft.room()) {
            return;
        }
        switch (between) {
            case 0 -> forms.loopBounds().write(draft, index, value);
            case 1 -> forms.loopBounds().any(draft);
            case 2 -> forms.compactLoopBound().any(draft);
            case 3 -> forms.scalarBinding().any(draft);
            case 4 -> forms.rangeModifier().misfit(draft);
            default -> refusedWord(draft);
        }
        if (!draft.room()) {
            return;
        }
        if (destination > 0) {
            forms.rangeModifier().wholeParentWithOffset(draft, destination);
        } else {
            forms.rangeModifier().any(draft);
        }
    }

    /**
     * With the duplicate bias, a B.IOS naming the register whose number the last B.IOT's first source tile has: Local
     * tiles and Shared registers are separate names, so it is no duplicate.
     */
    private void sharedNamedLikeTheTile(ProgramDraft draft, long blockPeMode) {
        Optional<Long> tile = draft.lastWordField(LocalBinderWords.FIRST_SOURCE);
        if (tile.isPresent() && draft.room() && draft.chance(draft.bias().duplicateIds())) {
            forms.sharedBinder().bind(draft, tile.get(), blockPeMode);
        }
    }

    /**
     * A word of a header command (B.IOS, B.IOT, B.DIM, C.B.DIMI, B.IOR or B.DATR) with one field its catalog
     * constraint refuses: a reserved SizeCode, register selector, LoopNest, DataType, Layout or CMode. It faults before
     * any effect, also outside an open header, where the constraint comes before placement.
     */
    void refusedWord(ProgramDraft draft) {
        List<Form> commands = forms.headerCommands().stream()
                .filter(form ->
                        draft.writable(form) && !refusedFields(draft, form).isEmpty())
                .toList();
        if (commands.isEmpty()) {
            return;
        }
        Form form = commands.get(draft.random().nextInt(commands.size()));
        List<String> fields = refusedFields(draft, form);
        draft.addRefused(form, fields.get(draft.random().nextInt(fields.size())));
    }

    private static List<String> refusedFields(ProgramDraft draft, Form form) {
        return form.fields().stream()
                .map(Field::name)
                .filter(name -> draft.writer(form).field(name).refusesSome())
                .toList();
    }

    /**
     * One loop bound written by B.DIM and by C.B.DIMI, in either order: they share its presence bit. Sometimes a B.DIM
     * of that bound with a reserved RegSrc comes first, which sets no presence bit.
     */
    private void boundWrittenTwice(ProgramDraft draft) {
        int index = draft.random().nextInt(LoopBound.COUNT);
        if (draft.chance(REFUSED_FIRST)) {
            draft.addRefused(forms.loopBounds().forms().get(index), LoopBoundWords.REG_SRC);
        }
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

    /**
     * B.CATR, B.DATR or the ordinary B.HINT, one as often as another; with the duplicate bias the same command again,
     * which the once-per-block rule refuses.
     */
    void attribute(ProgramDraft draft) {
        int which = draft.random().nextInt(3);
        boolean twice = draft.chance(draft.bias().duplicateIds());
        for (int i = 0; i < (twice ? 2 : 1) && draft.room(); i++) {
            switch (which) {
                case 0 -> forms.controlAttributes().any(draft);
                case 1 -> forms.dataAttributes().any(draft);
                default -> forms.hint().any(draft);
            }
        }
    }

    /**
     * After the body entry: half the time any command, else a Local binder, a Shared binder or an attribute command
     * (B.CATR, B.DATR or the ordinary B.HINT), one as often as another; placement refuses each of them there.
     */
    void afterBodyEntry(ProgramDraft draft, long blockPeMode) {
        if (draft.random().nextBoolean()) {
            any(draft, blockPeMode);
            return;
        }
        switch (draft.random().nextInt(3)) {
            case 0 -> forms.localBinder().bind(draft, blockPeMode);
            case 1 -> forms.sharedBinder().bindAny(draft, blockPeMode);
            default -> attribute(draft);
        }
    }

    void any(ProgramDraft draft, long blockPeMode) {
        if (draft.lastDestination() > 0 && draft.random().nextDouble() < COMPLETED_DESTINATION) {
            if (draft.chance(OFFSET_COMPLETION)) {
                forms.rangeModifier().wholeParentWithOffset(draft, draft.lastDestination());
            } else {
                forms.rangeModifier().wholeParent(draft, draft.lastDestination());
            }
            return;
        }
        double kind = draft.random().nextDouble();
        if (kind < SHARED_BINDER) {
            forms.sharedBinder().bindAny(draft, blockPeMode);
            subviewSometimes(draft, false);
        } else if (kind < LOCAL_BINDER) {
            forms.localBinder().bind(draft, blockPeMode);
            subviewSometimes(draft, true);
            sharedNamedLikeTheTile(draft, blockPeMode);
        } else if (kind < SCALAR_BINDING) {
            // With the duplicate bias, a legal record first, so the one after it meets the one-per-block rule.
            // A reserved selector first sometimes: it takes no record, so the record after it is the block's first.
            boolean twice = draft.chance(draft.bias().duplicateIds());
            if (twice && draft.chance(REFUSED_FIRST)) {
                forms.scalarBinding().refused(draft);
            }
            if (twice && draft.room()) {
                forms.scalarBinding().baseAndStride(draft);
            }
            if (draft.room() && twice && draft.random().nextBoolean()) {
                forms.scalarBinding().baseAndStride(draft);
            } else if (draft.room()) {
                forms.scalarBinding().any(draft);
            }
        } else if (kind < LOOP_BOUND) {
            forms.loopBounds().any(draft);
        } else if (kind < COMPACT_LOOP_BOUND) {
            forms.compactLoopBound().any(draft);
        } else if (kind < BOUND_WRITTEN_TWICE) {
            boundWrittenTwice(draft);
        } else if (kind < REFUSED_WORD) {
            refusedWord(draft);
        } else if (kind < ATTRIBUTE) {
            attribute(draft);
        } else if (kind < REFUSED_LIFECYCLE) {
            forms.refusedLifecycle().write(draft);
        } else if (kind < GROUP_PROBE) {
            probeTheGroup(draft, blockPeMode);
        } else {
            forms.rangeModifier().any(draft);
        }
    }
}
