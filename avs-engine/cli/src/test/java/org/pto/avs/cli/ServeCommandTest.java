package org.pto.avs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class ServeCommandTest {

    @Test
    void isListedWithItsHelp() {
        assertTrue(MainTest.run("help")
                .out()
                .matches("(?s).*\n  serve +serve the reference device over pto-avs-device/1.*"));
        MainTest.Run help = MainTest.run("serve", "--help");
        assertEquals(0, help.exit());
        assertTrue(
                help.out()
                        .startsWith("Usage: pto-avs serve [-hV] [--device=NAME] [--set=KEY=VALUE]... [--stdio |"
                                + " --port=N]\n"),
                help.out());
    }

    @Test
    void refusesAmbiguousArguments() {
        MainTest.Run run = MainTest.run("serve");
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("give exactly one of --stdio and --port N"), run.err());
    }

    @Test
    void stdioTakesARunThatNamesOnlyWhatItSetsAndLeavesTheRestReset() {
        String lines = String.join(
                        "\n",
                        "{\"type\":\"hello\",\"protocol\":\"pto-avs-device/1\",\"harness\":\"t\"}",
                        // BSTART.TLOAD ->S0, then a B.IOS: no shared, no gm, no gprs, no gm_ranges.
                        "{\"type\":\"run\",\"id\":1,\"initial\":{},\"program\":[{\"word\":\"0x00019181\",\"bits\":32},"
                                + "{\"word\":\"0x01201E13\",\"bits\":32}],\"observe\":[\"step_outcomes\",\"bindings\"]}",
                        "{\"type\":\"shutdown\"}")
                + "\n";
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = org.pto.avs.device.server.ServeCommand.run(
                List.of("--stdio"),
                new ByteArrayInputStream(lines.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(0, exit, err.toString(StandardCharsets.UTF_8));
        String answers = out.toString(StandardCharsets.UTF_8);
        String result =
                answers.lines().filter(l -> l.contains("\"id\":1")).findFirst().orElse("");
        assertTrue(result.startsWith("{\"type\":\"result\""), answers);
        assertTrue(result.contains("\"bindings\":["), result);
    }

    @Test
    void servesTheReferenceDeviceOnALoopbackPort() throws Exception {
        PipedOutputStream sink = new PipedOutputStream();
        PipedInputStream printed = new PipedInputStream(sink);
        Thread server = new Thread(() -> Main.run(
                new String[] {"serve", "--port", "0"},
                new PrintStream(sink, true, StandardCharsets.UTF_8),
                System.err));
        server.setDaemon(true);
        server.start();
        String listening = new BufferedReader(new InputStreamReader(printed, StandardCharsets.UTF_8)).readLine();
        assertTrue(listening.startsWith("listening on 127.0.0.1:"), listening);
        int port = Integer.parseInt(listening.substring(listening.lastIndexOf(':') + 1));
        try (Socket socket = new Socket("127.0.0.1", port)) {
            OutputStream out = socket.getOutputStream();
            out.write("{\"type\":\"hello\",\"protocol\":\"pto-avs-device/1\",\"harness\":\"t\"}\n"
                    .getBytes(StandardCharsets.UTF_8));
            out.flush();
            String hello = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8))
                    .readLine();
            assertTrue(hello.contains("\"name\":\"reference-model\""), hello);
        }
    }
}
