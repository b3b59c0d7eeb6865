package org.pto.avs.device;

import java.util.Objects;
import org.apiguardian.api.API;

/** One entry of a block's Shared binding stream, in encoded order. */
@API(status = API.Status.STABLE, since = "0.1")
public record Binding(int sharedId, int sizeCode, PeMask mask, boolean consumed) {

    public Binding {
        Objects.requireNonNull(mask, "mask");
    }

    @Override
    public String toString() {
        return "{S" + sharedId + ", " + sizeCode + ", " + mask + (consumed ? ", consumed}" : "}");
    }
}
