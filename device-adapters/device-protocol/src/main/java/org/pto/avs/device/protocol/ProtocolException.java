package org.pto.avs.device.protocol;

import java.util.OptionalLong;
import org.apiguardian.api.API;

/**
 * A line that is not a valid message of the protocol. The message names the JSON path of the problem
 * ({@code run.initial.shared.S5.descriptor.capacity_bytes: expected an integer}). When the line was an
 * object with a readable {@code id}, the id is kept so the answer can name the request.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public class ProtocolException extends Exception {

    private final String code;
    private final Long id;

    public ProtocolException(String code, String message, Long id) {
        super(message);
        this.code = code;
        this.id = id;
    }

    public ProtocolException(String message) {
        this(ErrorMessage.BAD_REQUEST, message, null);
    }

    /** The error code a device answers with: {@link ErrorMessage#BAD_REQUEST} or {@link ErrorMessage#TOO_LARGE}. */
    public String code() {
        return code;
    }

    public OptionalLong id() {
        return id == null ? OptionalLong.empty() : OptionalLong.of(id);
    }

    ProtocolException withId(long requestId) {
        return new ProtocolException(code, getMessage(), requestId);
    }
}
