package org.pto.avs.model.commit;

import org.apiguardian.api.API;
import org.pto.avs.model.machine.TileShape;

/**
 * Where a TLOAD or TSTORE finds its tile (semantics §4 step 3, decisions 5, 17 and 27): the tile's shape and element
 * size, the row stride of the Shared payload, and the GM rows, row r at {@code gmBase + r * gmStrideBytes}.
 *
 * @param payloadStrideBytes the bytes from one payload row to the next (the shape rule's stride)
 * @param gmStrideNamed whether a B.IOR named the GM base and stride (else the profile's base, the dense stride)
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record TileRegion(
        TileShape shape,
        int elementBytes,
        long payloadStrideBytes,
        long gmBase,
        long gmStrideBytes,
        boolean gmStrideNamed) {

    /** The bytes of one row's valid columns: what is copied of each row. */
    public int validRowBytes() {
        return shape.validColumns() * elementBytes;
    }

    /** Where row {@code row} starts in GM. */
    public long gmRowAddress(int row) {
        return gmBase + row * gmStrideBytes;
    }

    /** Where row {@code row} starts in the payload. */
    public int payloadRowOffset(int row) {
        return (int) (row * payloadStrideBytes);
    }

    /** The same region with {@code validRows} valid rows: a variant that copies another row count. */
    public TileRegion withValidRows(int validRows) {
        return new TileRegion(
                new TileShape(shape.rows(), shape.columns(), validRows, shape.validColumns(), shape.dataType()),
                elementBytes,
                payloadStrideBytes,
                gmBase,
                gmStrideBytes,
                gmStrideNamed);
    }
}
