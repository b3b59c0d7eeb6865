package org.pto.avs.engine.cases;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apiguardian.api.API;
import org.pto.avs.device.Binding;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.PeMask;
import org.pto.avs.engine.records.ExpectedRecord;

/**
 * What a vector states about the state after its program ({@code expect}). Only what is stated is compared,
 * plus the frame conditions in {@code unchanged}.
 *
 * @param phase          the block phase, or null when not stated
 * @param participation  the block's participation mask, or null
 * @param bindings       the whole binding stream in order, or null when not stated
 * @param shared         stated Shared registers by number
 * @param poolBytesInUse bytes of the Shared pool in use, or null
 * @param gm             GM ranges to read back
 * @param gprs           stated GPR values by number
 * @param decoded        stated decodings by step
 * @param unchanged      the frame conditions
 * @param records        the stated state records by name ({@code expect.records})
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record Expectation(
        BlockPhase phase,
        PeMask participation,
        List<Binding> bindings,
        SortedMap<Integer, ExpectedShared> shared,
        Long poolBytesInUse,
        List<ExpectedGm> gm,
        SortedMap<Integer, Long> gprs,
        List<ExpectedDecode> decoded,
        Set<Frame> unchanged,
        SortedMap<String, ExpectedRecord> records) {

    public static final Expectation NOTHING =
            new Expectation(null, null, null, new TreeMap<>(), null, List.of(), new TreeMap<>(), List.of(), Set.of());

    /** An expectation that states no state record. */
    public Expectation(
            BlockPhase phase,
            PeMask participation,
            List<Binding> bindings,
            SortedMap<Integer, ExpectedShared> shared,
            Long poolBytesInUse,
            List<ExpectedGm> gm,
            SortedMap<Integer, Long> gprs,
            List<ExpectedDecode> decoded,
            Set<Frame> unchanged) {
        this(phase, participation, bindings, shared, poolBytesInUse, gm, gprs, decoded, unchanged, new TreeMap<>());
    }

    public Expectation {
        bindings = bindings == null ? null : List.copyOf(bindings);
        shared = Collections.unmodifiableSortedMap(new TreeMap<>(shared));
        gm = List.copyOf(gm);
        gprs = Collections.unmodifiableSortedMap(new TreeMap<>(gprs));
        decoded = List.copyOf(decoded);
        unchanged = unchanged.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(unchanged));
        records = Collections.unmodifiableSortedMap(new TreeMap<>(records));
    }

    /** This expectation with these records stated in place of its own. */
    public Expectation withRecords(Map<String, ExpectedRecord> stated) {
        return new Expectation(
                phase,
                participation,
                bindings,
                shared,
                poolBytesInUse,
                gm,
                gprs,
                decoded,
                unchanged,
                new TreeMap<>(stated));
    }

    /** True when the vector states anything about the final state, frame conditions included. */
    public boolean statesSomething() {
        return phase != null
                || participation != null
                || bindings != null
                || !shared.isEmpty()
                || poolBytesInUse != null
                || !gm.isEmpty()
                || !gprs.isEmpty()
                || !decoded.isEmpty()
                || !unchanged.isEmpty()
                || !records.isEmpty();
    }
}
