package org.pto.avs.device;

import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apiguardian.api.API;

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
 * @param loopBounds    the block's present loop bounds after the program, by index, when
 *                      {@link Observable#LOOP_BOUNDS} was asked for
 * @param tpcAdvances   how far each program word advanced TPC, one per word, when {@link Observable#TPC_ADVANCE}
 *                      was asked for (else empty)
 * @param scalarBinding the block's scalar binding record after the program, or null when there is none or it was not
 *                      asked for
 * @param localBindings the block's Local tile binding records after the program, in encoded order, when
 *                      {@link Observable#LOCAL_BINDINGS} was asked for
 * @param localSequenceClosed whether a B.IOT with L = 1 closed the block's Local binding sequence
 * @param carriers      the range-modifier carriers on the block's bindings, Shared then Local, each list in slot
 *                      order, when {@link Observable#RANGE_CARRIERS} was asked for
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Observation(
        List<StepOutcome> steps,
        List<DecodedStep> decoded,
        BlockPhase phase,
        PeMask participation,
        List<Binding> bindings,
        SortedMap<Integer, SharedObject> shared,
        long poolBytesInUse,
        Map<String, Bytes> gm,
        SortedMap<Integer, Long> gprs,
        List<LoopBound> loopBounds,
        List<Integer> tpcAdvances,
        ScalarBinding scalarBinding,
        List<LocalBinding> localBindings,
        boolean localSequenceClosed,
        List<RangeCarrier> carriers) {

    /** An observation without the loop bounds, TPC advances and scalar binding (a device that observes none). */
    public Observation(
            List<StepOutcome> steps,
            List<DecodedStep> decoded,
            BlockPhase phase,
            PeMask participation,
            List<Binding> bindings,
            SortedMap<Integer, SharedObject> shared,
            long poolBytesInUse,
            Map<String, Bytes> gm,
            SortedMap<Integer, Long> gprs) {
        this(
                steps,
                decoded,
                phase,
                participation,
                bindings,
                shared,
                poolBytesInUse,
                gm,
                gprs,
                null,
                null,
                null,
                null,
                false,
                null);
    }

    public Observation {
        steps = List.copyOf(steps);
        decoded = decoded == null ? List.of() : List.copyOf(decoded);
        bindings = bindings == null ? List.of() : List.copyOf(bindings);
        shared = shared == null
                ? Collections.emptySortedMap()
                : Collections.unmodifiableSortedMap(new TreeMap<>(shared));
        gm = gm == null ? Map.of() : Map.copyOf(gm);
        gprs = gprs == null ? Collections.emptySortedMap() : Collections.unmodifiableSortedMap(new TreeMap<>(gprs));
        loopBounds = loopBounds == null
                ? List.of()
                : loopBounds.stream()
                        .sorted(Comparator.comparingInt(LoopBound::index))
                        .toList();
        tpcAdvances = tpcAdvances == null ? List.of() : List.copyOf(tpcAdvances);
        localBindings = localBindings == null ? List.of() : List.copyOf(localBindings);
        carriers = carriers == null ? List.of() : List.copyOf(carriers);
    }

    /** This observation with other step outcomes; every other part kept. */
    public Observation withSteps(List<StepOutcome> outcomes) {
        return new Observation(
                outcomes,
                decoded,
                phase,
                participation,
                bindings,
                shared,
                poolBytesInUse,
                gm,
                gprs,
                loopBounds,
                tpcAdvances,
                scalarBinding,
                localBindings,
                localSequenceClosed,
                carriers);
    }

    /** This observation with another Shared binding stream; every other part kept. */
    public Observation withBindings(List<Binding> stream) {
        return new Observation(
                steps,
                decoded,
                phase,
                participation,
                stream,
                shared,
                poolBytesInUse,
                gm,
                gprs,
                loopBounds,
                tpcAdvances,
                scalarBinding,
                localBindings,
                localSequenceClosed,
                carriers);
    }

    /** This observation with other Shared registers; every other part kept. */
    public Observation withShared(SortedMap<Integer, SharedObject> registers) {
        return new Observation(
                steps,
                decoded,
                phase,
                participation,
                bindings,
                registers,
                poolBytesInUse,
                gm,
                gprs,
                loopBounds,
                tpcAdvances,
                scalarBinding,
                localBindings,
                localSequenceClosed,
                carriers);
    }

    /** This observation with the loop bounds, TPC advances and scalar binding given. */
    public Observation withOperands(List<LoopBound> bounds, List<Integer> advances, ScalarBinding scalar) {
        return new Observation(
                steps,
                decoded,
                phase,
                participation,
                bindings,
                shared,
                poolBytesInUse,
                gm,
                gprs,
                bounds,
                advances,
                scalar,
                localBindings,
                localSequenceClosed,
                carriers);
    }

    /** This observation with the Local binding records and their sequence's state given. */
    public Observation withLocalBindings(List<LocalBinding> records, boolean sequenceClosed) {
        return new Observation(
                steps,
                decoded,
                phase,
                participation,
                bindings,
                shared,
                poolBytesInUse,
                gm,
                gprs,
                loopBounds,
                tpcAdvances,
                scalarBinding,
                records,
                sequenceClosed,
                carriers);
    }

    /** This observation with the range-modifier carriers given. */
    public Observation withCarriers(List<RangeCarrier> modifiers) {
        return new Observation(
                steps,
                decoded,
                phase,
                participation,
                bindings,
                shared,
                poolBytesInUse,
                gm,
                gprs,
                loopBounds,
                tpcAdvances,
                scalarBinding,
                localBindings,
                localSequenceClosed,
                modifiers);
    }
}
