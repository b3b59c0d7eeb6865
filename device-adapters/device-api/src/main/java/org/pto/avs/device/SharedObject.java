package org.pto.avs.device;

import java.util.Objects;
import org.apiguardian.api.API;

/** A Shared register's descriptor and payload. The payload has {@code capacityBytes} bytes. */
@API(status = API.Status.STABLE, since = "0.1")
public record SharedObject(SharedDescriptor descriptor, Bytes payload) {

    public SharedObject {
        Objects.requireNonNull(descriptor, "descriptor");
        Objects.requireNonNull(payload, "payload");
    }
}
