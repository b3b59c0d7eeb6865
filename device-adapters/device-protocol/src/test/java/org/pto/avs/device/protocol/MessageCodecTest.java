package org.pto.avs.device.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.SharedObject;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.model.machine.LoopBound;
import org.pto.avs.model.machine.ScalarBinding;

class MessageCodecTest {

    private static HarnessMessage fromHarness(byte[] line) throws ProtocolException {
        assertEquals('\n', line[line.length - 1], "a message is one line ending in a newline");
        return MessageCodec.decodeHarnessMessage(line, line.length - 1);
    }

    private static DeviceMessage fromDevice(byte[] line) throws ProtocolException {
        assertEquals('\n', line[line.length - 1], "a message is one line ending in a newline");
        return MessageCodec.decodeDeviceMessage(line, line.length - 1);
    }

    private static DeviceMessage fromDevice(String json) throws ProtocolException {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        return MessageCodec.decodeDeviceMessage(bytes, bytes.length);
    }

    private static HarnessMessage fromHarness(String json) throws ProtocolException {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        return MessageCodec.decodeHarnessMessage(bytes, bytes.length);
    }

    @Test
    void harnessMessagesRoundTrip() throws ProtocolException {
        for (HarnessMessage message : List.of(
                new HarnessHello(Protocol.VERSION, "pto-avs 1.2.3"),
                new RunMessage(42, Samples.request()),
                new RunMessage(
                        Protocol.MAX_ID,
                        new RunRequest(MachineState.RESET, List.of(), EnumSet.noneOf(Observable.class), List.of())),
                new ShutdownMessage())) {
            assertEquals(message, fromHarness(MessageCodec.encode(message)));
        }
    }

    @Test
    void deviceMessagesRoundTrip() throws ProtocolException {
        for (DeviceMessage message : List.of(
                new DeviceHello(
                        Protocol.VERSION, new DeviceIdentity("Acme", "sim", "2.0"), EnumSet.allOf(Observable.class)),
                new DeviceHello(
                        Protocol.VERSION, new DeviceIdentity("Acme", "sim", "2.0"), EnumSet.noneOf(Observable.class)),
                new ResultMessage(7, Samples.observation()),
                new ResultMessage(8, Samples.stepsOnly(3)),
                new ResultMessage(10, Samples.waiting()),
                new ErrorMessage(9L, ErrorMessage.INTERNAL, "boom"),
                new ErrorMessage(null, ErrorMessage.BAD_REQUEST, "not JSON"))) {
            assertEquals(asRead(message), fromDevice(MessageCodec.encode(message)));
        }
    }

    /**
     * A message as a harness reads it back: a result whose observation carries no TPC advances reports none, so it
     * reads with {@code tpc_advance} unreported; every other part reads back as written.
     */
    private static DeviceMessage asRead(DeviceMessage message) {
        if (message instanceof ResultMessage result
                && result.observation().tpcAdvances().isEmpty()
                && !result.observation().steps().isEmpty()) {
            return new ResultMessage(result.id(), result.observation(), Set.of(Observable.TPC_ADVANCE));
        }
        return message;
    }

    @Test
    void operandObservablesRoundTripAndAnEmptyRecordIsNoRecord() throws ProtocolException {
        Observation observation = Samples.observation();
        ResultMessage read = (ResultMessage) fromDevice(MessageCodec.encode(new ResultMessage(3, observation)));
        assertEquals(
                List.of(new LoopBound(0, 12), new LoopBound(2, 65535)),
                read.observation().loopBounds());
        assertEquals(List.of(4, 0, 0), read.observation().tpcAdvances());
        assertEquals(new ScalarBinding(0, 2, 3, 23), read.observation().scalarBinding());
        assertEquals(Set.of(), read.unreported());
        ResultMessage none = (ResultMessage) fromDevice(
                MessageCodec.encode(new ResultMessage(4, observation.withOperands(List.of(), List.of(4, 0, 0), null))));
        assertEquals(null, none.observation().scalarBinding());
        assertEquals(Set.of(), none.unreported(), "scalar_binding: null is no record, not an unreported field");
    }

