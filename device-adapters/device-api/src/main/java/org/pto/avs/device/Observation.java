package org.pto.avs.device;

import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * What a device reports after a run. A part the request did not ask for may be empty or null; the engine
 * compares only what a vector states, and only on a device that declares it can observe it.
 *
 * @param steps         one outcome per program word, in order
 * @param decoded       one decoding per program word, when {@link Observable#DECODE} was asked for
 * @param phase         the block phase after the program
 * @param participation the block's participation mask after the program
 * @param bindings      the block's Shared binding stream after the program, in encoded order
 * @param shared        valid Shared registers by number after the program
 * @param poolBytesInUse bytes of the Shared pool charged by valid descriptors
 * @param gm            bytes of each requested GM range, by range name
 * @param gprs          R0..R23 after the program
 */
public record Observation(
        List<StepOutcome> steps,
        List<DecodedStep> decoded,
        BlockPhase phase,
        PeMask participation,
        List<Binding> bindings,
        SortedMap<Integer, SharedObject> shared,
        long poolBytesInUse,
        Map<String, Bytes> gm,
        SortedMap<Integer, Long> gprs) {

    public Observation {
        steps = List.copyOf(steps);
        decoded = decoded == null ? List.of() : List.copyOf(decoded);
        bindings = bindings == null ? List.of() : List.copyOf(bindings);
        shared = shared == null ? java.util.Collections.emptySortedMap()
                : java.util.Collections.unmodifiableSortedMap(new TreeMap<>(shared));
        gm = gm == null ? Map.of() : Map.copyOf(gm);
        gprs = gprs == null ? java.util.Collections.emptySortedMap()
                : java.util.Collections.unmodifiableSortedMap(new TreeMap<>(gprs));
    }
}
