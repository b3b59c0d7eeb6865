package org.pto.avs.device.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.Binding;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.DecodedStep;
import org.pto.avs.device.DeviceException;
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

/** The example Python device, through the process adapter: the block subset it models, decoding included. */
class PythonDeviceTest {

    private static final int TEPL_TADD_FP64 = 0x00019181;
    private static final int TLOAD_FP64 = 0x00011181;
    private static final int BSTOP = 0x00000001;
    /** B.FPATR with every field zero: a real PTO header command outside the subset. */
    private static final int FPATR = 0x00002023;
    /** The state records beyond version 1's that the device declares: those of B.CATR, B.DATR and B.HINT. */
    private static final Set<String> ATTRIBUTE_RECORDS = Set.of("control_attributes", "data_attributes", "hint");

    private static ProcessDevice device;

    @BeforeAll
    static void start() throws DeviceException {
        TestDevices.assumePython();
        device = TestDevices.open(TestDevices.PYTHON_DEVICE, Duration.ofSeconds(10));
    }

    @AfterAll
    static void stop() throws DeviceException {
        if (device != null) {
            device.close();
            assertFalse(device.startedProcesses().get(0).isAlive());
        }
    }

    private static Observation run(int... words) throws DeviceException {
        return device.run(TestDevices.program(words));
    }

    private static List<String> outcomes(Observation o) {
        List<String> text = new ArrayList<>();
        for (StepOutcome s : o.steps()) {
            text.add(s.toString());
        }
        return text;
    }

    private static Binding binding(int id, int sizeCode, String mask) {
        return new Binding(id, sizeCode, PeMask.parse(mask), false);
    }

    /** An entry of the record local_bindings, as the device writes it: its mask is all four PEs. */
    private static Map<String, Object> localBinding(
            boolean destination, long sizeCode, long dstTile, List<Long> sources, boolean last) {
        Map<String, Object> entry = new HashMap<>();
        entry.put("mask", "1111");
        entry.put("destination", destination);
        entry.put("size_code", sizeCode);
        entry.put("dst_tile", dstTile);
        entry.put("sources", sources);
        entry.put("last", last);
        return entry;
    }

    /** An entry of the record carriers in slot 0 whose INIT and LAST are both {@code flags}; offset in decimal. */
    private static Map<String, Object> carrier(
            String stream,
            String role,
            String modifier,
            long flags,
            long regSrc,
            long uimm11,
            long size,
            String offset) {
        Map<String, Object> entry = new HashMap<>();
        entry.put("stream", stream);
        entry.put("slot", 0L);
        entry.put("role", role);
        entry.put("modifier", modifier);
        entry.put("init", flags);
        entry.put("last", flags);
        entry.put("reg_src", regSrc);
        entry.put("uimm11", uimm11);
        entry.put("size", size);
        entry.put("offset", offset);
        return entry;
    }

    @Test
    void declaresEveryObservable() {
        assertEquals("python-device", device.identity().name());
        assertEquals(EnumSet.allOf(Observable.class), device.observables());
        Set<String> records = new TreeSet<>(TestDevices.V1_RECORDS);
        records.addAll(ATTRIBUTE_RECORDS);
        assertEquals(records, device.records(), "the five records of version 1 and the three attribute records");
    }

    /** Catalog forms with their fields; a form of the ISA outside the subset by its table entry; no form: null. */
    @Test
    void decodesAgainstTheWholeIsa() throws DeviceException {
        Observation o = device.run(new RunRequest(
                MachineState.RESET,
                List.of(
                        ProgramWord.of32(0x03F39A13),
                        ProgramWord.of32(FPATR),
                        ProgramWord.of32(0x00189213),
                        ProgramWord.of16(0x41FC)),
                EnumSet.of(Observable.STEP_OUTCOMES, Observable.DECODE),
                List.of()));
        assertEquals(
                List.of("Fault_BundleControl", "unsupported", "Fault_IllegalInstruction", "Fault_BundleControl"),
                outcomes(o));
        assertEquals(
                new DecodedStep(
                        "b_ios_32_4ba5ef98fdaa",
                        "B.IOS",
                        "BindBundleSharedIO",
                        Map.of("SharedTileID", 63L, "SizeCode", 7L, "PEMode", 5L)),
                o.decoded().get(0));
        assertEquals(
                new DecodedStep("b_fpatr_32_30c307e06d4a", "B.FPATR", "SetBundleFixedPointAttributes", Map.of()),
                o.decoded().get(1));
        assertEquals(DecodedStep.NO_FORM, o.decoded().get(2));
        assertEquals(
                new DecodedStep(
                        "c_b_dimi_16_3f1b113c76ce",
                        "C.B.DIMI",
                        "SetBundleDimension",
                        Map.of("imm8", 7L, "LoopNest", 1L)),
                o.decoded().get(3));
    }

