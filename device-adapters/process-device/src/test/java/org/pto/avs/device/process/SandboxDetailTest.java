package org.pto.avs.device.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.pto.avs.device.process.TestDevices.HOSTILE;
import static org.pto.avs.device.process.TestDevices.open;

import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.DeviceException;

/**
 * {@link ProcessDevice#appliedSettings()} says how the device ran, for the bundle to record: {@code sandbox} is
 * {@code bwrap} or {@code off}, and {@code sandbox-detail} what the sandbox was, or why there was none.
 */
class SandboxDetailTest {

    @Test
    void aSandboxedDeviceSaysWhatItsSandboxIs() throws DeviceException {
        TestDevices.assumeSandbox();
        String who =
                SandboxUser.harnessIsRoot() ? "as uid 65534 (the harness runs as root)" : SandboxUser.description();
        String refused = SeccompFilter.available()
                ? "unix sockets and io_uring refused"
                : "unix sockets and io_uring" + " reachable (no seccomp filter for " + SeccompFilter.architecture()
                        + ")";
        String expected = "bubblewrap \\d+\\.\\d+\\.\\d+; "
                + Pattern.quote(who + "; own user, PID, IPC, UTS, cgroup"
                        + " and network namespaces; no capabilities, no new privileges; file system read-only but its scratch"
                        + " folder; " + refused
                        + "; environment: PATH, HOME, TMPDIR, LANG, PWD, PTO_AVS_DEVICE_SESSION");
        for (String mode : new String[] {"bwrap", "auto"}) {
            try (ProcessDevice device = open(Map.of("sandbox", mode), HOSTILE)) {
                Map<String, String> applied = device.appliedSettings();
                assertEquals("bwrap", applied.get("sandbox"), mode);
                assertTrue(applied.get("sandbox-detail").matches(expected), applied.get("sandbox-detail"));
            }
        }
    }

    @Test
    void aDeviceAllowedTheNetworkSaysSo() throws DeviceException {
        TestDevices.assumeSandbox();
        try (ProcessDevice device = open(Map.of("sandbox", "bwrap", "sandbox-network", "true"), HOSTILE)) {
            String detail = device.appliedSettings().get("sandbox-detail");
            assertTrue(detail.contains("; own user, PID, IPC, UTS and cgroup namespaces, with the network;"), detail);
        }
    }

    @Test
    void anUnsandboxedDeviceSaysWhy() throws DeviceException {
        TestDevices.assumePython();
        try (ProcessDevice device = open(Map.of("sandbox", "off"), HOSTILE)) {
            assertEquals(
                    Map.of("sandbox", "off", "sandbox-detail", "avs.device.sandbox=off"), device.appliedSettings());
        }
        // Where auto falls back, the reason bwrap gave, on one line.
        assertEquals(
                "avs.device.sandbox=auto and bwrap cannot make the sandbox here (exit status 1: bwrap: No"
                        + " permissions to create new namespace)",
                Sandbox.unsandboxedDetail("bwrap cannot make the sandbox here (exit status 1: bwrap: No permissions\n"
                        + "  to create new namespace)"));
    }
}
