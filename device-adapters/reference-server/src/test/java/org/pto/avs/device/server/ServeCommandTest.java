package org.pto.avs.device.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ServeCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int serve(String input, String... args) {
        return ServeCommand.run(
                List.of(args),
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    @Test
    void stdioServesTheReferenceDeviceUntilShutdown() {
        int code = serve(
                "{\"type\":\"hello\",\"protocol\":\"pto-avs-device/1\",\"harness\":\"t\"}\n{\"type\":\"shutdown\"}\n",
                "--stdio");
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        String reply = out.toString(StandardCharsets.UTF_8);
        assertTrue(
                reply.startsWith(
                        "{\"type\":\"hello\",\"protocol\":\"pto-avs-device/1\",\"device\":{\"vendor\":\"PTO AVS\""),
                reply);
        assertEquals(1, reply.split("\n").length, "stdout carries the protocol lines only");
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("serving PTO AVS reference-model"));
    }

    @Test
    void usageErrorsExitWithTwo() {
        assertEquals(2, serve("", "--stdio", "--port", "7000"));
        assertEquals(2, serve(""));
        assertEquals(2, serve("", "--port", "http"));
        assertEquals(2, serve("", "--bogus"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("unknown argument --bogus"));
    }

    @Test
    void anUnknownDeviceListsTheKnownOnes() {
        assertEquals(1, serve("", "--stdio", "--device", "warp-drive"));
        String text = err.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("no device named 'warp-drive'; available:"), text);
        assertTrue(text.contains("reference ("), text);
    }
}
