package org.pto.avs.model.commit;

import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.ScalarBinding;
import org.pto.avs.model.machine.TileShape;
import org.pto.avs.model.semantics.Fault;

/**
 * Where a TLOAD reads or a TSTORE writes its rows in GM: row r at {@code base + r * strideBytes}. A block with a
 * B.IOR takes both from its record (RegSrc0 the base, RegSrc1 the row stride in bytes, read at commit; an encoded R0
 * reads zero); without one, the profile's base and the dense stride of the tile.
 *
 * @param named whether a B.IOR named them
 */
record GmRows(long base, long strideBytes, boolean named) {

    static GmRows of(Machine machine, long defaultBase, long denseStrideBytes) {
        ScalarBinding record = machine.block().scalarBinding();
        if (record == null) {
            return new GmRows(defaultBase, denseStrideBytes, false);
        }
        return new GmRows(machine.gprs().read(record.regSrc0()), machine.gprs().read(record.regSrc1()), true);
    }

    /**
     * Checks that {@code rows} rows of {@code rowBytes} lie in GM. Rows named by a B.IOR must each lie in GM; the
     * default rows must leave room for the whole tile's {@code extent} from the base, as before a B.IOR existed.
     */
    void requireInGm(Machine machine, int rows, int rowBytes, long extent, String operation) {
        long span;
        try {
            span = named ? Math.addExact(Math.multiplyExact(rows - 1L, strideBytes), rowBytes) : extent;
        } catch (ArithmeticException e) {
            span = -1;
        }
        if (span < 0 || strideBytes < 0 || !machine.gm().contains(base, span)) {
            throw Fault.tileLegality(operation + " rows at GM base " + Long.toUnsignedString(base) + ", stride "
                    + Long.toUnsignedString(strideBytes) + " B, lie beyond global memory");
        }
    }

    /** The region a transfer copies: these GM rows and a payload of the given shape and row stride. */
    TileRegion region(TileShape shape, int elementBytes, long payloadStrideBytes) {
        return new TileRegion(shape, elementBytes, payloadStrideBytes, base, strideBytes, named);
    }
}
