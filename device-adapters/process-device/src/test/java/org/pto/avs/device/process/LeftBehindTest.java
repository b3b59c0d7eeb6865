package org.pto.avs.device.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pto.avs.device.process.TestDevices.CRASH;
import static org.pto.avs.device.process.TestDevices.ESCAPING;
import static org.pto.avs.device.process.TestDevices.marker;
import static org.pto.avs.device.process.TestDevices.open;
import static org.pto.avs.device.process.TestDevices.processesWith;
import static org.pto.avs.device.process.TestDevices.program;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.TestTimeouts;

/**
 * Without a sandbox no process a device started outlives its session: a daemon that double-forked and closed its
 * stdio, a child on /dev/null, a child forked just before the device exits. Each is ended and named.
 */
class LeftBehindTest {

    private static final int OK = 0x00019181;
    private static final Map<String, String> UNSANDBOXED =
            Map.of("timeout", TestTimeouts.setting(Duration.ofSeconds(60)), "sandbox", "off");

    @BeforeAll
    static void needsPython() {
        TestDevices.assumePython();
    }

    @Test
    void aDoubleForkedDaemonWithClosedStdioIsEndedWithItsDeviceAndNamed() throws DeviceException {
        String marker = marker("daemon");
        ProcessDevice device = open(UNSANDBOXED, ESCAPING, "--daemon", marker);
        try (device) {
            assertEquals(1, device.run(program(OK)).steps().size());
        }
        assertEquals(0, processesWith(marker), "the daemon outlived its device");
        assertEquals(1, device.leftBehind().size(), device.leftBehind().toString());
        assertTrue(
                device.leftBehind().get(0).contains(marker), device.leftBehind().toString());
    }

    @Test
    void aChildOnDevNullIsEndedWithItsDeviceAndNamed() throws DeviceException {
        String marker = marker("closed-stdio");
        ProcessDevice device = open(UNSANDBOXED, ESCAPING, "--closed-stdio", marker);
        try (device) {
            device.run(program(OK));
        }
        assertEquals(0, processesWith(marker), "the child outlived its device");
        assertTrue(
                device.leftBehind().stream().anyMatch(p -> p.contains(marker)),
                device.leftBehind().toString());
    }

    @Test
    void childrenForkedJustBeforeEachExitAreEndedAndTheCrashesNameThem() throws DeviceException {
        String marker = marker("fork-at-exit");
        ProcessDevice device = open(UNSANDBOXED, ESCAPING, "--fork-at-exit", marker);
        int sessions = 5;
        try (device) {
            for (int i = 0; i < sessions; i++) {
                DeviceException crash = assertThrows(DeviceException.class, () -> device.run(program(CRASH, OK)));
                assertEquals(DeviceException.Kind.CRASH, crash.kind(), crash.getMessage());
                assertTrue(
                        crash.getMessage().contains(" left 1 process behind, which the harness ended: "),
                        crash.getMessage());
                assertTrue(crash.getMessage().contains(marker), crash.getMessage());
                assertEquals(0, processesWith(marker), "after crash " + (i + 1));
            }
            device.run(program(OK));
        }
        // The last session's shutdown forked one more: ended too.
        assertEquals(0, processesWith(marker));
        assertEquals(
                sessions + 1, device.leftBehind().size(), device.leftBehind().toString());
        for (ProcessHandle process : device.startedProcesses()) {
            assertFalse(process.isAlive());
        }
    }
}
