package org.pto.avs.model.machine;

import org.apiguardian.api.API;

/**
 * A loop bound of the block that is present (written by B.DIM or C.B.DIMI since the block began): LB{@code index}
 * holds {@code value}. A bound that is not present is not listed.
 *
 * @param index 0, 1 or 2 (LB0, LB1, LB2)
 * @param value 0..65535
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record LoopBound(int index, int value) {

    /** The state record that reports the present bounds ({@code {"LB0": 12}}), as the catalog declares it. */
    public static final String RECORD = "loop_bounds";

    /** How many loop bounds a block has. */
    public static final int COUNT = 3;

    public LoopBound {
        if (index < 0 || index >= COUNT) {
            throw new IllegalArgumentException("a loop bound is LB0, LB1 or LB2, not LB" + index);
        }
        if (value < 0 || value > 0xFFFF) {
            throw new IllegalArgumentException("LB" + index + " holds 0..65535, not " + value);
        }
    }

    /** {@code LB0}. */
    public String name() {
        return "LB" + index;
    }

    @Override
    public String toString() {
        return name() + "=" + value;
    }
}
