package org.pto.avs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class ServeCommandTest {

    @Test
    void isListedWithItsHelp() {
        assertTrue(MainTest.run("help").out().contains("  serve    serve the reference device over pto-avs-device/1"));
        MainTest.Run help = MainTest.run("serve", "--help");
        assertEquals(0, help.exit());
        assertTrue(help.out().startsWith("usage: pto-avs serve (--stdio | --port N)"), help.out());
    }

    @Test
    void refusesAmbiguousArguments() {
        MainTest.Run run = MainTest.run("serve");
        assertEquals(2, run.exit());
        assertTrue(run.err().contains("give exactly one of --stdio and --port N"), run.err());
    }

    @Test
    void servesTheReferenceDeviceOnALoopbackPort() throws Exception {
        java.io.PipedOutputStream sink = new java.io.PipedOutputStream();
        java.io.PipedInputStream printed = new java.io.PipedInputStream(sink);
        Thread server = new Thread(() -> new ServeCommand().run(java.util.List.of("--port", "0"),
                new java.io.PrintStream(sink, true, StandardCharsets.UTF_8), System.err));
        server.setDaemon(true);
        server.start();
        String listening = new BufferedReader(new InputStreamReader(printed, StandardCharsets.UTF_8)).readLine();
        assertTrue(listening.startsWith("listening on 127.0.0.1:"), listening);
        int port = Integer.parseInt(listening.substring(listening.lastIndexOf(':') + 1));
        try (Socket socket = new Socket("127.0.0.1", port)) {
            OutputStream out = socket.getOutputStream();
            out.write("{\"type\":\"hello\",\"protocol\":\"pto-avs-device/1\",\"harness\":\"t\"}\n".getBytes(StandardCharsets.UTF_8));
            out.flush();
            String hello = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8)).readLine();
            assertTrue(hello.contains("\"name\":\"reference-model\""), hello);
        }
    }
}
