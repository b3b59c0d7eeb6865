package org.pto.avs.device.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.pto.avs.device.process.TestDevices.HOSTILE;
import static org.pto.avs.device.process.TestDevices.open;

import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.DeviceException;

/**
 * A sandboxed device gets a documented few environment variables and those {@code avs.device.sandbox-env} lists,
 * never the harness's others: {@code PTO_AVS_TEST_SECRET}, which the build sets for the test JVM, stands for a CI
 * job's secret.
 */
class SandboxEnvironmentTest {

    private static final String SECRET = "PTO_AVS_TEST_SECRET";

    @BeforeAll
    static void needsTheSandboxAndTheSecret() {
        TestDevices.assumeSandbox();
        assumeTrue(System.getenv(SECRET) != null, SECRET + " is set by this module's pom for its tests");
    }

    @Test
    void theDeviceGetsOnlyTheDocumentedVariables() throws DeviceException {
        try (ProcessDevice device = open(Map.of("sandbox", "bwrap"), HOSTILE, "--env")) {
            assertEquals(
                    "HOME LANG PATH PTO_AVS_DEVICE_SESSION PWD TMPDIR",
                    device.identity().version());
        }
        // Unsandboxed, the device has the harness's whole environment, the secret too.
        try (ProcessDevice device = open(Map.of("sandbox", "off"), HOSTILE, "--has", SECRET)) {
            assertEquals(SECRET + "=set", device.identity().version());
        }
    }

    @Test
    void aVariableTheSettingListsReachesTheDevice() throws DeviceException {
        Map<String, String> listing = Map.of("sandbox", "bwrap", "sandbox-env", " PTO_AVS_TEST_UNSET, " + SECRET);
        try (ProcessDevice device = open(listing, HOSTILE, "--has", SECRET)) {
            assertEquals(SECRET + "=set", device.identity().version());
            assertTrue(
                    device.appliedSettings().get("sandbox-detail").endsWith("PTO_AVS_DEVICE_SESSION, " + SECRET),
                    device.appliedSettings().toString());
        }
    }

    @Test
    void homeAndTmpdirAreTheDevicesScratchFolder() throws DeviceException {
        try (ProcessDevice device = open(Map.of("sandbox", "bwrap"), HOSTILE, "--scratch")) {
            String version = device.identity().version();
            assertTrue(version.matches("home=pto-avs-device-\\d+,tmpdir=same,writable=ok"), version);
        }
    }

    @Test
    void aListThatNamesAVariableTheSandboxSetsIsASetupError() {
        DeviceException e = assertThrows(
                DeviceException.class,
                () -> open(Map.of("sandbox", "bwrap", "sandbox-env", SECRET + ",HOME"), HOSTILE));
        assertEquals(DeviceException.Kind.SETUP, e.kind());
        assertEquals(
                "avs.device.sandbox-env=PTO_AVS_TEST_SECRET,HOME is not allowed: names of environment variables"
                        + " separated by commas, other than HOME, PTO_AVS_DEVICE_SESSION, PWD, TMPDIR, which the"
                        + " sandbox sets (HOME)",
                e.getMessage());
    }
}
