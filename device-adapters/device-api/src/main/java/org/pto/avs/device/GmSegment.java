package org.pto.avs.device;

import java.util.Objects;
import org.apiguardian.api.API;

/** Bytes of global memory starting at {@code address}. */
@API(status = API.Status.STABLE, since = "0.1")
public record GmSegment(long address, Bytes bytes) {

    public GmSegment {
        Objects.requireNonNull(bytes, "bytes");
        if (address < 0) {
            throw new IllegalArgumentException("a GM address is not negative: " + address);
        }
    }
}
