package org.pto.avs.device.server;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.GmRange;
import org.pto.avs.device.GmSegment;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;

/** Programs from the B.IOS AVS points (semantics §6), for comparing a device with itself behind the protocol. */
final class Programs {

    private static final int DIMS_1_1_1_LB0 = 0x00100043;
    private static final int DIMS_1_1_1_LB1 = 0x00101043;
    private static final int DIMS_1_1_1_LB2 = 0x00102043;
    private static final int BSTOP = 0x00000001;

    private Programs() {}

    static List<RunRequest> all() {
        List<RunRequest> requests = new ArrayList<>();
        requests.add(words(0x00019181, 0x01201E13, 0x01201E13)); // STREAM-001
        requests.add(words(0x00019181, 0x00001E13, 0x00101E13, 0x00201E13, 0x00301E13, 0x00401E13));
        requests.add(words(0xC0019181, 0x00601E13, BSTOP)); // VEC-USE-001
        requests.add(words(0x00019181, 0x00085A13, 0x00001E13)); // MASK-CONSISTENCY-001
        requests.add(words(0x00901013, 0x00019181, 0x00909013)); // ZERO-MASK-001
        requests.add(words(0x00009E13, 0x00019181, 0x00000015, 0x00009E13)); // PLACEMENT-001
        requests.add(words(0x00019181, 0x00761E13, 0x00D69E13, 0x00E71E13, 0x00F79E13)); // SIZECODE-012-001
        requests.add(words(0x00189213, 0x80109213, 0x08109213, 0x04109213, 0x00109313, 0x0010A213)); // ENCODING-002
        requests.add(
                words(0x80011181, DIMS_1_1_1_LB0, DIMS_1_1_1_LB1, DIMS_1_1_1_LB2, 0x00159213, BSTOP)); // CAPACITY-003
        requests.add(
                words(0xC0011181, DIMS_1_1_1_LB0, DIMS_1_1_1_LB1, DIMS_1_1_1_LB2, 0x01B61813, BSTOP)); // CONSUMER-001
        List<ProgramWord> compact =
                List.of(ProgramWord.of32(0x00019181), ProgramWord.of16(0xC03C), ProgramWord.of16(0x0000));
        requests.add(new RunRequest(MachineState.RESET, compact, EnumSet.allOf(Observable.class), List.of()));
        requests.add(withState());
        return requests;
    }

    /** A full pool: one 256 KiB random payload, GM, GPRs; a 128 KiB allocation then faults at commit. */
    private static RunRequest withState() {
        byte[] payload = new byte[262144];
        new Random(11).nextBytes(payload);
        SharedDescriptor full =
                new SharedDescriptor(PeMask.ALL, PeMask.ALL, true, true, 262144, 1, 32768, 1, 32768, 24);
        MachineState initial = MachineState.of(
                Map.of(5, new SharedObject(full, Bytes.adopt(payload))),
                List.of(new GmSegment(0x0, Bytes.filled(64, (byte) 0x11))),
                Map.of(3, 40L));
        return new RunRequest(
                initial,
                List.of(
                        ProgramWord.of32(0x80011181),
                        ProgramWord.of32(DIMS_1_1_1_LB0),
                        ProgramWord.of32(DIMS_1_1_1_LB1),
                        ProgramWord.of32(DIMS_1_1_1_LB2),
                        ProgramWord.of32(0x00159213),
                        ProgramWord.of32(BSTOP),
                        ProgramWord.of32(0x00718215)),
                EnumSet.allOf(Observable.class),
                List.of(new GmRange("low", 0, 128)));
    }

    private static RunRequest words(int... words) {
        List<ProgramWord> program = new ArrayList<>();
        for (int w : words) {
            program.add(ProgramWord.of32(w));
        }
        return new RunRequest(MachineState.RESET, program, EnumSet.allOf(Observable.class), List.of());
    }
}
