package org.pto.avs.model.generator;

import org.pto.avs.model.random.ProgramDraft;

/**
 * A TLOAD shape at a boundary of its destination's capacity (semantics §4 step 3: rows x columns x element size must
 * fit the capacity of the complete Core-wide object, never multiplied by the PE count): exactly full, one element
 * over in every row, or the capacity times the PE count. Its valid columns are drawn up to its columns, so the valid
 * region is mostly narrower than the tile, and the check must count the whole rows.
 */
final class CapacityBoundary {

    /** The boundaries a shape is drawn at. */
    enum Kind {
        /** rows x columns x element size = the capacity: it fits. */
        EXACTLY_FULL,
        /** one column more than exactly full: it does not fit, by one element a row. */
        ONE_ELEMENT_OVER,
        /** the capacity times the PE count: it fits only if the capacity were counted per PE. */
        TIMES_PE_COUNT
    }

    private CapacityBoundary() {}

    /**
     * LB0..LB2 (valid columns, rows, columns) of a shape at a drawn boundary of {@code capacity} bytes, with the
     * fewest rows (a power of two, sometimes doubled) that keep the columns within a loop bound; null when no
     * such shape exists (no capacity, or an element larger than it).
     */
    static long[] draw(ProgramDraft draft, long capacity, int elementBytes, int peCount) {
        Kind[] kinds = Kind.values();
        Kind kind = kinds[draft.random().nextInt(peCount > 1 ? kinds.length : kinds.length - 1)];
        long bytes = kind == Kind.TIMES_PE_COUNT ? capacity * peCount : capacity;
        long elements = bytes / elementBytes;
        if (elements < 1) {
            return null;
        }
        long rows = 1;
        while (elements / rows > TileLoadBlock.MAX_BOUND - 1 && elements % (rows * 2) == 0) {
            rows *= 2;
        }
        if (elements % (rows * 2) == 0 && draft.random().nextBoolean()) {
            rows *= 2;
        }
        long columns = elements / rows + (kind == Kind.ONE_ELEMENT_OVER ? 1 : 0);
        if (columns > TileLoadBlock.MAX_BOUND || rows > TileLoadBlock.MAX_BOUND) {
            return null;
        }
        return new long[] {1 + draft.random().nextInt((int) columns), rows, columns};
    }
}
