package org.pto.avs.engine.execution;

import org.apiguardian.api.API;
import org.pto.avs.results.CaseStatus;

/** The device crashed or timed out during a case: status crash or timeout, never a pass. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class DeviceFailure extends RuntimeException {

    private final CaseStatus status;

    public DeviceFailure(CaseStatus status, String message, Throwable cause) {
        super(message, cause);
        this.status = status;
    }

    public CaseStatus status() {
        return status;
    }
}
