package org.pto.avs.device.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pto.avs.device.process.TestDevices.ESCAPING;
import static org.pto.avs.device.process.TestDevices.marker;
import static org.pto.avs.device.process.TestDevices.open;
import static org.pto.avs.device.process.TestDevices.processesWith;
import static org.pto.avs.device.process.TestDevices.program;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.device.TestTimeouts;

/**
 * {@code avs.device.sandbox=bwrap}: the device writes only its scratch folder, reaches no network unless allowed,
 * and everything it started ends with it, even a daemon that dropped every trace the harness could follow.
 */
class SandboxTest {

    private static final int OK = 0x00019181;
    private static final Map<String, String> SANDBOXED =
            Map.of("timeout", TestTimeouts.setting(Duration.ofSeconds(60)), "sandbox", "bwrap");

    @TempDir
    Path dir;

    @BeforeAll
    static void needsPythonAndBubblewrap() {
        TestDevices.assumeSandbox();
    }

    @Test
    void theDeviceWritesItsScratchFolderAndNothingElse() throws IOException, DeviceException {
        // Writable by every user: only the read-only file system keeps the device, root's or nobody, from it.
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path journal = Files.writeString(dir.resolve("part-1.jsonl"), "{\"format\":\"the harness's line\"}\n");
        Files.setPosixFilePermissions(journal, PosixFilePermissions.fromString("rw-rw-rw-"));
        ProcessDevice device = open(SANDBOXED, ESCAPING, "--write", journal.toString());
        try (device) {
            assertTrue(device.sandboxed());
            assertEquals("write=denied,scratch=ok", device.identity().version());
            device.run(program(OK));
        }
        assertEquals("{\"format\":\"the harness's line\"}\n", Files.readString(journal));
        // Unsandboxed, the same device writes the file: the test can tell the two apart.
        try (ProcessDevice free = open(Map.of("sandbox", "off"), ESCAPING, "--write", journal.toString())) {
            assertFalse(free.sandboxed());
            assertEquals("write=ok,scratch=ok", free.identity().version());
        }
        assertTrue(Files.readString(journal).endsWith("written by the device\n"));
    }

    @Test
    void theDeviceReachesNoNetworkUnlessASettingAllowsIt() throws IOException, DeviceException {
        try (ServerSocket listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            String port = String.valueOf(listening.getLocalPort());
            try (ProcessDevice device = open(SANDBOXED, ESCAPING, "--connect", port)) {
                assertEquals("connect=denied", device.identity().version());
            }
            Map<String, String> networked = Map.of("sandbox", "bwrap", "sandbox-network", "true");
            try (ProcessDevice device = open(networked, ESCAPING, "--connect", port)) {
                assertEquals("connect=ok", device.identity().version());
            }
        }
    }

    @Test
    void aSandboxedDeviceThatStartsNothingLeavesNothingBehind() throws DeviceException {
        // The sandbox's own processes (bwrap's init in the namespace) end with the device: they are not the device's.
        for (int session = 0; session < 3; session++) {
            ProcessDevice device = open(SANDBOXED, TestDevices.PYTHON_DEVICE);
            try (device) {
                assertTrue(device.sandboxed());
            }
            assertEquals(List.of(), device.leftBehind(), "what the sandboxed device left behind");
        }
    }

    @Test
    void noThreadOfASandboxedDeviceOutlivesItsClose() throws DeviceException {
        ProcessDevice device = open(SANDBOXED, TestDevices.MISBEHAVING);
        try (device) {
            device.run(program(OK));
            assertThrows(DeviceException.class, () -> device.run(program(TestDevices.CRASH, OK)));
            device.run(program(OK));
            assertEquals(2, device.startedProcesses().size());
        }
        List<String> pids =
                device.startedProcesses().stream().map(p -> " " + p.pid()).toList();
        List<String> left = Thread.getAllStackTraces().keySet().stream()
                .filter(Thread::isAlive)
                .map(Thread::getName)
                .filter(name ->
                        name.startsWith("pto-avs-device-") && pids.stream().anyMatch(name::endsWith))
                .toList();
        assertEquals(List.of(), left, "threads of the closed sandboxed device still alive");
    }

    @Test
    void aDaemonWithoutEnvironmentOrStdioEndsWithTheSandbox() throws DeviceException {
        String marker = marker("clean-daemon");
        ProcessDevice device = open(SANDBOXED, ESCAPING, "--clean-daemon", marker, "--fork-at-exit", marker);
        try (device) {
            device.run(program(OK));
        }
        assertEquals(0, processesWith(marker), "a process of the device outlived its sandbox");
    }

    @Test
    void aSandboxedProgramThatDoesNotExistIsASetupErrorNamingIt() {
        DeviceException e = assertThrows(
                DeviceException.class,
                () -> ProcessDevice.open(
                        new DeviceSettings(Map.of("command", "/no/such/simulator --fast", "sandbox", "bwrap"))));
        assertEquals(DeviceException.Kind.SETUP, e.kind());
        assertEquals(
                "cannot start avs.device.command [/no/such/simulator, --fast]: /no/such/simulator: no such"
                        + " executable file",
                e.getMessage());
    }

    @Test
    void aSandboxSettingThatIsNoChoiceIsASetupError() {
        DeviceException e = assertThrows(DeviceException.class, () -> open(Map.of("sandbox", "yes"), ESCAPING));
        assertEquals(DeviceException.Kind.SETUP, e.kind());
        assertEquals("avs.device.sandbox=yes is not allowed: off, auto or bwrap", e.getMessage());
    }
}
