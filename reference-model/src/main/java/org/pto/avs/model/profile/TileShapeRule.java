package org.pto.avs.model.profile;

import org.apiguardian.api.API;

/**
 * How TLOAD and TSTORE lay a tile out and how many bytes it needs (semantics §4 step 3, marked [U]:
 * "rows x columns x element size must fit the binding's capacity"). A profile parameter, see
 * {@link ModelProfile#tileShapeRule()}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public enum TileShapeRule {
    /**
     * The default, the spec's literal text: the tile occupies rows x columns elements, row-major with a row
     * stride of {@code columns} elements, in the Shared payload and in GM alike; only the valid region
     * (valid rows x valid columns) is copied.
     */
    FULL_SHAPE,
    /**
     * The tile occupies only its valid region, densely: payload row stride {@code validColumns} elements. GM rows
     * keep the dense stride of {@code columns} elements (LB2 x element size), which the spec states for every rule.
     */
    VALID_REGION;

    /** The payload row stride in elements of a tile of this shape. */
    public long rowStrideElements(long columns, long validColumns) {
        return this == FULL_SHAPE ? columns : validColumns;
    }

    /** The bytes a tile occupies: rows x stride x element size. */
    public long extentBytes(long rows, long columns, long validColumns, int elementBytes) {
        return rows * rowStrideElements(columns, validColumns) * elementBytes;
    }
}
