package org.pto.avs.bench.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.CaseKind;
import org.pto.avs.engine.cases.CaseSeverity;
import org.pto.avs.engine.cases.CaseWriter;
import org.pto.avs.engine.cases.DescriptorField;
import org.pto.avs.engine.cases.Expectation;
import org.pto.avs.engine.cases.ExpectedShared;
import org.pto.avs.engine.cases.Frame;
import org.pto.avs.engine.cases.Location;
import org.pto.avs.engine.cases.Step;
import org.pto.avs.engine.cases.Vector;

/**
 * A case whose one vector loads 64 Shared registers of 256 KiB each (16 MiB of payload) and expects them back,
 * with a single byte of S63 expected different at {@link #DIFFERENT_OFFSET}: the engine must fail it and name
 * that register and offset, having compared 16 MiB.
 */
final class LargePayloadCase {

    static final String ID = "PTO-AVS-BLOCK-B-IOS-SYNTH-PAYLOAD-64X256K";
    static final int REGISTERS = 64;
    static final int PAYLOAD_BYTES = 256 * 1024;
    static final int DIFFERENT_OFFSET = 200_000;
    private static final byte[] PATTERN = {0x01, 0x02, 0x03, 0x05, 0x08, 0x0D, (byte) 0xA0};

    private LargePayloadCase() {}

    static Path write(Path directory) throws IOException {
        Path file = directory.resolve("block").resolve("B.IOS").resolve(ID + ".json");
        return CaseWriter.write(largePayload(file), file);
    }

    static AvsCase largePayload(Path file) {
        byte[] pattern = new byte[PAYLOAD_BYTES];
        for (int i = 0; i < PAYLOAD_BYTES; i++) {
            pattern[i] = PATTERN[i % PATTERN.length];
        }
        byte[] changed = pattern.clone();
        changed[DIFFERENT_OFFSET] ^= (byte) 0xFF;
        Bytes loaded = Bytes.copyOf(pattern);
        // Only the keys the engine compares with what was loaded; the reader fills in the rest.
        Map<DescriptorField, Object> stated =
                Map.of(DescriptorField.CAPACITY_BYTES, PAYLOAD_BYTES, DescriptorField.ALLOCATION_MASK, PeMask.ALL);
        SharedObject full = new SharedObject(
                new SharedDescriptor(PeMask.ALL, PeMask.ALL, true, true, PAYLOAD_BYTES, 0, 0, 0, 0, 0), loaded);
        TreeMap<Integer, SharedObject> initial = new TreeMap<>();
        TreeMap<Integer, ExpectedShared> expected = new TreeMap<>();
        for (int s = 0; s < REGISTERS; s++) {
            initial.put(s, full);
            expected.put(s, new ExpectedShared(true, stated, s == REGISTERS - 1 ? Bytes.adopt(changed) : loaded));
        }
        List<Step> program = List.of(
                new Step(
                        0,
                        ProgramWord.of32(0x00019181),
                        "",
                        "BSTART.TEPL FP64, mode=0, fn=0",
                        List.of(StepOutcome.EXECUTED),
                        Location.START),
                new Step(
                        1,
                        ProgramWord.of32(0x00001E13),
                        "",
                        "B.IOS S0, mask=1111",
                        List.of(StepOutcome.EXECUTED),
                        Location.START));
        Expectation expect = new Expectation(
                BlockPhase.HEADER,
                null,
                null,
                expected,
                null,
                List.of(),
                new TreeMap<>(),
                List.of(),
                EnumSet.noneOf(Frame.class));
        Vector vector = new Vector(
                "sixty-four-full-registers",
                "",
                List.of("state_effects[1]"),
                MachineState.of(initial, List.of(), Map.of()),
                program,
                expect,
                "{}",
                Location.START);
        return new AvsCase(
                ID,
                "block",
                "B.IOS",
                List.of("PTO-INST-BLOCK-B-IOS"),
                CaseKind.EXECUTION,
                CaseSeverity.NORMAL,
                "A source binding leaves 64 full Shared registers (16 MiB) unchanged.",
                "Every payload reads back as loaded (S63 is stated with one byte changed, so the case fails and names"
                        + " it).",
                List.of("state_effects[1]"),
                List.of(),
                List.of(vector),
                file.toString(),
                Location.START);
    }
}