    @Test
    void operandFieldsOutOfRangeAreProtocolErrorsNamingTheField() {
        for (String[] bad : new String[][] {
            {"\"loop_bounds\":{\"LB3\":1}", "loop_bounds.LB3"},
            {"\"loop_bounds\":{\"LB0\":65536}", "loop_bounds.LB0"},
            {
                "\"scalar_binding\":{\"reg_dst\":24,\"reg_src0\":0,\"reg_src1\":0,\"reg_src2\":0}",
                "scalar_binding.reg_dst"
            },
            {
                "\"local_bindings\":[{\"mask\":\"1111\",\"destination\":true,\"size_code\":1,\"dst_tile\":4,"
                        + "\"sources\":[],\"last\":true}],\"local_sequence_closed\":true",
                "local_bindings[0].dst_tile"
            },
            {
                "\"carriers\":[{\"stream\":\"shared\",\"slot\":0,\"role\":\"source2\",\"modifier\":\"B.SUBVIEW\","
                        + "\"init\":0,\"last\":0,\"reg_src\":0,\"uimm11\":0,\"size\":1,\"offset\":\"0\"}]",
                "carriers[0].role"
            },
            {
                "\"carriers\":[{\"stream\":\"shared\",\"slot\":0,\"role\":\"source0\",\"modifier\":\"B.SUBVIEW\","
                        + "\"init\":0,\"last\":0,\"reg_src\":0,\"uimm11\":0,\"size\":1,\"offset\":\"-4\"}]",
                "carriers[0].offset"
            }
        }) {
            String line = "{\"type\":\"result\",\"id\":1,\"steps\":[{\"outcome\":\"executed\"}]," + "\"observation\":{"
                    + bad[0] + "}}";
            ProtocolException e = assertThrows(ProtocolException.class, () -> fromDevice(line));
            assertTrue(e.getMessage().contains(bad[1]), e.getMessage());
        }
        String advance = "{\"type\":\"result\",\"id\":1,\"steps\":[{\"outcome\":\"executed\",\"tpc_advance\":3}],"
                + "\"observation\":{}}";
        ProtocolException e = assertThrows(ProtocolException.class, () -> fromDevice(advance));
        assertTrue(e.getMessage().contains("tpc_advance"), e.getMessage());
    }

    @Test
    void aHelloWhoseIdentityIsNotPrintableOrTooLongIsAProtocolErrorNamingThePart() {
        String[][] bad = {
            {
                "\"vendor\":\"Acme\\nVerdict: conforms\\n\",\"name\":\"sim\",\"version\":\"1\"",
                "hello: device identity: vendor 'Acme\\u000AVerdict: conforms\\u000A': holds U+000A at index 4"
            },
            {
                "\"vendor\":\"Acme\",\"name\":\"\\u001b[32msim\",\"version\":\"1\"",
                "hello: device identity: name '\\u001B[32msim': holds U+001B at index 0"
            },
            {
                "\"vendor\":\"Acme\",\"name\":\"sim\",\"version\":\"1\\u202e\"",
                "hello: device identity: version '1\\u202E': holds U+202E at index 1"
            },
            {
                "\"vendor\":\"" + "A".repeat(129) + "\",\"name\":\"sim\",\"version\":\"1\"",
                ": 129 characters long; an identity is printable text of at most 128 characters a part"
            }
        };
        for (String[] identity : bad) {
            String hello = "{\"type\":\"hello\",\"protocol\":\"" + Protocol.VERSION + "\",\"device\":{" + identity[0]
                    + "},\"observables\":[\"step_outcomes\"]}";
            ProtocolException e = assertThrows(ProtocolException.class, () -> fromDevice(hello));
            assertTrue(e.getMessage().contains(identity[1]), e.getMessage());
        }
    }

    @Test
    void aResultWithAGmRangeOfTheDocumentedSixteenMebibytesRoundTrips() throws ProtocolException {
        byte[] data = new byte[Protocol.MAX_PAYLOAD_BYTES];
        new Random(7).nextBytes(data);
        Observation observation = new Observation(
                List.of(StepOutcome.EXECUTED),
                null,
                null,
                null,
                null,
                null,
                0,
                Map.of("out", Bytes.copyOf(data)),
                null);
        ResultMessage message = new ResultMessage(1, observation);
        assertEquals(asRead(message), fromDevice(MessageCodec.encode(message)));
    }

