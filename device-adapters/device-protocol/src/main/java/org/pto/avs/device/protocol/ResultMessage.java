package org.pto.avs.device.protocol;

import java.util.Objects;
import org.pto.avs.device.Observation;

/** The answer to run {@code id}: its per-step outcomes and observation. */
public record ResultMessage(long id, Observation observation) implements DeviceMessage {

    public ResultMessage {
        Objects.requireNonNull(observation, "observation");
    }
}
