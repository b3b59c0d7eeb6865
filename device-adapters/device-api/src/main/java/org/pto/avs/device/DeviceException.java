package org.pto.avs.device;

import org.apiguardian.api.API;

/** A device could not give an observation. The kind decides the case status. */
@API(status = API.Status.STABLE, since = "0.1")
public class DeviceException extends Exception {

    public enum Kind {
        /** The device could not be started or configured: a harness error. */
        SETUP,
        /** The device process died or the connection dropped mid-case. */
        CRASH,
        /** The device did not answer within the per-case time. */
        TIMEOUT,
        /** The device answered something that is not the protocol. */
        PROTOCOL
    }

    private final Kind kind;

    public DeviceException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public DeviceException(Kind kind, String message, Throwable cause) {
        super(message, cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }
}
