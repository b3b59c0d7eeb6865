package org.pto.avs.engine.property;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.pto.avs.device.DecodedStep;
import org.pto.avs.device.GmRange;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.SharedObject;
import org.pto.avs.engine.cases.DecodeField;
import org.pto.avs.engine.cases.DescriptorField;
import org.pto.avs.engine.cases.Expectation;
import org.pto.avs.engine.cases.ExpectedDecode;
import org.pto.avs.engine.cases.ExpectedGm;
import org.pto.avs.engine.cases.ExpectedShared;
import org.pto.avs.engine.cases.Frame;
import org.pto.avs.engine.cases.Location;
import org.pto.avs.engine.cases.Step;
import org.pto.avs.engine.cases.Vector;
import org.pto.avs.engine.records.ExpectedRecord;
import org.pto.avs.engine.records.RecordCanon;
import org.pto.avs.isa.StateRecord;
import org.pto.avs.model.generator.RandomPrograms;

/**
 * The reference model's observation of a program as a vector's expectation: everything the device under test
 * declares it can observe is stated, so the engine's comparison ({@code VectorComparison}) judges the device on the
 * full observation. Each step expects exactly the reference's outcome; every Shared register after the program is
 * stated with its whole descriptor (and payload), a register the program removed as absent, and "unchanged"
 * shared and gprs forbid any other change.
 */
final class ReferenceExpectation {

    /** The GM window a device that observes GM is compared on (TLOAD reads and TSTORE writes from address 0). */
    static final GmRange GM_WINDOW = new GmRange("gm", 0, RandomPrograms.GM_WINDOW_BYTES);

    private ReferenceExpectation() {}

    /**
     * The reference's record in the case's spelling, every declared field stated: a field the reference leaves out
     * (a loop bound not written) is stated absent, so the device may not report it either.
     */
    @SuppressWarnings("unchecked")
    private static Object whole(StateRecord declaration, Object value) {
        Object canonical = RecordCanon.record(declaration, value);
        if (declaration.shape() == StateRecord.Shape.RECORD && canonical instanceof Map<?, ?> fields) {
            Map<String, Object> all = new LinkedHashMap<>((Map<String, Object>) fields);
            declaration.fields().forEach(field -> all.putIfAbsent(field.name(), null));
            return all;
        }
        return canonical;
    }

    /** What to ask the reference for, to state everything {@code observables} covers. */
    static List<GmRange> gmRanges(Set<Observable> observables) {
        return observables.contains(Observable.GM) ? List.of(GM_WINDOW) : List.of();
    }

    static Vector vector(
            String name,
            String description,
            List<String> covers,
            MachineState initial,
            List<Step> program,
            Observation reference,
            Set<Observable> observables,
            Map<String, StateRecord> records) {
        List<Step> steps = program;
        if (observables.contains(Observable.TPC_ADVANCE)) {
            steps = program.stream()
                    .map(step -> step.withTpcAdvance(reference.tpcAdvances().get(step.index())))
                    .toList();
        }
        Set<Frame> unchanged = EnumSet.noneOf(Frame.class);
        SortedMap<Integer, ExpectedShared> shared = new TreeMap<>();
        if (observables.contains(Observable.SHARED_DESCRIPTORS)) {
            boolean payloads = observables.contains(Observable.SHARED_PAYLOADS);
            for (Map.Entry<Integer, SharedObject> register : reference.shared().entrySet()) {
                shared.put(register.getKey(), stated(register.getValue(), payloads));
            }
            for (Integer removed : initial.shared().keySet()) {
                shared.putIfAbsent(removed, ExpectedShared.ABSENT);
            }
            unchanged.add(Frame.SHARED);
        }
        SortedMap<Integer, Long> gprs = new TreeMap<>();
        if (observables.contains(Observable.GPRS)) {
            reference.gprs().forEach((register, value) -> {
                if (value != initial.gprs().getOrDefault(register, 0L).longValue()) {
                    gprs.put(register, value);
                }
            });
            unchanged.add(Frame.GPRS);
        }
        List<ExpectedGm> gm = new ArrayList<>();
        if (observables.contains(Observable.GM)) {
            gm.add(new ExpectedGm(
                    GM_WINDOW.name(),
                    GM_WINDOW.address(),
                    GM_WINDOW.length(),
                    reference.gm().get(GM_WINDOW.name())));
        }
        List<ExpectedDecode> decoded = new ArrayList<>();
        if (observables.contains(Observable.DECODE)) {
            for (int i = 0; i < reference.decoded().size(); i++) {
                decoded.add(decode(i, reference.decoded().get(i)));
            }
        }
        SortedMap<String, ExpectedRecord> stated = new TreeMap<>();
        for (StateRecord declaration : records.values()) {
            stated.put(
                    declaration.name(),
                    new ExpectedRecord(declaration, whole(declaration, reference.record(declaration.name()))));
        }
        Expectation expect = new Expectation(
                observables.contains(Observable.BLOCK_PHASE) ? reference.phase() : null,
                observables.contains(Observable.PARTICIPATION) ? reference.participation() : null,
                observables.contains(Observable.BINDINGS) ? reference.bindings() : null,
                shared,
                observables.contains(Observable.POOL_IN_USE) ? reference.poolBytesInUse() : null,
                gm,
                gprs,
                decoded,
                unchanged,
                stated);
        return new Vector(
                name,
                description,
                covers,
                initial,
                steps,
                expect,
                "{}",
                steps.isEmpty() ? Location.START : steps.get(0).location());
    }

    private static ExpectedShared stated(SharedObject object, boolean payload) {
        Map<DescriptorField, Object> descriptor = new EnumMap<>(DescriptorField.class);
        for (DescriptorField field : DescriptorField.values()) {
            descriptor.put(field, field.read(object.descriptor()));
        }
        return new ExpectedShared(true, descriptor, payload ? object.payload() : null);
    }

    private static ExpectedDecode decode(int step, DecodedStep decoded) {
        Map<DecodeField, String> stated = new EnumMap<>(DecodeField.class);
        for (DecodeField field : DecodeField.values()) {
            stated.put(field, field.read(decoded));
        }
        return new ExpectedDecode(step, stated, decoded.fields());
    }
}
