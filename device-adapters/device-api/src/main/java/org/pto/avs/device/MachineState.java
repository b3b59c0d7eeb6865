package org.pto.avs.device;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apiguardian.api.API;

/**
 * Architectural state a run starts from: valid Shared registers by number (0..63), GM segments and GPR
 * values by number (1..23; R0 reads zero). Everything not named is reset: no descriptor, zero bytes, zero.
 * No block is active.
 */
@API(status = API.Status.STABLE, since = "0.1")
public record MachineState(SortedMap<Integer, SharedObject> shared, List<GmSegment> gm, SortedMap<Integer, Long> gprs) {

    public static final MachineState RESET = new MachineState(new TreeMap<>(), List.of(), new TreeMap<>());

    public MachineState {
        shared = Collections.unmodifiableSortedMap(new TreeMap<>(shared));
        gm = List.copyOf(gm);
        gprs = Collections.unmodifiableSortedMap(new TreeMap<>(gprs));
    }

    public static MachineState of(Map<Integer, SharedObject> shared, List<GmSegment> gm, Map<Integer, Long> gprs) {
        return new MachineState(new TreeMap<>(shared), gm, new TreeMap<>(gprs));
    }
}
