package org.pto.avs.device.protocol;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
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
                List.of(new GmRange("out", 0x0, 16), new GmRange("in", 0x100, 64)),
                Set.of("loop_bounds", "local_bindings", "local_sequence_closed", "carriers", "control_attributes"));
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
                .withTpcAdvances(List.of(4, 0, 0))
                .withRecords(records());
    }

    /**
     * One value of each record protocol version 1 carried, and one record of another name: each as a device
     * reports it (a loop bound left out is absent, a carrier's 64-bit offset is text).
     */
    static Map<String, Object> records() {
        Map<String, Object> records = new TreeMap<>();
        records.put("loop_bounds", new TreeMap<>(Map.of("LB0", 12L, "LB2", 65535L)));
        records.put("scalar_binding", Map.of("reg_dst", 0L, "reg_src0", 2L, "reg_src1", 3L, "reg_src2", 23L));
        records.put(
                "local_bindings",
                List.of(
                        localBinding(true, 10, 3, List.of(2L), true),
                        localBinding(false, 0, 0, List.of(3L, 4L), false)));
        records.put("local_sequence_closed", true);
        records.put(
                "carriers",
                List.of(
                        carrier("shared", "destination", "B.ASSEMBLE", 1, 23, 2047, 12, "10774"),
                        carrier("local", "source1", "B.SUBVIEW", 0, 2, 2047, 10, "18446744073709551615")));
        records.put("control_attributes", Map.of("mode", "0x3", "armed", false, "levels", List.of(1L, 2L)));
        return records;
    }

    private static Map<String, Object> localBinding(
            boolean destination, long sizeCode, long dstTile, List<Long> sources, boolean last) {
        return Map.of(
                "mask",
                "1111",
                "destination",
                destination,
                "size_code",
                sizeCode,
                "dst_tile",
                dstTile,
                "sources",
                sources,
                "last",
                last);
    }

    private static Map<String, Object> carrier(
            String stream, String role, String modifier, long flags, long reg, long uimm11, long size, String offset) {
        Map<String, Object> fields = new TreeMap<>();
        fields.put("stream", stream);
        fields.put("slot", 1L);
        fields.put("role", role);
        fields.put("modifier", modifier);
        fields.put("init", flags);
        fields.put("last", flags);
        fields.put("reg_src", reg);
        fields.put("uimm11", uimm11);
        fields.put("size", size);
        fields.put("offset", offset);
        return fields;
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
