package org.pto.avs.device;

import java.util.Objects;

/** Bytes of global memory starting at {@code address}. */
public record GmSegment(long address, Bytes bytes) {

    public GmSegment {
        Objects.requireNonNull(bytes, "bytes");
        if (address < 0) {
            throw new IllegalArgumentException("a GM address is not negative: " + address);
        }
    }
}