    @Test
    void aDuplicateIsRejectedAndTheStreamHoldsFourInOrder() throws DeviceException {
        Observation duplicate = run(TEPL_TADD_FP64, 0x01201E13, 0x01201E13);
        assertEquals(List.of("executed", "executed", "Fault_BundleControl"), outcomes(duplicate));
        assertEquals(List.of(binding(18, 0, "1111")), duplicate.bindings());
        assertEquals(BlockPhase.HEADER, duplicate.phase());
        assertEquals(PeMask.ALL, duplicate.participation());

        Observation fifth = run(TEPL_TADD_FP64, 0x00001E13, 0x00101E13, 0x00201E13, 0x00301E13, 0x00401E13);
        assertEquals("Fault_BundleControl", outcomes(fifth).get(5));
        assertEquals(
                List.of(binding(0, 0, "1111"), binding(1, 0, "1111"), binding(2, 0, "1111"), binding(3, 0, "1111")),
                fifth.bindings());
    }

    @Test
    void theOrderOfChecksIsTheSpecsOrder() throws DeviceException {
        // Mask consistency (5) before duplicate (6): the same S0 with another mask is a tile-legality fault.
        assertEquals(
                List.of("executed", "executed", "Fault_TileLegality"),
                outcomes(run(TEPL_TADD_FP64, 0x00001A13, 0x00001E13)));
        // Reserved SizeCode (2) before the PEMode-000 no-op (3), even with no block.
        assertEquals(List.of("Fault_IllegalInstruction"), outcomes(run(0x00069013)));
        // The no-op (3) before placement (4).
        Observation noop = run(0x00901013);
        assertEquals(List.of("executed"), outcomes(noop));
        assertEquals(BlockPhase.NONE, noop.phase());
        // A fixed bit set: no form matches (1).
        assertEquals(List.of("Fault_IllegalInstruction"), outcomes(run(0x00189213)));
        // A zero mask inside a header records nothing and leaves participation zero.
        Observation zero = run(TEPL_TADD_FP64, 0x00909013);
        assertEquals(List.of(), zero.bindings());
        assertEquals(PeMask.NONE, zero.participation());
    }

    @Test
    void placementNeedsAnOpenHeader() throws DeviceException {
        assertEquals(List.of("Fault_BundleControl"), outcomes(run(0x00009E13)));
        int addi = 0x00000015;
        Observation body = run(TEPL_TADD_FP64, addi, 0x00009E13);
        assertEquals(List.of("executed", "executed", "Fault_BundleControl"), outcomes(body));
        assertEquals(BlockPhase.BODY, body.phase());
        assertEquals(List.of(), body.bindings());
    }

    @Test
    void commitAppliesTheVecUseAndAssembleRules() throws DeviceException {
        Observation vecUse = run(0xC0019181, 0x00601E13, BSTOP);
        assertEquals(List.of("executed", "executed", "Fault_TileLegality"), outcomes(vecUse));
        assertEquals(List.of(binding(6, 0, "1111")), vecUse.bindings(), "the binding stays, not consumed");
        assertEquals(BlockPhase.HEADER, vecUse.phase(), "a failed commit leaves the block active");

        Observation empty = device.run(TestDevices.request(
                MachineState.RESET, List.of(ProgramWord.of32(TEPL_TADD_FP64), ProgramWord.of16(0x0000))));
        assertEquals(List.of("executed", "executed"), outcomes(empty));
        assertEquals(BlockPhase.NONE, empty.phase(), "C.BSTOP commits an empty header");

        Observation multiPeDestination = run(0xC0011181, 0x00109E13, BSTOP);
        assertEquals("Fault_TileLegality", outcomes(multiPeDestination).get(2));

        Observation nextBstartCommits = run(0xC0019181, 0x00601E13, TEPL_TADD_FP64);
        assertEquals("Fault_TileLegality", outcomes(nextBstartCommits).get(2), "a failed commit stops BSTART");
    }

