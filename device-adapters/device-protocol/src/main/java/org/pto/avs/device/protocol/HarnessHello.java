package org.pto.avs.device.protocol;

import java.util.Objects;

/** The harness's first message: the protocol version it speaks and its own name and version. */
public record HarnessHello(String protocol, String harness) implements HarnessMessage {

    public HarnessHello {
        Objects.requireNonNull(protocol, "protocol");
        Objects.requireNonNull(harness, "harness");
    }
}
