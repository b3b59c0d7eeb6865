package org.pto.avs.device;

import java.util.Objects;
import org.apiguardian.api.API;

/**
 * The descriptor of a valid Shared register (semantics §5). A register without a descriptor is simply
 * absent from the state.
 */
@API(status = API.Status.STABLE, since = "0.1")
public record SharedDescriptor(
        PeMask allocationMask,
        PeMask initializedMask,
        boolean wholeParentReady,
        boolean published,
        int capacityBytes,
        int rows,
        int columns,
        int validRows,
        int validColumns,
        int dataType) {

    public SharedDescriptor {
        Objects.requireNonNull(allocationMask, "allocationMask");
        Objects.requireNonNull(initializedMask, "initializedMask");
    }
}
