package org.pto.avs.device.protocol;

import org.apiguardian.api.API;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.Observation;

/** The answer to one of several pipelined runs: an observation, or the failure of that run alone. */
@API(status = API.Status.INTERNAL, since = "0.1")
public record RunResult(Observation observation, DeviceException failure) {

    public RunResult {
        if ((observation == null) == (failure == null)) {
            throw new IllegalArgumentException("a run result is an observation or a failure");
        }
    }

    public Observation get() throws DeviceException {
        if (failure != null) {
            throw failure;
        }
        return observation;
    }
}
