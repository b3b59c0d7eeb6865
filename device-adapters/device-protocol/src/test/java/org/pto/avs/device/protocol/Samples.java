package org.pto.avs.device.protocol;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.pto.avs.device.Binding;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.DecodedStep;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.GmRange;
import org.pto.avs.device.GmSegment;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.model.machine.LocalBinding;
import org.pto.avs.model.machine.LoopBound;
import org.pto.avs.model.machine.RangeCarrier;
import org.pto.avs.model.machine.ScalarBinding;

/** Requests and observations that use every part of the protocol. */
final class Samples {

    private Samples() {}

    static SharedDescriptor descriptor(int capacity, String mask) {
        return new SharedDescriptor(PeMask.parse(mask), PeMask.parse("1000"), true, false, capacity, 4, 8, 3, 5, 24);
    }

    static Bytes random(int length, long seed) {
        byte[] bytes = new byte[length];
        new Random(seed).nextBytes(bytes);
        return Bytes.adopt(bytes);
    }

    static RunRequest request() {
        Map<Integer, SharedObject> shared = new TreeMap<>();
        shared.put(0, new SharedObject(descriptor(128, "1111"), random(128, 1)));
        shared.put(63, new SharedObject(descriptor(4096, "1100"), Bytes.filled(4096, (byte) 0xAB)));
        MachineState initial = MachineState.of(
                shared,
                List.of(new GmSegment(0x100, random(64, 2)), new GmSegment(0x10000, Bytes.zeros(1024))),
                Map.of(1, 5L, 23, -1L, 7, Long.MAX_VALUE));
        return new RunRequest(
                initial,
                List.of(ProgramWord.of32(0x00019181), ProgramWord.of32(0xC0019181), ProgramWord.of16(0xC03C)),
                EnumSet.of(Observable.STEP_OUTCOMES, Observable.BINDINGS, Observable.GM, Observable.DECODE),
                List.of(new GmRange("out", 0x0, 16), new GmRange("in", 0x100, 64)));
    }

    static Observation observation() {
        TreeMap<Integer, SharedObject> shared = new TreeMap<>();
        shared.put(27, new SharedObject(descriptor(262144, "0001"), random(262144, 3)));
        return new Observation(
                        List.of(
                                StepOutcome.EXECUTED,
                                StepOutcome.fault(FaultKind.TILE_LEGALITY),
                                StepOutcome.UNSUPPORTED),
                        List.of(
                                new DecodedStep(
                                        "bstart_tepl_32_d022db6dacb3",
                                        "BSTART.TEPL",
                                        "ExecuteBundleStart",
                                        Map.of("DataType", 0L, "Mode", 0L, "Function", 0L)),
                                new DecodedStep(
                                        "bstart_tepl_32_d022db6dacb3",
                                        "BSTART.TEPL",
                                        "ExecuteBundleStart",
                                        Map.of("DataType", 24L, "Mode", 0L, "Function", 0L)),
                                DecodedStep.NO_FORM),
                        BlockPhase.HEADER,
                        PeMask.parse("1111"),
                        List.of(new Binding(18, 0, PeMask.ALL, false), new Binding(63, 7, PeMask.parse("1100"), true)),
                        shared,
                        262144,
                        Map.of("out", Bytes.zeros(16), "in", random(64, 2)),
                        new TreeMap<>(Map.of(0, 0L, 1, 5L, 23, -1L)))
                .withOperands(
                        List.of(new LoopBound(0, 12), new LoopBound(2, 65535)),
                        List.of(4, 0, 0),
                        new ScalarBinding(0, 2, 3, 23))
                .withLocalBindings(
                        List.of(
                                new LocalBinding(PeMask.ALL, true, 10, 3, List.of(2), true),
                                new LocalBinding(PeMask.ALL, false, 0, 0, List.of(3, 4), false)),
                        true)
                .withCarriers(List.of(
                        new RangeCarrier(
                                RangeCarrier.SHARED, 1, "destination", "B.ASSEMBLE", 1, 1, 23, 2047, 12, 0x2A16),
                        new RangeCarrier(RangeCarrier.LOCAL, 1, "source1", "B.SUBVIEW", 0, 0, 2, 2047, 10, -1L)));
    }

    /** A run that waits at its second word (a TSTORE commit over an unpublished source): the rest waits too. */
    static Observation waiting() {
        return new Observation(
                List.of(StepOutcome.EXECUTED, StepOutcome.WAITING, StepOutcome.WAITING),
                null,
                null,
                null,
                null,
                null,
                0,
                null,
                null);
    }

    /** An observation that leaves out everything optional, as a device observing only step outcomes sends it. */
    static Observation stepsOnly(int steps) {
        return new Observation(
                Collections.nCopies(steps, StepOutcome.EXECUTED), null, null, null, null, null, 0, null, null);
    }
}
