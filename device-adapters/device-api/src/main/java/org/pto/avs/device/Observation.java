package org.pto.avs.device;

import java.util.Collections;
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
 * @param tpcAdvances   how far each program word advanced TPC, one per word, when {@link Observable#TPC_ADVANCE}
 *                      was asked for (else empty)
 * @param records       the state records the request asked for, by name ({@link RecordValues}: a record the
 *                      machine does not hold is present with the value null)
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
        List<Integer> tpcAdvances,
        SortedMap<String, Object> records) {

    /** An observation without TPC advances and state records (a device that observes neither). */
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
        this(steps, decoded, phase, participation, bindings, shared, poolBytesInUse, gm, gprs, null, null);
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
        tpcAdvances = tpcAdvances == null ? List.of() : List.copyOf(tpcAdvances);
        records = copyOf(records);
    }

    private static SortedMap<String, Object> copyOf(Map<String, Object> records) {
        SortedMap<String, Object> copy = new TreeMap<>();
        if (records != null) {
            records.forEach((name, value) -> copy.put(name, RecordValues.copyOf(value)));
        }
        return Collections.unmodifiableSortedMap(copy);
    }

    /** True when the device reported the record {@code name} (its value may be null: the machine holds none). */
    public boolean reports(String name) {
        return records.containsKey(name);
    }

    /** The value of the record {@code name}, or null when the machine holds none or it was not reported. */
    public Object record(String name) {
        return records.get(name);
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
                tpcAdvances,
                records);
    }

    /** This observation with another Shared binding stream; every other part kept. */
    public Observation withBindings(List<Binding> stream) {
        return new Observation(
                steps, decoded, phase, participation, stream, shared, poolBytesInUse, gm, gprs, tpcAdvances, records);
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
                tpcAdvances,
                records);
    }

    /** This observation with other decodings; every other part kept. */
    public Observation withDecoded(List<DecodedStep> decodings) {
        return new Observation(
                steps,
                decodings,
                phase,
                participation,
                bindings,
                shared,
                poolBytesInUse,
                gm,
                gprs,
                tpcAdvances,
                records);
    }

    /** This observation with the TPC advances given; every other part kept. */
    public Observation withTpcAdvances(List<Integer> advances) {
        return new Observation(
                steps, decoded, phase, participation, bindings, shared, poolBytesInUse, gm, gprs, advances, records);
    }

    /** This observation with these state records in place of its own; every other part kept. */
    public Observation withRecords(Map<String, Object> stateRecords) {
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
                tpcAdvances,
                new TreeMap<>(stateRecords));
    }

    /** This observation with one state record set (or added); every other part kept. */
    public Observation withRecord(String name, Object value) {
        SortedMap<String, Object> changed = new TreeMap<>(records);
        changed.put(name, value);
        return withRecords(changed);
    }
}
