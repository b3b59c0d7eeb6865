package org.pto.avs.device;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.apiguardian.api.API;

/** One vector for a device: start from {@code initial}, attempt {@code program}, report {@code observe}. */
@API(status = API.Status.STABLE, since = "0.1")
public record RunRequest(
        MachineState initial, List<ProgramWord> program, Set<Observable> observe, List<GmRange> gmRanges) {

    public RunRequest {
        Objects.requireNonNull(initial, "initial");
        program = List.copyOf(program);
        observe = observe.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(observe));
        gmRanges = List.copyOf(gmRanges);
    }
}