    @Test
    void bstartChecksItsDataType() throws DeviceException {
        assertEquals(List.of("Fault_IllegalInstruction"), outcomes(run(0x78019181)));
        assertEquals(List.of("executed"), outcomes(run(0xC0111181)));
    }

    @Test
    void addiAddsAndEntersTheBody() throws DeviceException {
        MachineState initial = MachineState.of(Map.of(), List.of(), Map.of(1, 5L));
        Observation o = device.run(TestDevices.request(initial, List.of(ProgramWord.of32(0x00708115))));
        assertEquals(List.of("executed"), outcomes(o));
        assertEquals(12L, o.gprs().get(2));
        assertEquals(5L, o.gprs().get(1));
        assertEquals(0L, o.gprs().get(0));
    }

    @Test
    void aFormOutsideTheSubsetIsUnsupportedAndChangesNothing() throws DeviceException {
        Observation o = run(0xC0011181, FPATR, 0x00109E13);
        assertEquals(List.of("executed", "unsupported", "executed"), outcomes(o));
        assertEquals(List.of(4, 0, 4), o.tpcAdvances(), "an unsupported word does not retire");
        assertEquals(List.of(binding(1, 1, "1111")), o.bindings());
        assertEquals(BlockPhase.HEADER, o.phase(), "B.FPATR did not enter the body");
    }

