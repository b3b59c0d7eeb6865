package org.pto.avs.device.protocol;

import java.util.Objects;
import java.util.OptionalLong;
import org.apiguardian.api.API;

/**
 * A device could not answer: for run {@code id}, or for no particular request when {@code id} is null.
 * The codes are those of PROTOCOL.md "error".
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record ErrorMessage(Long id, String code, String message) implements DeviceMessage {

    /** The harness's hello asked for a protocol version the device does not speak. */
    public static final String UNSUPPORTED_PROTOCOL = "unsupported_protocol";
    /** A line was not a valid harness message. */
    public static final String BAD_REQUEST = "bad_request";
    /** A line exceeded the size bounds. */
    public static final String TOO_LARGE = "too_large";
    /** A run arrived before the hello. */
    public static final String NOT_READY = "not_ready";
    /** The device failed while running this request (a device fault, not a protocol fault). */
    public static final String INTERNAL = "internal";

    public ErrorMessage {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(message, "message");
    }

    public OptionalLong requestId() {
        return id == null ? OptionalLong.empty() : OptionalLong.of(id);
    }
}
