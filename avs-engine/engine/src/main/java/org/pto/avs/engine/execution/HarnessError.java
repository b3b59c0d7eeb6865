package org.pto.avs.engine.execution;

/** A case could not be judged because of the harness, not the device: status error. */
public final class HarnessError extends RuntimeException {

    public HarnessError(String message) {
        super(message);
    }

    public HarnessError(String message, Throwable cause) {
        super(message, cause);
    }
}
