package org.pto.avs.device.protocol;

import org.apiguardian.api.API;

/** Why the harness side of a session got no answer. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SessionException extends Exception {

    public enum Failure {
        /** The device's output ended or the connection dropped. */
        CLOSED,
        /** No answer within the time allowed. */
        TIMEOUT,
        /** The device sent something that is not the protocol. */
        PROTOCOL,
        /** The device answered {@code error} for this request; the session is still usable. */
        DEVICE_ERROR
    }

    private final Failure failure;
    private final String code;

    SessionException(Failure failure, String message) {
        this(failure, null, message);
    }

    SessionException(Failure failure, String code, String message) {
        super(message);
        this.failure = failure;
        this.code = code;
    }

    public Failure failure() {
        return failure;
    }

    /** The device's error code, for {@link Failure#DEVICE_ERROR}; null otherwise. */
    public String code() {
        return code;
    }

    /** A copy thrown again from another call, so its stack trace shows that call. */
    SessionException again() {
        return new SessionException(failure, code, getMessage());
    }
}
