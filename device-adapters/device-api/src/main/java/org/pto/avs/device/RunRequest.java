package org.pto.avs.device;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import org.apiguardian.api.API;

/**
 * One vector for a device: start from {@code initial}, attempt {@code program}, report {@code observe} and the state
 * records named in {@code records}.
 */
@API(status = API.Status.STABLE, since = "0.1")
public record RunRequest(
        MachineState initial,
        List<ProgramWord> program,
        Set<Observable> observe,
        List<GmRange> gmRanges,
        Set<String> records) {

    /** A request that asks for no state record. */
    public RunRequest(
            MachineState initial, List<ProgramWord> program, Set<Observable> observe, List<GmRange> gmRanges) {
        this(initial, program, observe, gmRanges, Set.of());
    }

    public RunRequest {
        Objects.requireNonNull(initial, "initial");
        program = List.copyOf(program);
        observe = observe.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(observe));
        gmRanges = List.copyOf(gmRanges);
        records = Collections.unmodifiableSortedSet(new TreeSet<>(records));
    }
}