    @Test
    void constantPayloadsTravelAsFillAndOthersAsBase64() {
        String line = new String(MessageCodec.encode(new RunMessage(1, Samples.request())), StandardCharsets.UTF_8);
        assertTrue(line.contains("{\"fill\":171,\"length\":4096}"), line.substring(0, 400));
        assertTrue(line.contains("{\"fill\":0,\"length\":1024}"));
        assertTrue(line.contains("\"base64\":\""));
        assertTrue(line.length() < 2000, "a 4 KiB constant payload costs a few bytes, the line has " + line.length());
    }

    @Test
    void sixtyFourFullSizeSharedPayloadsFitInOneMessage() throws ProtocolException {
        Map<Integer, SharedObject> shared = new TreeMap<>();
        for (int s = 0; s < 64; s++) {
            shared.put(s, new SharedObject(Samples.descriptor(262144, "1111"), Samples.random(262144, s)));
        }
        RunMessage run = new RunMessage(
                3,
                new RunRequest(
                        MachineState.of(shared, List.of(), Map.of()),
                        List.of(ProgramWord.of32(0x00000001)),
                        EnumSet.allOf(Observable.class),
                        List.of()));
        byte[] line = MessageCodec.encode(run);
        assertTrue(line.length < Protocol.MAX_LINE_BYTES, line.length + " bytes");
        assertEquals(run, fromHarness(line));
    }

    @Test
    void wordsAreHexStringsWithTheirLength() {
        String line = new String(MessageCodec.encode(new RunMessage(1, Samples.request())), StandardCharsets.UTF_8);
        assertTrue(line.contains("{\"word\":\"0xC0019181\",\"bits\":32}"), line);
        assertTrue(line.contains("{\"word\":\"0xC03C\",\"bits\":16}"), line);
    }

    @Test
    void errorsNameTheFieldPath() {
        String run = new String(MessageCodec.encode(new RunMessage(5, Samples.request())), StandardCharsets.UTF_8)
                .replace("\"capacity_bytes\":128,", "\"capacity_bytes\":\"big\",");
        ProtocolException e = assertThrows(ProtocolException.class, () -> fromHarness(run.trim()));
        assertEquals(
                "message.initial.shared.S0.descriptor.capacity_bytes: expected an integer, got string \"big\"",
                e.getMessage());
        assertEquals(5, e.id().orElseThrow(), "the id of a readable request is kept for the error answer");
    }

    @Test
    void rejectsBadWordsMasksRegistersAndFaults() {
        assertThrows(
                ProtocolException.class, () -> fromHarness(runWith("\"program\":[{\"word\":\"123\",\"bits\":32}]")));
        assertThrows(
                ProtocolException.class,
                () -> fromHarness(runWith("\"program\":[{\"word\":\"0x10000\",\"bits\":16}]")));
        assertThrows(
                ProtocolException.class, () -> fromHarness(runWith("\"program\":[{\"word\":\"0x1\",\"bits\":8}]")));
        ProtocolException register = assertThrows(
                ProtocolException.class,
                () -> fromDevice(
                        "{\"type\":\"result\",\"id\":1,\"steps\":[],\"observation\":{\"shared\":{\"S64\":{}}}}"));
        assertTrue(
                register.getMessage().startsWith("message.observation.shared.S64: expected a register name S0..S63"),
                register.getMessage());
        ProtocolException fault = assertThrows(
                ProtocolException.class,
                () -> fromDevice(
                        "{\"type\":\"result\",\"id\":1,\"steps\":[{\"outcome\":\"fault\",\"fault\":\"Fault_Oops\"}],\"observation\":{}}"));
        assertTrue(
                fault.getMessage().startsWith("message.steps[0].fault: unknown fault \"Fault_Oops\""),
                fault.getMessage());
        ProtocolException outcome = assertThrows(
                ProtocolException.class,
                () -> fromDevice(
                        "{\"type\":\"result\",\"id\":1,\"steps\":[{\"outcome\":\"stalled\"}],\"observation\":{}}"));
        assertTrue(
                outcome.getMessage()
                        .startsWith("message.steps[0].outcome: expected \"executed\", \"fault\", "
                                + "\"unsupported\" or \"waiting\", got \"stalled\""),
                outcome.getMessage());
        ProtocolException mask = assertThrows(
                ProtocolException.class,
                () -> fromDevice(
                        "{\"type\":\"result\",\"id\":1,\"steps\":[],\"observation\":{\"participation\":\"11\"}}"));
        assertTrue(
                mask.getMessage().startsWith("message.observation.participation: a PE mask is four binary digits"),
                mask.getMessage());
    }

