package org.pto.avs.device.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.StepOutcome;

/** The server side of the protocol, over a fake device, byte for byte as a harness would see it. */
class DeviceServerTest {

    /** Answers every word executed and puts the program length in R1; a program of 13 words throws. */
    static final class CountingDevice implements Device {
        final List<Integer> lengths = new ArrayList<>();

        @Override
        public DeviceIdentity identity() {
            return new DeviceIdentity("Tests", "counting", "1");
        }

        @Override
        public Set<Observable> observables() {
            return EnumSet.of(Observable.STEP_OUTCOMES, Observable.GPRS);
        }

        @Override
        public Observation run(RunRequest request) throws DeviceException {
            int n = request.program().size();
            lengths.add(n);
            if (n == 13) {
                throw new DeviceException(DeviceException.Kind.CRASH, "thirteen");
            }
            return new Observation(
                    Collections.nCopies(n, StepOutcome.EXECUTED),
                    null,
                    null,
                    null,
                    null,
                    null,
                    0,
                    null,
                    new TreeMap<>(Map.of(1, (long) n)));
        }
    }

    private static final String HELLO = "{\"type\":\"hello\",\"protocol\":\"pto-avs-device/1\",\"harness\":\"test\"}";

    private static String run(long id, int words) {
        StringBuilder program = new StringBuilder();
        for (int i = 0; i < words; i++) {
            program.append(i == 0 ? "" : ",").append("{\"word\":\"0x00000001\",\"bits\":32}");
        }
        return "{\"type\":\"run\",\"id\":" + id + ",\"initial\":{\"shared\":{},\"gm\":[],\"gprs\":{}},\"program\":["
                + program + "],\"observe\":[\"step_outcomes\"],\"gm_ranges\":[]}";
    }

    private static List<JsonNode> exchange(Device device, String... lines) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        String input = String.join("\n", lines) + "\n";
        new DeviceServer(device, new PrintStream(log, true, StandardCharsets.UTF_8))
                .serve(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out);
        List<JsonNode> replies = new ArrayList<>();
        ObjectMapper mapper = new ObjectMapper();
        for (String line : out.toString(StandardCharsets.UTF_8).split("\n")) {
            if (!line.isEmpty()) {
                replies.add(mapper.readTree(line));
            }
        }
        return replies;
    }

    @Test
    void answersHelloAndPipelinedRunsInOrder() throws IOException {
        CountingDevice device = new CountingDevice();
        List<JsonNode> replies =
                exchange(device, HELLO, run(1, 2), run(2, 5), run(3, 1), "{\"type\":\"shutdown\"}", run(4, 1));
        assertEquals(4, replies.size(), "nothing is answered after shutdown");
        assertEquals("hello", replies.get(0).get("type").asText());
        assertEquals("counting", replies.get(0).get("device").get("name").asText());
        assertEquals(
                "[\"step_outcomes\",\"gprs\"]",
                replies.get(0).get("observables").toString());
        for (int i = 1; i <= 3; i++) {
            assertEquals("result", replies.get(i).get("type").asText());
            assertEquals(i, replies.get(i).get("id").asLong());
        }
        assertEquals(5, replies.get(2).get("steps").size());
        assertEquals(5, replies.get(2).get("observation").get("gprs").get("R1").asLong());
        assertEquals(List.of(2, 5, 1), device.lengths);
    }

    @Test
    void everyBadRequestGetsAnErrorAndTheSessionGoesOn() throws IOException {
        CountingDevice device = new CountingDevice();
        List<JsonNode> replies = exchange(
                device,
                run(1, 1),
                "{\"type\":\"hello\",\"protocol\":\"pto-avs-device/9\",\"harness\":\"t\"}",
                HELLO,
                "this is not json",
                run(2, 1).replace("\"bits\":32", "\"bits\":12"),
                run(3, 13),
                "{\"type\":\"reset\"}",
                run(4, 2));
        assertEquals(
                List.of("error", "error", "hello", "error", "error", "error", "error", "result"),
                replies.stream().map(r -> r.get("type").asText()).toList());
        assertEquals("not_ready", replies.get(0).get("code").asText());
        assertEquals(1, replies.get(0).get("id").asLong());
        assertEquals("unsupported_protocol", replies.get(1).get("code").asText());
        assertTrue(replies.get(1).get("id").isNull());
        assertEquals("bad_request", replies.get(3).get("code").asText());
        assertTrue(replies.get(3).get("id").isNull(), "an unreadable line names no request");
        assertEquals(2, replies.get(4).get("id").asLong(), "a readable id is named");
        assertTrue(
                replies.get(4).get("message").asText().contains("message.program[0].bits"),
                replies.get(4).toString());
        assertEquals("internal", replies.get(5).get("code").asText());
        assertTrue(replies.get(5).get("message").asText().contains("thirteen"));
        assertEquals(4, replies.get(7).get("id").asLong());
        assertEquals(List.of(13, 2), device.lengths, "the refused requests never reached the device");
    }

    @Test
    void theEndOfInputEndsTheSession() throws IOException {
        assertEquals(2, exchange(new CountingDevice(), HELLO, run(1, 1)).size());
    }
}
