package org.pto.avs.engine.compare;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apiguardian.api.API;
import org.pto.avs.device.GmRange;
import org.pto.avs.device.GmSegment;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.engine.cases.Expectation;
import org.pto.avs.engine.cases.ExpectedGm;
import org.pto.avs.engine.cases.ExpectedShared;
import org.pto.avs.engine.cases.Frame;
import org.pto.avs.engine.cases.Vector;

/**
 * What a device must report for one vector: exactly the observables its comparison reads, the GM ranges it names
 * and the state records it states. A device that cannot observe one of them makes the vector "not supported", never passed.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record ObservationPlan(Set<Observable> observables, List<GmRange> gmRanges, Set<String> records) {

    public ObservationPlan {
        observables = Set.copyOf(observables);
        gmRanges = List.copyOf(gmRanges);
        records = Collections.unmodifiableSortedSet(new TreeSet<>(records));
    }

    /** The request that asks a device for exactly this plan. */
    public RunRequest request(MachineState initial, List<ProgramWord> program) {
        return new RunRequest(initial, program, observables, gmRanges, records);
    }

    /** The name under which an initial GM segment is read back for {@code "unchanged": ["gm"]}. */
    static String initialSegmentName(int index) {
        return "initial.gm[" + index + "]";
    }

    public static ObservationPlan of(Vector vector) {
        Expectation expect = vector.expect();
        Set<Observable> needed = EnumSet.of(Observable.STEP_OUTCOMES);
        List<GmRange> ranges = new ArrayList<>();
        if (expect.phase() != null) {
            needed.add(Observable.BLOCK_PHASE);
        }
        if (expect.participation() != null) {
            needed.add(Observable.PARTICIPATION);
        }
        if (expect.bindings() != null) {
            needed.add(Observable.BINDINGS);
        }
        if (!expect.shared().isEmpty()) {
            needed.add(Observable.SHARED_DESCRIPTORS);
        }
        if (expect.shared().values().stream().map(ExpectedShared::payload).anyMatch(p -> p != null)) {
            needed.add(Observable.SHARED_PAYLOADS);
        }
        if (expect.poolBytesInUse() != null) {
            needed.add(Observable.POOL_IN_USE);
        }
        if (!expect.gprs().isEmpty() || expect.unchanged().contains(Frame.GPRS)) {
            needed.add(Observable.GPRS);
        }
        if (!expect.decoded().isEmpty()) {
            needed.add(Observable.DECODE);
        }
        if (vector.program().stream().anyMatch(step -> step.tpcAdvance() != null)) {
            needed.add(Observable.TPC_ADVANCE);
        }
        if (expect.unchanged().contains(Frame.SHARED)) {
            needed.add(Observable.SHARED_DESCRIPTORS);
            // Payloads are compared only for registers the initial state defines and expect does not name.
            boolean keptRegisters = vector.initial().shared().keySet().stream()
                    .anyMatch(register -> !expect.shared().containsKey(register));
            if (keptRegisters) {
                needed.add(Observable.SHARED_PAYLOADS);
            }
        }
        for (ExpectedGm gm : expect.gm()) {
            ranges.add(new GmRange(gm.name(), gm.address(), gm.length()));
        }
        if (expect.unchanged().contains(Frame.GM)) {
            List<GmSegment> segments = vector.initial().gm();
            for (int i = 0; i < segments.size(); i++) {
                ranges.add(new GmRange(
                        initialSegmentName(i),
                        segments.get(i).address(),
                        segments.get(i).bytes().length()));
            }
        }
        if (!ranges.isEmpty()) {
            needed.add(Observable.GM);
        }
        return new ObservationPlan(needed, ranges, expect.records().keySet());
    }
}
