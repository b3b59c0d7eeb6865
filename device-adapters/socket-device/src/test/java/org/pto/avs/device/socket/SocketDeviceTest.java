package org.pto.avs.device.socket;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.TestTimeouts;

class SocketDeviceTest {

    private static final int OK = 0x00019181;

    private static RunRequest program(int... words) {
        return new RunRequest(
                MachineState.RESET,
                Arrays.stream(words).mapToObj(ProgramWord::of32).toList(),
                EnumSet.of(Observable.STEP_OUTCOMES),
                List.of());
    }

    /** The device at {@code address}; unless {@code settings} say otherwise, its bounds are the defaults scaled. */
    private static SocketDevice open(String address, String... settings) throws DeviceException {
        Map<String, String> values = new HashMap<>(Map.of("address", address));
        for (int i = 0; i < settings.length; i += 2) {
            values.put(settings[i], settings[i + 1]);
        }
        values.putIfAbsent("timeout", TestTimeouts.setting(SocketDevice.DEFAULT_TIMEOUT));
        values.putIfAbsent(
                "startup-timeout",
                TestTimeouts.setting(SocketDevice.DEFAULT_CONNECT_TIMEOUT.plus(SocketDevice.DEFAULT_TIMEOUT)));
        return SocketDevice.open(new DeviceSettings(values));
    }

    @Test
    void oneConnectionServesEveryCase() throws Exception {
        try (ScriptedServer server = new ScriptedServer()) {
            SocketDevice device = open(":" + server.port());
            try (device) {
                assertEquals("scripted", device.identity().name());
                for (int i = 0; i < 5; i++) {
                    assertEquals(3, device.run(program(OK, OK, OK)).steps().size());
                }
                assertEquals(1, device.connections());
            }
            waitFor(() -> server.shutdowns.get() == 1, "the device receives shutdown at close");
        }
    }

    @Test
    void aConnectionDroppedMidCaseIsACrashAndTheNextCaseReconnects() throws Exception {
        try (ScriptedServer server = new ScriptedServer();
                SocketDevice device = open("127.0.0.1:" + server.port())) {
            DeviceException e = assertThrows(DeviceException.class, () -> device.run(program(ScriptedServer.DROP)));
            assertEquals(DeviceException.Kind.CRASH, e.kind());
            assertTrue(e.getMessage().contains("closed its output"), e.getMessage());
            assertEquals(1, device.run(program(OK)).steps().size());
            assertEquals(2, device.connections());
        }
    }

    @Test
    void aConnectionDroppedBetweenCasesIsReopenedWithoutFailingACase() throws Exception {
        try (ScriptedServer server = new ScriptedServer();
                SocketDevice device = open("localhost:" + server.port())) {
            assertEquals(
                    1, device.run(program(ScriptedServer.DROP_AFTER)).steps().size());
            waitFor(() -> !device.isLinkOpen(), "the adapter notices the dropped connection");
            assertEquals(2, device.run(program(OK, OK)).steps().size());
            assertEquals(2, server.accepted.get());
        }
    }

    // The bound only turns a hang into a failure (on a thread of its own: a close blocked on the socket cannot be
    // interrupted); nothing here measures time.
    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aDeviceThatKeepsItsConnectionOpenAfterTheShutdownIsCutOff() throws Exception {
        try (ScriptedServer server = new ScriptedServer(true)) {
            // The bound is for an answer that comes at once; it is not what cuts the connection off.
            SocketDevice device = open(":" + server.port(), "timeout", TestTimeouts.setting(Duration.ofSeconds(10)));
            device.run(program(0x00019181));
            device.close();
            waitFor(() -> server.cutOff.get() == 1, "the lingering connection to be cut off");
            assertEquals(1, server.shutdowns.get(), "the device was told to shut down first");
        }
    }

    @Test
    void noAnswerIsATimeoutAndGarbageIsAProtocolError() throws Exception {
        try (ScriptedServer server = new ScriptedServer();
                SocketDevice device =
                        open(":" + server.port(), "timeout", TestTimeouts.setting(Duration.ofSeconds(2)))) {
            // Only the hanging run reaches the bound; the others are answered at once.
            DeviceException hang = assertThrows(DeviceException.class, () -> device.run(program(ScriptedServer.HANG)));
            assertEquals(DeviceException.Kind.TIMEOUT, hang.kind());
            DeviceException garbage =
                    assertThrows(DeviceException.class, () -> device.run(program(ScriptedServer.GARBAGE)));
            assertEquals(DeviceException.Kind.PROTOCOL, garbage.kind());
            assertTrue(garbage.getMessage().contains("502 Bad Gateway"), garbage.getMessage());
            assertEquals(1, device.run(program(OK)).steps().size());
            assertEquals(3, device.connections());
        }
    }

    @Test
    void aDeviceThatIsGoneFailsEachCaseAsACrash() throws Exception {
        ScriptedServer server = new ScriptedServer();
        try (SocketDevice device = open(":" + server.port(), "connect-timeout", "500ms")) {
            // The listener goes; the open connection goes with the DROP run. The server's port stays taken until
            // its connection's TIME_WAIT ends (ScriptedServer binds without SO_REUSEADDR), so no other server, of
            // this build or one beside it, can answer the reconnect of the next run.
            server.close();
            assertThrows(DeviceException.class, () -> device.run(program(ScriptedServer.DROP)));
            DeviceException e = assertThrows(DeviceException.class, () -> device.run(program(OK)));
            assertEquals(DeviceException.Kind.CRASH, e.kind());
            assertTrue(e.getMessage().contains("could not reopen"), e.getMessage());
        }
    }

    @Test
    void addressesAreCheckedBeforeConnecting() throws Exception {
        DeviceException yes = assertThrows(DeviceException.class, () -> open("127.0.0.1:7000", "allow-remote", "yes"));
        assertEquals("avs.device.allow-remote=yes is not allowed: true or false", yes.getMessage());
        DeviceException remote = assertThrows(DeviceException.class, () -> open("192.0.2.1:7000"));
        assertEquals(DeviceException.Kind.SETUP, remote.kind());
        assertTrue(remote.getMessage().contains("avs.device.allow-remote=true"), remote.getMessage());
        for (String bad : List.of("", "host:", "host:0", "host:70000", "::1:7000", "x")) {
            assertThrows(DeviceException.class, () -> open(bad), bad);
        }
        ScriptedServer server = new ScriptedServer();
        int port = server.port();
        server.close();
        DeviceException refused =
                assertThrows(DeviceException.class, () -> open("[::1]:" + port, "connect-timeout", "500ms"));
        assertEquals(DeviceException.Kind.SETUP, refused.kind());
        assertTrue(refused.getMessage().startsWith("cannot connect to the device at"), refused.getMessage());
        assertEquals(new DeviceAddress("", 7000), DeviceAddress.parse("7000"));
        assertEquals(new DeviceAddress("::1", 7000), DeviceAddress.parse("[::1]:7000"));
    }

    /** Until {@code condition} holds; the guard only keeps a broken adapter from hanging the build. */
    private static void waitFor(BooleanSupplier condition, String what) throws InterruptedException {
        long guard = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (!condition.getAsBoolean() && System.nanoTime() < guard) {
            Thread.sleep(10);
        }
        assertTrue(condition.getAsBoolean(), what);
    }
}
