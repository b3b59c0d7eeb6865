package org.pto.avs.device.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
                new DeviceHello(
                        Protocol.VERSION,
                        new DeviceIdentity("Acme", "sim", "2.0"),
                        EnumSet.of(Observable.STEP_OUTCOMES),
                        Samples.records().keySet()),
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
            return new ResultMessage(result.id(), result.observation(), Set.of(Observable.TPC_ADVANCE), Set.of());
        }
        return message;
    }

    @Test
    void stateRecordsRoundTripAndANullRecordIsReportedAsNone() throws ProtocolException {
        Observation observation = Samples.observation();
        ResultMessage read = (ResultMessage) fromDevice(MessageCodec.encode(new ResultMessage(3, observation)));
        assertEquals(Map.of("LB0", 12L, "LB2", 65535L), read.observation().record("loop_bounds"));
        assertEquals(List.of(4, 0, 0), read.observation().tpcAdvances());
        assertEquals(
                Map.of("reg_dst", 0L, "reg_src0", 2L, "reg_src1", 3L, "reg_src2", 23L),
                read.observation().record("scalar_binding"));
        assertEquals(true, read.observation().record("local_sequence_closed"));
        assertEquals(Samples.records(), read.observation().records());
        assertEquals(Set.of(), read.unreported());
        ResultMessage none = (ResultMessage)
                fromDevice(MessageCodec.encode(new ResultMessage(4, observation.withRecord("scalar_binding", null))));
        assertTrue(none.observation().reports("scalar_binding"), "scalar_binding: null is a record the machine lacks");
        assertEquals(null, none.observation().record("scalar_binding"));
        assertEquals(Set.of(), none.unreported());
    }

    @Test
    void theRecordsOfVersionOneKeepTheirMembersAndOthersTravelInRecords() {
        String encoded =
                new String(MessageCodec.encode(new ResultMessage(3, Samples.observation())), StandardCharsets.UTF_8);
        // The records follow the Shared payloads, whose base64 would drown a failure's message.
        String line = encoded.substring(encoded.indexOf("\"gprs\""));
        assertTrue(line.contains("\"loop_bounds\":{\"LB0\":12,\"LB2\":65535}"), line);
        assertTrue(line.contains("\"local_sequence_closed\":true"), line);
        assertTrue(line.contains("\"offset\":\"18446744073709551615\""), line);
        assertTrue(line.contains("\"records\":{\"control_attributes\":{"), line);
        assertFalse(line.contains("\"records\":{\"carriers\""), "a version-1 record stays out of records: " + line);
    }

    @Test
    void aVersionOneResultReadsItsMembersAsRecords() throws ProtocolException {
        ResultMessage result = assertInstanceOf(
                ResultMessage.class,
                fromDevice("{\"type\":\"result\",\"id\":1,\"steps\":[{\"outcome\":\"executed\"}],"
                        + "\"observation\":{\"loop_bounds\":{\"LB1\":7},\"scalar_binding\":null,"
                        + "\"local_bindings\":[],\"local_sequence_closed\":false}}"));
        assertEquals(Map.of("LB1", 7L), result.observation().record("loop_bounds"));
        assertTrue(result.observation().reports("scalar_binding"));
        assertEquals(null, result.observation().record("scalar_binding"));
        assertEquals(List.of(), result.observation().record("local_bindings"));
        assertEquals(false, result.observation().record("local_sequence_closed"));
        assertFalse(result.observation().reports("carriers"), "a member left out is a record not reported");
    }

    @Test
    void aResultCarriesOtherRecordsUnderRecordsAsPlainValues() throws ProtocolException {
        ResultMessage result = assertInstanceOf(
                ResultMessage.class,
                fromDevice("{\"type\":\"result\",\"id\":1,\"steps\":[{\"outcome\":\"executed\"}],"
                        + "\"observation\":{\"records\":{\"control_attributes\":{\"mode\":\"0x3\",\"depth\":2,"
                        + "\"levels\":[1,null,true]},\"armed\":null}}}"));
        Map<String, Object> attributes = new java.util.LinkedHashMap<>();
        attributes.put("mode", "0x3");
        attributes.put("depth", 2L);
        attributes.put("levels", java.util.Arrays.asList(1L, null, true));
        assertEquals(attributes, result.observation().record("control_attributes"));
        assertTrue(result.observation().reports("armed"));
        assertEquals(null, result.observation().record("armed"));
    }

    @Test
    void aHelloDeclaresRecordsByTheirVersionOneObservablesAndByName() throws ProtocolException {
        DeviceHello hello = assertInstanceOf(
                DeviceHello.class,
                fromDevice("{\"type\":\"hello\",\"protocol\":\"" + Protocol.VERSION + "\","
                        + "\"device\":{\"vendor\":\"v\",\"name\":\"n\",\"version\":\"1\"},"
                        + "\"observables\":[\"step_outcomes\",\"local_bindings\",\"range_carriers\"],"
                        + "\"records\":[\"control_attributes\"]}"));
        assertEquals(EnumSet.of(Observable.STEP_OUTCOMES), hello.observables());
        assertEquals(
                Set.of("local_bindings", "local_sequence_closed", "carriers", "control_attributes"), hello.records());
        DeviceHello v1 = assertInstanceOf(
                DeviceHello.class,
                fromDevice("{\"type\":\"hello\",\"protocol\":\"" + Protocol.VERSION + "\","
                        + "\"device\":{\"vendor\":\"v\",\"name\":\"n\",\"version\":\"1\"},"
                        + "\"observables\":[\"loop_bounds\"]}"));
        assertEquals(Set.of("loop_bounds"), v1.records());
    }

    @Test
    void aRunAsksForVersionOneRecordsInObserveAndForOthersInRecords() throws ProtocolException {
        RunRequest request = new RunRequest(
                MachineState.RESET,
                List.of(ProgramWord.of32(1)),
                EnumSet.of(Observable.STEP_OUTCOMES),
                List.of(),
                Set.of("carriers", "scalar_binding", "control_attributes"));
        byte[] encoded = MessageCodec.encode(new RunMessage(2, request));
        String line = new String(encoded, StandardCharsets.UTF_8);
        assertTrue(line.contains("\"observe\":[\"step_outcomes\",\"range_carriers\",\"scalar_binding\"]"), line);
        assertTrue(line.contains("\"records\":[\"control_attributes\"]"), line);
        assertEquals(new RunMessage(2, request), fromHarness(encoded));
        RunRequest v1 = new RunRequest(
                MachineState.RESET, List.of(ProgramWord.of32(1)), EnumSet.of(Observable.STEP_OUTCOMES), List.of());
        String noRecords = new String(MessageCodec.encode(new RunMessage(3, v1)), StandardCharsets.UTF_8);
        assertFalse(noRecords.contains("\"records\""), "a run that asks for no other record leaves it out");
    }

    @Test
    void aRecordHoldingAFractionOrAnIntegerPastSixtyFourBitsIsAProtocolErrorNamingTheMember() {
        for (String[] bad : new String[][] {
            {"\"loop_bounds\":{\"LB0\":1.5}", "message.observation.loop_bounds"},
            {"\"carriers\":[{\"offset\":18446744073709551616}]", "message.observation.carriers"},
            {"\"records\":{\"control_attributes\":{\"depth\":0.5}}", "control_attributes"}
        }) {
            String line = "{\"type\":\"result\",\"id\":1,\"steps\":[{\"outcome\":\"executed\"}]," + "\"observation\":{"
                    + bad[0] + "}}";
            ProtocolException e = assertThrows(ProtocolException.class, () -> fromDevice(line));
            assertTrue(e.getMessage().contains(bad[1]), e.getMessage());
            assertTrue(e.getMessage().contains("64 bits"), e.getMessage());
        }
    }

    /**
     * The values of a record are judged by the comparison against the catalog's declaration, not by the protocol:
     * a loop bound past 16 bits or a register past R23 reads as sent, so the vector that states it mismatches.
     */
    @Test
    void recordValuesOutsideTheirDeclaredRangeReadAsSent() throws ProtocolException {
        ResultMessage result = assertInstanceOf(
                ResultMessage.class,
                fromDevice("{\"type\":\"result\",\"id\":1,\"steps\":[{\"outcome\":\"executed\"}],"
                        + "\"observation\":{\"loop_bounds\":{\"LB3\":65536},\"scalar_binding\":{\"reg_dst\":24}}}"));
        assertEquals(Map.of("LB3", 65536L), result.observation().record("loop_bounds"));
        assertEquals(Map.of("reg_dst", 24L), result.observation().record("scalar_binding"));
    }

    @Test
    void aTpcAdvanceThatIsNoWordLengthIsAProtocolError() {
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
        return fromDevice(json, asked, Set.of());
    }

    /** Decodes {@code json} as the answer to run 7, which observes {@code asked} and asks for {@code records}. */
    private static DeviceMessage fromDevice(String json, Set<Observable> asked, Set<String> records)
            throws ProtocolException {
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        RunRequest run = new RunRequest(MachineState.RESET, List.of(ProgramWord.of32(1)), asked, List.of(), records);
        return MessageCodec.decodeDeviceMessage(bytes, bytes.length, id -> id == 7 ? run : null);
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
    void aResultNamesTheRecordsItsRunAskedForThatItLeavesOutAndSkipsThoseNotAsked() throws ProtocolException {
        String line = "{\"type\":\"result\",\"id\":7,\"steps\":[{\"outcome\":\"executed\"}],"
                + "\"observation\":{\"loop_bounds\":{\"LB0\":1},\"carriers\":[{\"offset\":0.5}]}}";
        ResultMessage result = assertInstanceOf(
                ResultMessage.class,
                fromDevice(line, EnumSet.of(Observable.STEP_OUTCOMES), Set.of("loop_bounds", "control_attributes")));
        assertEquals(Map.of("LB0", 1L), result.observation().record("loop_bounds"));
        assertEquals(Set.of("control_attributes"), result.unreportedRecords());
        assertEquals(null, result.observation().record("carriers"), "a record not asked for is not read");
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
