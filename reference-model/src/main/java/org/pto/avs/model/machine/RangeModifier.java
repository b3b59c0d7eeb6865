package org.pto.avs.model.machine;

/**
 * A B.ASSEMBLE range modifier attached to the binder it follows (spec section 5): which step of a generation
 * it is, the writer range's offset in 128-byte cells and the writer's SizeCode.
 */
public record RangeModifier(Step step, long offsetCells, int writerSizeCode) {

    /** INIT and LAST bits select one of four steps of a generation. */
    public enum Step {
        INIT, MIDDLE, LAST, INIT_LAST;

        public static Step of(boolean init, boolean last) {
            return init ? (last ? INIT_LAST : INIT) : (last ? LAST : MIDDLE);
        }

        /** INIT and INIT_LAST start a new generation. */
        public boolean opensGeneration() {
            return this == INIT || this == INIT_LAST;
        }

        /** LAST and INIT_LAST complete a generation and publish. */
        public boolean closesGeneration() {
            return this == LAST || this == INIT_LAST;
        }
    }
}