    private static String runWith(String program) {
        return "{\"type\":\"run\",\"id\":1,\"initial\":{\"shared\":{},\"gm\":[],\"gprs\":{}}," + program
                + ",\"observe\":[],\"gm_ranges\":[]}";
    }

    @Test
    void membersOfARunThatAreNotNamedStayResetAsThePageSays() throws ProtocolException {
        RunMessage run = assertInstanceOf(
                RunMessage.class,
                fromHarness(
                        "{\"type\":\"run\",\"id\":7,"
                                + "\"initial\":{\"gprs\":{\"R1\":5}},\"program\":[{\"word\":\"0x1\",\"bits\":32}],\"observe\":[]}"));
        assertEquals(Map.of(), run.request().initial().shared());
        assertEquals(List.of(), run.request().initial().gm());
        assertEquals(Map.of(1, 5L), run.request().initial().gprs());
        assertEquals(List.of(), run.request().gmRanges());
        RunMessage empty = assertInstanceOf(
                RunMessage.class,
                fromHarness("{\"type\":\"run\",\"id\":8," + "\"initial\":{},\"program\":[],\"observe\":[]}"));
        assertEquals(Map.of(), empty.request().initial().gprs());
    }

    @Test
    void registerNamesAreThePrefixAndANumberInRangeWithoutLeadingZeros() throws ProtocolException {
        for (String name : List.of("R0", "R9", "R10", "R23")) {
            RunMessage run = assertInstanceOf(RunMessage.class, fromHarness(runWithGpr(name)));
            assertEquals(
                    Map.of(Integer.parseInt(name.substring(1)), 5L),
                    run.request().initial().gprs(),
                    name);
        }
        for (String name : List.of("R", "R00", "R05", "R24", "R99", "R100", "S1", "r1", "R1x", "R+1", "R\u0661")) {
            ProtocolException e = assertThrows(ProtocolException.class, () -> fromHarness(runWithGpr(name)), name);
            assertTrue(e.getMessage().endsWith("expected a register name R0..R23"), name + ": " + e.getMessage());
        }
    }

    private static String runWithGpr(String name) {
        return "{\"type\":\"run\",\"id\":7,\"initial\":{\"gprs\":{\"" + name + "\":5}},"
                + "\"program\":[{\"word\":\"0x1\",\"bits\":32}],\"observe\":[]}";
    }

    @Test
    void aMessageSentTheWrongWayIsRejected() {
        byte[] run = MessageCodec.encode(new RunMessage(1, Samples.request()));
        ProtocolException e = assertThrows(ProtocolException.class, () -> fromDevice(run));
        assertTrue(
                e.getMessage().contains("expected \"hello\", \"result\" or \"error\" from a device, got \"run\""),
                e.getMessage());
        assertThrows(
                ProtocolException.class,
                () -> fromHarness(MessageCodec.encode(new ResultMessage(1, Samples.stepsOnly(0)))));
    }

    @Test
    void garbageIsNotJson() {
        ProtocolException e = assertThrows(ProtocolException.class, () -> fromDevice("Loading model... done"));
        assertTrue(e.getMessage().startsWith("not JSON"), e.getMessage());
        assertTrue(e.getMessage().contains("'Loading model... done'"), e.getMessage());
        ProtocolException array = assertThrows(ProtocolException.class, () -> fromDevice("[1,2]"));
        assertTrue(array.getMessage().startsWith("a message is one JSON object per line"), array.getMessage());
    }

