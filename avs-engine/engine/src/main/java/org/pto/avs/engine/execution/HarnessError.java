package org.pto.avs.engine.execution;

import org.apiguardian.api.API;

/** A case could not be judged because of the harness, not the device: status error. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class HarnessError extends RuntimeException {

    public HarnessError(String message) {
        super(message);
    }

    public HarnessError(String message, Throwable cause) {
        super(message, cause);
    }
}
