package org.pto.avs.device;

import java.util.Objects;

/** A Shared register's descriptor and payload. The payload has {@code capacityBytes} bytes. */
public record SharedObject(SharedDescriptor descriptor, Bytes payload) {

    public SharedObject {
        Objects.requireNonNull(descriptor, "descriptor");
        Objects.requireNonNull(payload, "payload");
    }
}
