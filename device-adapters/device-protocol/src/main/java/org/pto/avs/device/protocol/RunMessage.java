package org.pto.avs.device.protocol;

import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.device.RunRequest;

/** One vector to run; {@code id} pairs it with its result when several are in flight. */
@API(status = API.Status.INTERNAL, since = "0.1")
public record RunMessage(long id, RunRequest request) implements HarnessMessage {

    public RunMessage {
        Objects.requireNonNull(request, "request");
    }
}