    @Test
    void unknownMembersAndObservablesAreIgnored() throws ProtocolException {
        DeviceMessage hello = fromDevice("{\"type\":\"hello\",\"protocol\":\"pto-avs-device/1\",\"extra\":[1],"
                + "\"device\":{\"vendor\":\"v\",\"name\":\"n\",\"version\":\"1\",\"serial\":\"x\"},"
                + "\"observables\":[\"bindings\",\"thermal_sensors\"]}");
        DeviceHello h = assertInstanceOf(DeviceHello.class, hello);
        assertEquals(EnumSet.of(Observable.BINDINGS), h.observables());
    }

    @Test
    void aBadPayloadIsExplained() {
        ProtocolException both = assertThrows(
                ProtocolException.class,
                () -> fromDevice(
                        "{\"type\":\"result\",\"id\":1,\"steps\":[],\"observation\":{\"gm\":{\"out\":{\"fill\":1,\"base64\":\"AA==\"}}}}"));
        assertEquals(
                "message.observation.gm.out: a payload has exactly one of \"fill\" and \"base64\"", both.getMessage());
        ProtocolException notBase64 = assertThrows(
                ProtocolException.class,
                () -> fromDevice(
                        "{\"type\":\"result\",\"id\":1,\"steps\":[],\"observation\":{\"gm\":{\"out\":{\"base64\":\"***\"}}}}"));
        assertTrue(
                notBase64.getMessage().startsWith("message.observation.gm.out.base64: not base64"),
                notBase64.getMessage());
        assertEquals(Bytes.EMPTY, Bytes.filled(0, (byte) 0));
    }

    @Test
    void duplicateMembersAreRejected() {
        assertThrows(
                ProtocolException.class,
                () -> fromDevice("{\"type\":\"error\",\"id\":1,\"id\":2,\"code\":\"internal\",\"message\":\"m\"}"));
    }

    /** A result of run 7 whose GPRs and decodings are malformed: read only when the run asks for them. */
    private static final String MALFORMED_UNASKED =
            "{\"type\":\"result\",\"id\":7,\"steps\":[{\"outcome\":\"executed\"}],"
                    + "\"observation\":{\"phase\":\"header\",\"bindings\":[],\"gprs\":{\"R99\":\"x\"},"
                    + "\"decoded\":[{\"form_id\":5}],\"gm\":{}}}";

    private static DeviceMessage fromDevice(String json, Set<Observable> asked) throws ProtocolException {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        return MessageCodec.decodeDeviceMessage(bytes, bytes.length, id -> id == 7 ? asked : null);
    }

    @Test
    void aResultDecodesOnlyTheObservablesItsRunAskedFor() throws ProtocolException {
        ResultMessage result = assertInstanceOf(
                ResultMessage.class,
                fromDevice(
                        MALFORMED_UNASKED,
                        EnumSet.of(Observable.STEP_OUTCOMES, Observable.BLOCK_PHASE, Observable.BINDINGS)));
        assertEquals(BlockPhase.HEADER, result.observation().phase());
        assertEquals(Map.of(), result.observation().gprs());
        assertEquals(List.of(), result.observation().decoded());
        assertEquals(Set.of(), result.unreported(), "the unreported observables are said of those asked");

        ProtocolException asked =
                assertThrows(ProtocolException.class, () -> fromDevice(MALFORMED_UNASKED, EnumSet.of(Observable.GPRS)));
        assertTrue(asked.getMessage().startsWith("message.observation.gprs"), asked.getMessage());
        ProtocolException unknownRun = assertThrows(ProtocolException.class, () -> fromDevice(MALFORMED_UNASKED));
        assertEquals(
                "message.observation.decoded[0].form_id: expected a string, got number 5",
                unknownRun.getMessage(),
                "a result of a run not known is decoded whole");
    }

    @Test
    void aMemberNotAskedForIsStillReadForItsSyntax() {
        ProtocolException e = assertThrows(
                ProtocolException.class,
                () -> fromDevice(
                        MALFORMED_UNASKED.replace("\"R99\":\"x\"", "\"R1\":1,\"R1\":2"),
                        EnumSet.of(Observable.BLOCK_PHASE)));
        assertTrue(e.getMessage().startsWith("not JSON: Duplicate field 'R1'"), e.getMessage());
    }
}
