package org.pto.avs.device.protocol;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import org.apiguardian.api.API;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;

/**
 * The answer to run {@code id}: its per-step outcomes and observation.
 *
 * @param unreported the observables whose fields the answer left out: they read as empty in {@code observation}
 *                   (no binding, no Shared register, ...), so the harness refuses an answer that leaves out one it
 *                   asked for
 * @param unreportedRecords the state records the run asked for that the answer left out
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record ResultMessage(long id, Observation observation, Set<Observable> unreported, Set<String> unreportedRecords)
        implements DeviceMessage {

    public ResultMessage {
        Objects.requireNonNull(observation, "observation");
        unreported = unreported.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(unreported));
        unreportedRecords = Set.copyOf(unreportedRecords);
    }

    /** An answer that leaves nothing out, as {@link MessageCodec#encode(DeviceMessage)} writes one. */
    public ResultMessage(long id, Observation observation) {
        this(id, observation, Set.of(), Set.of());
    }
}
