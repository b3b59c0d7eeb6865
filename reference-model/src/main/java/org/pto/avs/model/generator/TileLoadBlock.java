package org.pto.avs.model.generator;

import java.util.OptionalInt;
import org.pto.avs.model.instruction.bdim.LoopBoundWords;
import org.pto.avs.model.instruction.cbdimi.CompactLoopBoundWords;
import org.pto.avs.model.random.ProgramDraft;

/**
 * A TLOAD block written to commit: LB0..LB2 a small shape (sometimes, after the destination, a shape at a boundary of
 * its capacity), one destination B.IOS, the B.ASSEMBLE that completes it
 * when several PEs take part (or opens a generation of twice its size), and a stop. The shape may not fit the
 * SizeCode; the commit then faults before publication. A later TLOAD block may write the open generation's other
 * half ({@link #continueGeneration}).
 */
final class TileLoadBlock {

    /**
     * How often a multi-PE TLOAD destination that is not the largest opens a generation of twice its size (INIT, its
     * writer at cell 0) instead of completing a parent of its own size (INIT_LAST).
     */
    static final double SPLIT_PARENT = 0.3;

    /** How often a TLOAD block after such an INIT writes the generation's next range (MIDDLE or LAST). */
    static final double CONTINUE_GENERATION = 0.6;

    /** How often a multi-PE destination gets its B.ASSEMBLE at all. */
    static final double MODIFIED_DESTINATION = 0.8;

    /** How often a loop bound that fits in eight bits is written by C.B.DIMI rather than B.DIM. */
    static final double COMPACT_BOUND = 0.3;

    /** How often the block names its GM base and row stride with a B.IOR. */
    static final double BASE_AND_STRIDE = 0.35;

    /**
     * How often the shape comes after the destination and lies at a boundary of its capacity
     * ({@link CapacityBoundary}): exactly full, one element over in every row, or, for several PEs, the capacity
     * times their count; its valid columns drawn up to its columns, so mostly a narrower valid region.
     */
    static final double BOUNDARY_SHAPE = 0.2;

    /** The largest loop bound, so the largest column count a shape can name. */
    static final long MAX_BOUND = 0xFFFF;

    /** Besides LB0..LB2: the destination, its modifier, a B.IOR and the stop. */
    private static final int OTHER_WORDS = 4;

    private final ProgramForms forms;

    TileLoadBlock(ProgramForms forms) {
        this.forms = forms;
    }

    /** Whether a TLOAD block continues the open generation rather than starting afresh. */
    boolean continues(ProgramDraft draft) {
        return draft.openGeneration() != null && draft.chance(CONTINUE_GENERATION);
    }

    /** The block after its BSTART.TLOAD. */
    void write(ProgramDraft draft) {
        draft.reserve(forms.loopBounds().forms().size() + OTHER_WORDS);
        // The element size of the DataType the BSTART.TLOAD just written names, when it has one.
        OptionalInt elementBytes = draft.lastWordField(draft.profile().dataTypeField())
                .map(type -> draft.profile().elementBytes(type.intValue()))
                .orElse(OptionalInt.empty());
        long peMode = draft.nonZeroPeMode();
        boolean boundary = elementBytes.isPresent() && draft.chance(BOUNDARY_SHAPE);
        if (!boundary) {
            shape(draft);
        }
        long id = -1;
        if (draft.room()) {
            id = forms.sharedBinder().freshId(draft);
            forms.sharedBinder().bind(draft, id, peMode);
        }
        long destination = draft.lastDestination();
        if (destination > 0
                && draft.profile().peMask((int) peMode).count() > 1
                && draft.room()
                && draft.chance(MODIFIED_DESTINATION)) {
            if (draft.writable(forms.rangeModifier().form())
                    && draft.profile().capacityBytes((int) destination + 1).isPresent()
                    && draft.sizes().nextDouble() < SPLIT_PARENT) {
                forms.rangeModifier().openHalf(draft, id, destination, peMode);
            } else {
                forms.rangeModifier().wholeParent(draft, destination);
            }
        }
        if (boundary) {
            boundaryShape(
                    draft,
                    destination,
                    elementBytes.getAsInt(),
                    draft.profile().peMask((int) peMode).count());
        }
        baseAndStride(draft);
        if (draft.room()) {
            forms.commit(draft);
        }
    }

    /** A shape at a boundary of the destination's capacity, or a small shape when none fits the loop bounds. */
    private void boundaryShape(ProgramDraft draft, long destination, int elementBytes, int peCount) {
        long capacity = destination > 0
                ? draft.profile().capacityBytes((int) destination).orElse(0)
                : 0;
        long[] shape = CapacityBoundary.draw(draft, capacity, elementBytes, peCount);
        if (shape == null) {
            shape(draft);
            return;
        }
        for (int i = 0; i < shape.length && draft.room(); i++) {
            forms.loopBounds().write(draft, i, shape[i]);
        }
    }

    /**
     * The block after its BSTART.TLOAD, writing the other half of the open generation: the same register, SizeCode
     * and PEMode, then B.ASSEMBLE LAST (sometimes MIDDLE) at the next cell; then as many of LB0..LB2 and a stop as
     * fit.
     */
    void continueGeneration(ProgramDraft draft) {
        ProgramDraft.OpenGeneration generation = draft.openGeneration();
        draft.openGeneration(null);
        draft.reserve(forms.loopBounds().forms().size() + OTHER_WORDS);
        if (draft.room()) {
            forms.sharedBinder().rebind(draft, generation);
        }
        if (draft.room()) {
            forms.rangeModifier().continuation(draft, generation);
        }
        shape(draft);
        baseAndStride(draft);
        if (draft.room()) {
            forms.commit(draft);
        }
    }

    /** LB0..LB2 of a small shape, as many as fit, each by B.DIM or, when it fits in eight bits, sometimes C.B.DIMI. */
    private void shape(ProgramDraft draft) {
        long[] shape = LoopBoundWords.drawShape(draft);
        for (int i = 0; i < shape.length && draft.room(); i++) {
            if (shape[i] <= CompactLoopBoundWords.MAX_IMMEDIATE
                    && draft.writable(forms.compactLoopBound().form())
                    && draft.chance(COMPACT_BOUND)) {
                forms.compactLoopBound().write(draft, i, shape[i]);
            } else {
                forms.loopBounds().write(draft, i, shape[i]);
            }
        }
    }

    /** Sometimes a B.IOR naming the GM base and row stride the TLOAD reads at. */
    private void baseAndStride(ProgramDraft draft) {
        if (draft.room() && draft.chance(BASE_AND_STRIDE)) {
            forms.scalarBinding().baseAndStride(draft);
        }
    }
}
