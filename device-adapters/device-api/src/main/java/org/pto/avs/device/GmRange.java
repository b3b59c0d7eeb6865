package org.pto.avs.device;

import java.util.Objects;
import org.apiguardian.api.API;

/** A named range of global memory that a case observes. */
@API(status = API.Status.STABLE, since = "0.1")
public record GmRange(String name, long address, int length) {

    public GmRange {
        Objects.requireNonNull(name, "name");
        if (address < 0 || length < 0) {
            throw new IllegalArgumentException("GM range " + name + " has a negative address or length");
        }
    }
}
