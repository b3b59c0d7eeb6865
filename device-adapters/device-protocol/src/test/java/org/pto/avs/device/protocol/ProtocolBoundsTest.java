package org.pto.avs.device.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.GmSegment;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;

/**
 * Each bound of PROTOCOL.md "Size bounds" on a {@code run}, exactly: a message at the bound is read, one a unit past
 * it is refused with the field at fault and the bound.
 */
class ProtocolBoundsTest {

    static Stream<Arguments> bounds() {
        return Stream.of(
                Arguments.of(
                        "a GM payload written as fill",
                        Protocol.MAX_PAYLOAD_BYTES,
                        (IntFunction<RunRequest>) n -> gm(Bytes.filled(n, (byte) 0x5A)),
                        "message.initial.gm[0].bytes.length: expected an integer in 0..16777216, got 16777217"),
                Arguments.of(
                        "a GM payload written as base64",
                        Protocol.MAX_PAYLOAD_BYTES,
                        (IntFunction<RunRequest>) n -> gm(Samples.random(n, 3)),
                        "message.initial.gm[0].bytes.base64: a payload is at most 16777216 bytes"),
                Arguments.of(
                        "program words",
                        Protocol.MAX_PROGRAM_WORDS,
                        (IntFunction<RunRequest>) ProtocolBoundsTest::words,
                        "message.program: a program has at most 4096 words, got 4097"),
                Arguments.of(
                        "a Shared register's capacity",
                        StateJson.MAX_SHARED_CAPACITY,
                        (IntFunction<RunRequest>) ProtocolBoundsTest::shared,
                        "message.initial.shared.S0.descriptor.capacity_bytes: expected an integer in 0..262144,"
                                + " got 262145"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bounds")
    void atTheBoundIsReadAndOnePastItIsRefusedNamingTheField(
            String what, int bound, IntFunction<RunRequest> of, String refusal) throws ProtocolException {
        RunMessage at = new RunMessage(1, of.apply(bound));
        byte[] line = MessageCodec.encode(at);
        assertEquals(at, MessageCodec.decodeHarnessMessage(line, line.length - 1));

        byte[] past = MessageCodec.encode(new RunMessage(2, of.apply(bound + 1)));
        ProtocolException e =
                assertThrows(ProtocolException.class, () -> MessageCodec.decodeHarnessMessage(past, past.length - 1));
        assertEquals(refusal, e.getMessage());
        assertTrue(past.length < Protocol.MAX_LINE_BYTES, "refused for its field, not for the line's length");
    }

    private static RunRequest gm(Bytes bytes) {
        return request(MachineState.of(Map.of(), List.of(new GmSegment(0, bytes)), Map.of()), 1);
    }

    private static RunRequest words(int count) {
        return request(MachineState.RESET, count);
    }

    private static RunRequest shared(int capacity) {
        SharedDescriptor descriptor = new SharedDescriptor(PeMask.ALL, PeMask.ALL, true, true, capacity, 0, 0, 0, 0, 0);
        return request(
                MachineState.of(
                        Map.of(0, new SharedObject(descriptor, Bytes.filled(capacity, (byte) 0))), List.of(), Map.of()),
                1);
    }

    private static RunRequest request(MachineState initial, int words) {
        List<ProgramWord> program = new ArrayList<>();
        for (int i = 0; i < words; i++) {
            program.add(ProgramWord.of32(0x00019181));
        }
        return new RunRequest(initial, program, EnumSet.noneOf(Observable.class), List.of());
    }
}
