package org.pto.avs.model.machine;

import org.apiguardian.api.API;

/**
 * A B.ASSEMBLE range modifier attached to the binder it follows (semantics §5): which step of a generation
 * it is, the writer range's offset in 128-byte cells, the writer range's SizeCode and the parent's.
 *
 * @param writerSizeCode the size of the writer range: its binder's SizeCode (semantics §5, "its binder's SizeCode")
 * @param parentSizeCode the size of the parent a step that opens a generation creates (ParentSizeCode of INIT and
 *                       INIT_LAST); 0 on MIDDLE and LAST, whose parent is the open generation's
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record RangeModifier(Step step, long offsetCells, int writerSizeCode, int parentSizeCode) {

    /** INIT and LAST bits select one of four steps of a generation. */
    public enum Step {
        INIT,
        MIDDLE,
        LAST,
        INIT_LAST;

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

    /** The writer's and the parent's SizeCodes a modifier's size field yields. */
    public record Sizes(int writerSizeCode, int parentSizeCode) {}
}
