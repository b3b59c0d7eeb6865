package org.pto.avs.device.protocol;

import java.util.Objects;
import org.apiguardian.api.API;

/** The harness's first message: the protocol version it speaks and its own name and version. */
@API(status = API.Status.INTERNAL, since = "0.1")
public record HarnessHello(String protocol, String harness) implements HarnessMessage {

    public HarnessHello {
        Objects.requireNonNull(protocol, "protocol");
        Objects.requireNonNull(harness, "harness");
    }
}
