package org.pto.avs.device;

import java.util.Objects;

/** One entry of a block's Shared binding stream, in encoded order. */
public record Binding(int sharedId, int sizeCode, PeMask mask, boolean consumed) {

    public Binding {
        Objects.requireNonNull(mask, "mask");
    }

    @Override
    public String toString() {
        return "{S" + sharedId + ", " + sizeCode + ", " + mask + (consumed ? ", consumed}" : "}");
    }
}
