package org.pto.avs.model.machine;

import java.util.BitSet;
import org.apiguardian.api.API;
import org.pto.avs.device.PeMask;

/**
 * A B.ASSEMBLE generation of one Shared register in progress (semantics §5): the parent's capacity and
 * shape, the PEs taking part, those that have arrived, the 128-byte cells covered so far and the bytes
 * written so far. Immutable: each writer range yields a new generation, so a commit that faults leaves the
 * old one in place, and nothing of a generation is visible until LAST publishes it.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class Generation {

    private final int capacityBytes;
    private final PeMask mask;
    private final PeMask arrived;
    private final TileShape shape;
    private final int cellBytes;
    private final BitSet covered;
    /** Never changed after construction; null while nothing is written (all zeros). */
    private final byte[] staged;

    private Generation(
            int capacityBytes,
            PeMask mask,
            PeMask arrived,
            TileShape shape,
            int cellBytes,
            BitSet covered,
            byte[] staged) {
        this.capacityBytes = capacityBytes;
        this.mask = mask;
        this.arrived = arrived;
        this.shape = shape;
        this.cellBytes = cellBytes;
        this.covered = covered;
        this.staged = staged;
    }

    /** A new generation (INIT or INIT_LAST) with nothing covered and no PE arrived. */
    public static Generation open(int capacityBytes, PeMask mask, TileShape shape, int cellBytes) {
        return new Generation(capacityBytes, mask, PeMask.NONE, shape, cellBytes, new BitSet(), null);
    }

    public int capacityBytes() {
        return capacityBytes;
    }

    /** The PEs of the generation: the mask of the binder that opened it. */
    public PeMask mask() {
        return mask;
    }

    public PeMask arrived() {
        return arrived;
    }

    public TileShape shape() {
        return shape;
    }

    public int cells() {
        return capacityBytes / cellBytes;
    }

    /** True when any cell of {@code [firstCell, firstCell + cells)} is already covered. */
    public boolean overlaps(long firstCell, long cells) {
        int next = covered.nextSetBit((int) firstCell);
        return next >= 0 && next < firstCell + cells;
    }

    /** True when every cell of the parent is covered. */
    public boolean complete() {
        return covered.cardinality() == cells();
    }

    /**
     * This generation with one more writer range: {@code length} bytes of {@code tile} at cell
     * {@code firstCell}, covering {@code cells} cells, written by {@code writer}. The caller has checked the
     * range fits the parent and overlaps nothing.
     */
    public Generation withRange(long firstCell, long cells, PeMask writer, byte[] tile, int length) {
        byte[] bytes = staged == null ? new byte[capacityBytes] : staged.clone();
        System.arraycopy(tile, 0, bytes, (int) (firstCell * cellBytes), length);
        BitSet cover = (BitSet) covered.clone();
        cover.set((int) firstCell, (int) (firstCell + cells));
        return new Generation(
                capacityBytes, mask, new PeMask(arrived.bits() | writer.bits()), shape, cellBytes, cover, bytes);
    }

    /** The bytes written so far; the array is never changed, so a published object may adopt it. */
    public byte[] stagedBytes() {
        return staged == null ? new byte[capacityBytes] : staged;
    }
}
