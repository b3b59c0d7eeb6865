package org.pto.avs.engine.cases;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apiguardian.api.API;
import org.pto.avs.device.Binding;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.model.machine.LocalBinding;
import org.pto.avs.device.PeMask;
import org.pto.avs.model.machine.RangeCarrier;

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
 * @param loopBounds     stated loop bounds by index (0..2): a value, or empty for a bound that must not be present
 * @param scalarBinding  the stated scalar binding record, or null when not stated
 * @param localBindings  the whole Local binding record list in order, or null when not stated
 * @param localSequenceClosed whether an L = 1 closed the Local binding sequence, or null when not stated
 * @param carriers       every range-modifier carrier of the block, Shared bindings' then Local ones', or null when not
 *                       stated
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
        SortedMap<Integer, OptionalInt> loopBounds,
        ExpectedScalarBinding scalarBinding,
        List<LocalBinding> localBindings,
        Boolean localSequenceClosed,
        List<RangeCarrier> carriers) {

    public static final Expectation NOTHING = new Expectation(
            null,
            null,
            null,
            new TreeMap<>(),
            null,
            List.of(),
            new TreeMap<>(),
            List.of(),
            Set.of(),
            new TreeMap<>(),
            null,
            null,
            null,
            null);

    /** An expectation that states no loop bound and no scalar binding. */
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
        this(
                phase,
                participation,
                bindings,
                shared,
                poolBytesInUse,
                gm,
                gprs,
                decoded,
                unchanged,
                new TreeMap<>(),
                null,
                null,
                null,
                null);
    }

    public Expectation {
        bindings = bindings == null ? null : List.copyOf(bindings);
        shared = Collections.unmodifiableSortedMap(new TreeMap<>(shared));
        gm = List.copyOf(gm);
        gprs = Collections.unmodifiableSortedMap(new TreeMap<>(gprs));
        decoded = List.copyOf(decoded);
        unchanged = unchanged.isEmpty() ? Set.of() : Collections.unmodifiableSet(EnumSet.copyOf(unchanged));
        loopBounds = Collections.unmodifiableSortedMap(new TreeMap<>(loopBounds));
        localBindings = localBindings == null ? null : List.copyOf(localBindings);
        carriers = carriers == null ? null : List.copyOf(carriers);
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
                || !loopBounds.isEmpty()
                || scalarBinding != null
                || localBindings != null
                || localSequenceClosed != null
                || carriers != null;
    }
}