    /**
     * TLOAD U8 of one 2 x 4 tile (LB0 = 4 valid columns, LB1 = 2 rows, LB2 = 4 columns) from GM 0x0 into S9, 128 B
     * for PE1 alone, which publishes it; then into S10 for PE0 and PE1 through B.ASSEMBLE INIT_LAST.
     */
    @Test
    void tloadPublishesItsDestinationAloneOrAssembled() throws DeviceException {
        byte[] rows = new byte[8];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = (byte) (0x10 + i);
        }
        MachineState initial = MachineState.of(Map.of(), List.of(new GmSegment(0, Bytes.copyOf(rows))), Map.of());
        List<ProgramWord> words = new ArrayList<>();
        for (int ios : new int[] {0x00909413, 0x00A09A13}) {
            words.addAll(List.of(
                    ProgramWord.of32(0xD8011181),
                    ProgramWord.of16(0x013C),
                    ProgramWord.of16(0x40BC),
                    ProgramWord.of16(0x813C),
                    ProgramWord.of32(ios)));
            if (ios == 0x00A09A13) {
                words.add(ProgramWord.of32(0x800018D3));
            }
            words.add(ProgramWord.of32(BSTOP));
        }
        Observation o = device.run(new RunRequest(initial, words, EnumSet.allOf(Observable.class), List.of()));
        assertEquals(
                List.of(
                        "executed",
                        "executed",
                        "executed",
                        "executed",
                        "executed",
                        "executed",
                        "executed",
                        "executed",
                        "executed",
                        "executed",
                        "executed",
                        "executed",
                        "executed"),
                outcomes(o));
        byte[] payload = new byte[128];
        System.arraycopy(rows, 0, payload, 0, rows.length);
        assertEquals(
                new SharedObject(
                        new SharedDescriptor(
                                PeMask.parse("0100"), PeMask.parse("0100"), true, true, 128, 2, 4, 2, 4, 27),
                        Bytes.copyOf(payload)),
                o.shared().get(9));
        assertEquals(
                new SharedObject(
                        new SharedDescriptor(
                                PeMask.parse("1100"), PeMask.parse("1100"), true, false, 128, 2, 4, 2, 4, 27),
                        Bytes.copyOf(payload)),
                o.shared().get(10),
                "two PEs: complete, not published");
        assertEquals(256, o.poolBytesInUse());
        assertEquals(List.of(), o.bindings(), "the commit clears the block's bindings");
    }

    /** B.DIM adds R23 and keeps 16 bits; C.B.DIMI shares the presence bits and moves TPC by 2; LoopNest 3 faults. */
    @Test
    void loopBoundsAreWrittenOncePerBlockByEitherCommand() throws DeviceException {
        MachineState initial = MachineState.of(Map.of(), List.of(), Map.of(23, 65535L));
        Observation o = device.run(TestDevices.request(
                initial,
                List.of(
                        ProgramWord.of32(TEPL_TADD_FP64),
                        ProgramWord.of32(0x001B8043),
                        ProgramWord.of16(0x41FC),
                        ProgramWord.of32(0x00901043),
                        ProgramWord.of16(0xC03C),
                        ProgramWord.of32(0x007C0043))));
        assertEquals(
                List.of(
                        "executed",
                        "executed",
                        "executed",
                        "Fault_BundleControl",
                        "Fault_IllegalInstruction",
                        "Fault_IllegalInstruction"),
                outcomes(o));
        assertEquals(Map.of("LB0", 0L, "LB1", 7L), o.record("loop_bounds"));
        assertEquals(List.of(4, 4, 2, 0, 0, 0), o.tpcAdvances());
        assertEquals(List.of("Fault_BundleControl"), outcomes(run(0x00700043)), "no block");
    }

    /** B.IOR records once per block, in a header; selectors 24..31 fault first; TSTORE writes at its base and stride. */
    @Test
    void theScalarRecordNamesTheTstoreBaseAndStride() throws DeviceException {
        Observation record = run(TEPL_TADD_FP64, 0x00010013, 0x00018013, 0x01800013);
        assertEquals(
                List.of("executed", "executed", "Fault_BundleControl", "Fault_IllegalInstruction"), outcomes(record));
        assertEquals(
                Map.of("reg_dst", 0L, "reg_src0", 2L, "reg_src1", 0L, "reg_src2", 0L), record.record("scalar_binding"));
        assertEquals(List.of("Fault_BundleControl"), outcomes(run(0x00000013)), "no block");
        SharedDescriptor d =
                new SharedDescriptor(PeMask.parse("1000"), PeMask.parse("1000"), true, true, 128, 2, 4, 2, 4, 27);
        byte[] payload = new byte[128];
        for (int i = 0; i < 8; i++) {
            payload[i] = (byte) (0xC0 + i);
        }
        MachineState initial = MachineState.of(
                Map.of(7, new SharedObject(d, Bytes.copyOf(payload))), List.of(), Map.of(2, 512L, 3, 8L));
        Observation store = device.run(new RunRequest(
                initial,
                List.of(
                        ProgramWord.of32(0xD8111181),
                        ProgramWord.of32(0x00701213),
                        ProgramWord.of32(0x00310013),
                        ProgramWord.of32(0x00000001)),
                EnumSet.allOf(Observable.class),
                List.of(new GmRange("out", 0x200, 16))));
        assertEquals(List.of("executed", "executed", "executed", "executed"), outcomes(store));
        assertEquals(
                "C0C1C2C300000000C4C5C6C700000000", store.gm().get("out").hex().toUpperCase(Locale.ROOT));
    }

    @Test
    void sharedStateAndGmComeBackAsLoaded() throws DeviceException {
        byte[] payload = new byte[262144];
        new Random(7).nextBytes(payload);
        SharedDescriptor descriptor =
                new SharedDescriptor(PeMask.parse("0001"), PeMask.parse("0001"), true, true, 262144, 1, 1, 1, 1, 24);
        MachineState initial = MachineState.of(
                Map.of(27, new SharedObject(descriptor, Bytes.copyOf(payload))),
                List.of(new GmSegment(0x100, Bytes.filled(16, (byte) 0x5A))),
                Map.of());
        Observation o = device.run(new RunRequest(
                initial,
                List.of(ProgramWord.of32(TEPL_TADD_FP64)),
                EnumSet.allOf(Observable.class),
                List.of(new GmRange("around", 0xF8, 32))));
        assertEquals(initial.shared(), o.shared());
        assertEquals(262144, o.poolBytesInUse());
        byte[] expected = new byte[32];
        Arrays.fill(expected, 8, 24, (byte) 0x5A);
        assertEquals(Bytes.copyOf(expected), o.gm().get("around"));
    }

    /**
     * B.IOT records {mask, destination, SizeCode, DstTile, sources, L} in encoded order; L = 1 closes the sequence,
     * which is checked before the mask. Its mask is compared with earlier B.IOTs' only, a B.IOS's with every
     * recorded one; participation is their union.
     */
    @Test
    void localBindingRecordsTheLSequenceAndTheAsymmetricMaskRule() throws DeviceException {
        // TEPL; B.IOS S5 source 1000; B.IOT T2 ->D1<10> 1111; B.IOT T4, T3, L=1 1111; B.IOT ->D2<3> 1000; B.IOS S6 1111
        Observation o = run(TEPL_TADD_FP64, 0x00501213, 0x00255E93, 0x0C484E13, 0x0001E313, 0x00601E13);
        assertEquals(
                List.of("executed", "executed", "executed", "executed", "Fault_BundleControl", "Fault_TileLegality"),
                outcomes(o));
        assertEquals(
                List.of(
                        localBinding(true, 10, 1, List.of(2L), false),
                        localBinding(false, 0, 0, List.of(4L, 3L), true)),
                o.record("local_bindings"));
        assertEquals(true, o.record("local_sequence_closed"));
        assertEquals(PeMask.ALL, o.participation());
        assertEquals(List.of(binding(5, 0, "1000")), o.bindings());
    }

    /**
     * Range groups: B.SUBVIEW joins a Shared source as source0 (a Shared group has no source1), B.ASSEMBLE a B.IOT's
     * destination, after which source0 has passed; carriers come Shared first, their offsets GPR[RegSrc] + uimm11.
     * The commit of a block that carries a B.SUBVIEW is unsupported: nothing changes, TPC does not move.
     */
    @Test
    void modifiersJoinRangeGroupsAndASubviewCommitIsUnsupported() throws DeviceException {
        MachineState initial = MachineState.of(Map.of(), List.of(), Map.of(2, 10L));
        List<ProgramWord> words = new ArrayList<>();
        // TSTORE U8; B.IOS S5 source; B.SUBVIEW src0 R2+0; B.SUBVIEW src1 R0+7; B.IOT T2 ->D1<10>;
        // B.ASSEMBLE INIT_LAST R2+5 parent 1; B.SUBVIEW src0 R2+0; BSTOP
        for (int word :
                new int[] {0xD8111181, 0x00501E13, 0x000101D3, 0x80700153, 0x00255E93, 0x805118D3, 0x000101D3, BSTOP}) {
            words.add(ProgramWord.of32(word));
        }
        Observation o = device.run(TestDevices.request(initial, words));
        assertEquals(
                List.of(
                        "executed",
                        "executed",
                        "executed",
                        "Fault_BundleControl",
                        "executed",
                        "executed",
                        "Fault_BundleControl",
                        "unsupported"),
                outcomes(o));
        assertEquals(List.of(4, 4, 4, 0, 4, 4, 0, 0), o.tpcAdvances());
        assertEquals(
                List.of(
                        carrier("shared", "source0", "B.SUBVIEW", 0, 2, 0, 3, "10"),
                        carrier("local", "destination", "B.ASSEMBLE", 1, 2, 5, 1, "15")),
                o.record("carriers"));
        assertEquals(BlockPhase.HEADER, o.phase(), "the unsupported commit left the block active");
        assertEquals(List.of(binding(5, 0, "1111")), o.bindings(), "nothing consumed");
    }

    /** TSTORE U64 of S4 (2 x 3, all valid) through an all-PE source, then BSTOP; GM 0x0..0x3F observed. */
    private static Observation store(boolean published, int... after) throws DeviceException {
        byte[] payload = new byte[128];
        for (int i = 0; i < payload.length; i++) {
            payload[i] = (byte) (i + 1);
        }
        SharedDescriptor descriptor =
                new SharedDescriptor(PeMask.ALL, PeMask.ALL, true, published, 128, 2, 3, 2, 3, 24);
        MachineState initial = MachineState.of(
                Map.of(4, new SharedObject(descriptor, Bytes.copyOf(payload))),
                List.of(new GmSegment(0, Bytes.filled(64, (byte) 0xEE))),
                Map.of());
        List<ProgramWord> words = new ArrayList<>(
                List.of(ProgramWord.of32(0xC0111181), ProgramWord.of32(0x00401E13), ProgramWord.of32(BSTOP)));
        for (int word : after) {
            words.add(ProgramWord.of32(word));
        }
        return device.run(
                new RunRequest(initial, words, EnumSet.allOf(Observable.class), List.of(new GmRange("out", 0, 64))));
    }

    @Test
    void tstoreWritesTheValidRegionToGmAndClearsTheHeader() throws DeviceException {
        Observation o = store(true);
        assertEquals(List.of("executed", "executed", "executed"), outcomes(o));
        byte[] expected = new byte[64];
        Arrays.fill(expected, (byte) 0xEE);
        for (int i = 0; i < 48; i++) {
            expected[i] = (byte) (i + 1);
        }
        assertEquals(Bytes.copyOf(expected), o.gm().get("out"));
        assertEquals(List.of(), o.bindings(), "the commit clears the block's bindings");
        assertEquals(BlockPhase.NONE, o.phase());
    }

    @Test
    void aTstoreOverAnUnpublishedSourceWaitsAndNothingAfterItIsIssued() throws DeviceException {
        Observation o = store(false, 0x00501E13, 0xC0111181);
        assertEquals(List.of("waiting", "waiting", "waiting"), outcomes(o).subList(2, 5));
        assertEquals(List.of(binding(4, 0, "1111")), o.bindings(), "no binding joins the waiting block");
        assertEquals(BlockPhase.HEADER, o.phase(), "not committed, and no new block");
        assertEquals(Bytes.filled(64, (byte) 0xEE), o.gm().get("out"));
    }

    /** {@code words} (32-bit) from reset, observing everything and asking for the three attribute records too. */
    private static Observation withAttributes(int... words) throws DeviceException {
        List<ProgramWord> program = new ArrayList<>();
        for (int word : words) {
            program.add(ProgramWord.of32(word));
        }
        return withAttributes(program);
    }

    private static Observation withAttributes(List<ProgramWord> program) throws DeviceException {
        Set<String> records = new TreeSet<>(TestDevices.V1_RECORDS);
        records.addAll(ATTRIBUTE_RECORDS);
        return device.run(
                new RunRequest(MachineState.RESET, program, EnumSet.allOf(Observable.class), List.of(), records));
    }

    private static Map<String, Object> controlAttributes(
            boolean trap, boolean atomic, boolean acquire, boolean release, boolean far, boolean dr) {
        return Map.of("trap", trap, "atomic", atomic, "acquire", acquire, "release", release, "far", far, "dr", dr);
    }

    private static Map<String, Object> dataAttributes(
            boolean present, long dataType, long layout, long pad, long cmode, long rmode, boolean sat, boolean canon) {
        return Map.of(
                "present", present,
                "data_type", dataType,
                "layout", layout,
                "pad", pad,
                "cmode", cmode,
                "rmode", rmode,
                "sat", sat,
                "canonicalize", canon);
    }

    /** The data attributes at reset and after a commit: no B.DATR, DTYPE_NONE (31), Null padding (3). */
    private static final Map<String, Object> DATA_ATTRIBUTES_RESET =
            dataAttributes(false, 31, 0, 3, 0, 0, false, false);

    private static Map<String, Object> hint(
            boolean trace, boolean traceEnd, boolean valid, boolean likely, long temperature, long prefetch) {
        return Map.of(
                "trace", trace,
                "trace_end", traceEnd,
                "branch_valid", valid,
                "branch_likely", likely,
                "temperature", temperature,
                "prefetch_size", prefetch);
    }

    /** B.CATR: once per block and only in a header, the first record kept; none is null. */
    @Test
    void controlAttributesAreRecordedOnceInAHeader() throws DeviceException {
        // BS-TADD; B.CATR rl; B.CATR aq
        Observation twice = withAttributes(TEPL_TADD_FP64, 0x00008023, 0x00010023);
        assertEquals(List.of("executed", "executed", "Fault_BundleControl"), outcomes(twice));
        assertEquals(List.of(4, 4, 0), twice.tpcAdvances());
        assertEquals(controlAttributes(false, false, false, true, false, false), twice.record("control_attributes"));

        Observation all = withAttributes(TEPL_TADD_FP64, 0x040F8023);
        assertEquals(controlAttributes(true, true, true, true, true, true), all.record("control_attributes"));

        Observation noBlock = withAttributes(0x00008023);
        assertEquals(List.of("Fault_BundleControl"), outcomes(noBlock));
        assertTrue(noBlock.reports("control_attributes"), "reported, as null");
        assertNull(noBlock.record("control_attributes"));

        // BS-TADD; ADDI R1, R0, 5 (the body begins); B.CATR rl
        Observation body = withAttributes(TEPL_TADD_FP64, 0x00500095, 0x00008023);
        assertEquals(List.of("executed", "executed", "Fault_BundleControl"), outcomes(body));
        assertEquals(BlockPhase.BODY, body.phase());
        assertNull(body.record("control_attributes"));
    }

    /**
     * At commit: DR = 1 commits a tile block without bindings, faults a block TRACE opened (no tile operation), and
     * with bindings, like trap = 1, takes the commit outside the subset: unsupported, the block stays.
     */
    @Test
    void controlAttributesDecideTheCommit() throws DeviceException {
        Observation dr = withAttributes(TEPL_TADD_FP64, 0x04000023, BSTOP);
        assertEquals(List.of("executed", "executed", "executed"), outcomes(dr));
        assertEquals(BlockPhase.NONE, dr.phase());
        assertNull(dr.record("control_attributes"), "the commit clears the record");

        Observation traceDr = withAttributes(0x00001033, 0x04000023, BSTOP);
        assertEquals(List.of("executed", "executed", "Fault_BundleControl"), outcomes(traceDr));
        assertEquals(BlockPhase.HEADER, traceDr.phase());

        Observation trap = withAttributes(TEPL_TADD_FP64, 0x00080023, BSTOP);
        assertEquals(List.of("executed", "executed", "unsupported"), outcomes(trap));
        assertEquals(BlockPhase.HEADER, trap.phase());

        // BS-TLOAD; B.CATR DR; B.IOS S1 destination 1111; BSTOP
        Observation bound = withAttributes(TLOAD_FP64, 0x04000023, 0x00109E13, BSTOP);
        assertEquals(List.of("executed", "executed", "executed", "unsupported"), outcomes(bound));
        assertEquals(List.of(binding(1, 1, "1111")), bound.bindings(), "nothing committed");
    }

    /** B.DATR: the BSTART's DataType until it executes, then every field as encoded, once per block. */
    @Test
    void dataAttributesInheritTheBstartDataTypeAndLatchOnce() throws DeviceException {
        assertEquals(DATA_ATTRIBUTES_RESET, withAttributes().record("data_attributes"), "reset, never null");
        assertEquals(
                dataAttributes(false, 24, 0, 3, 0, 0, false, false),
                withAttributes(0xC0011181).record("data_attributes"),
                "BSTART.TLOAD U64 sets the data type only");

        // BS-TADD; B.DATR CMode 5, Pad 2, Sat, Canonicalize, DataType 24, RMode 7; B.DATR DataType 1
        Observation latched = withAttributes(TEPL_TADD_FP64, 0xB7839023, 0x00101023);
        assertEquals(List.of("executed", "executed", "Fault_BundleControl"), outcomes(latched));
        assertEquals(dataAttributes(true, 24, 0, 2, 5, 7, true, true), latched.record("data_attributes"));

        // A reserved DataType (15) or Layout (2) is the catalog's constraint, before placement.
        assertEquals(List.of("Fault_IllegalInstruction"), outcomes(withAttributes(0x00F01023)));
        Observation layout = withAttributes(TEPL_TADD_FP64, 0x00001123);
        assertEquals(List.of("executed", "Fault_IllegalInstruction"), outcomes(layout));
        assertEquals(dataAttributes(false, 0, 0, 3, 0, 0, false, false), layout.record("data_attributes"));

        Observation committed = withAttributes(TEPL_TADD_FP64, 0x00001023, BSTOP);
        assertEquals(List.of("executed", "executed", "executed"), outcomes(committed));
        assertEquals(DATA_ATTRIBUTES_RESET, committed.record("data_attributes"), "the commit clears it");
    }

    /**
     * The ordinary B.HINT records once per header; TRACE commits an active block first, then opens an empty one whose
     * hint marks the trace, so an ordinary hint there is a duplicate; BSTOP commits it with no effect.
     */
    @Test
    void aHintIsRecordedOnceAndTraceOpensAnEmptyBlock() throws DeviceException {
        Observation twice = withAttributes(TLOAD_FP64, 0xFFF58033, 0x00028033);
        assertEquals(List.of("executed", "executed", "Fault_BundleControl"), outcomes(twice));
        assertEquals(hint(false, false, true, true, 2, 4095), twice.record("hint"));
        assertNull(withAttributes(0x00000033).record("hint"));

        // BS-TADD; B.HINT; TRACE.end (commits the TADD block); B.HINT
        Observation trace = withAttributes(TEPL_TADD_FP64, 0x00000033, 0x00009033, 0x00000033);
        assertEquals(List.of("executed", "executed", "executed", "Fault_BundleControl"), outcomes(trace));
        assertEquals(BlockPhase.HEADER, trace.phase());
        assertEquals(PeMask.NONE, trace.participation());
        assertEquals(hint(true, true, false, false, 0, 0), trace.record("hint"));
        assertEquals(DATA_ATTRIBUTES_RESET, trace.record("data_attributes"), "TRACE carries no DataType");

        Observation stopped = withAttributes(0x00001033, BSTOP);
        assertEquals(List.of("executed", "executed"), outcomes(stopped));
        assertEquals(List.of(4, 4), stopped.tpcAdvances());
        assertEquals(BlockPhase.NONE, stopped.phase());
        assertNull(stopped.record("hint"));

        // BS-TADD; B.IOS S6 source (the TADD commit faults: VEC-use); TRACE.begin stops with the commit's fault
        Observation refused = withAttributes(TEPL_TADD_FP64, 0x00601E13, 0x00001033);
        assertEquals(List.of("executed", "executed", "Fault_TileLegality"), outcomes(refused));
        assertNull(refused.record("hint"), "no block opened");
        assertEquals(List.of(binding(6, 0, "1111")), refused.bindings());
    }

    /**
     * BSTART.TEPL with a selector the operation table does not assign (Mode 0 Function 5) is Fault_IllegalInstruction
     * before the active block is committed; an assigned one (Function 1, TSUB) opens its block.
     */
    @Test
    void anUnassignedTeplSelectorFaultsBeforeTheCommit() throws DeviceException {
        Observation reserved = withAttributes(TEPL_TADD_FP64, 0x00601E13, 0x00519181);
        assertEquals(List.of("executed", "executed", "Fault_IllegalInstruction"), outcomes(reserved));
        assertEquals(List.of(binding(6, 0, "1111")), reserved.bindings(), "the TADD block was not committed");
        assertEquals(List.of("executed"), outcomes(withAttributes(0x00119181)));
    }

    /**
     * The lifecycle forms the subset does not execute decode to the spec's forms: a form PTO reserves (ERCOV, XB) or
     * a constraint refused (C.BSTART.STD BrType 2, BSTART.SYS simm17 1) is Fault_IllegalInstruction; the others are
     * unsupported and change nothing; a deleted BSTART.STD encoding has no form.
     */
    @Test
    void unexecutedLifecycleFormsDecodeAndFaultOrStayUnsupported() throws DeviceException {
        Observation o = withAttributes(List.of(
                ProgramWord.of32(TEPL_TADD_FP64),
                ProgramWord.of32(0x00000011),
                ProgramWord.of16(0x0800),
                ProgramWord.of16(0x1000),
                ProgramWord.of32(0x00001081),
                ProgramWord.of32(0x00009081),
                ProgramWord.of32(0x00003031),
                ProgramWord.of32(0xFFFFEF81),
                ProgramWord.of32(0x00004001)));
        assertEquals(
                List.of(
                        "executed",
                        "unsupported",
                        "unsupported",
                        "Fault_IllegalInstruction",
                        "unsupported",
                        "Fault_IllegalInstruction",
                        "Fault_IllegalInstruction",
                        "Fault_IllegalInstruction",
                        "Fault_IllegalInstruction"),
                outcomes(o));
        assertEquals(List.of(4, 0, 0, 0, 0, 0, 0, 0, 0), o.tpcAdvances());
        assertEquals(BlockPhase.HEADER, o.phase(), "the TADD block is still open");
        assertEquals(
                new DecodedStep("bstart_32_7eb93b649748", "BSTART", "ExecuteBundleStart", Map.of("simm25", 0L)),
                o.decoded().get(1));
        assertEquals(
                new DecodedStep(
                        "c_bstart_std_16_8b40f078c14a", "C.BSTART.STD", "ExecuteBundleStart", Map.of("BrType", 1L)),
                o.decoded().get(2));
        assertEquals(
                new DecodedStep("bstart_sys_32_762d9d84a6d8", "BSTART.SYS", "ExecuteBundleStart", Map.of("simm17", 1L)),
                o.decoded().get(5));
        assertEquals(
                new DecodedStep(
                        "xb_32_40ad190a0a7f",
                        "XB",
                        "ExecuteCrossBlockTransfer",
                        Map.of("ACR-ID", 1023L, "CROSS-BID", 127L)),
                o.decoded().get(7));
        assertEquals(DecodedStep.NO_FORM, o.decoded().get(8));
    }
}
