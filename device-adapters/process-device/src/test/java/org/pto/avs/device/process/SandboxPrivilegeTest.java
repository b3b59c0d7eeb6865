package org.pto.avs.device.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.pto.avs.device.process.TestDevices.HOSTILE;
import static org.pto.avs.device.process.TestDevices.open;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.device.DeviceException;

/**
 * A sandboxed device keeps none of the harness's privileges, root's least of all: it runs as nobody (as the harness's
 * user when that is not root), without capabilities and unable to gain any, and cannot remount the file system, make
 * a user namespace of its own or read root's own files.
 */
class SandboxPrivilegeTest {

    private static final Map<String, String> SANDBOXED = Map.of("sandbox", "bwrap");
    private static final Map<String, String> UNSANDBOXED = Map.of("sandbox", "off");

    @TempDir
    Path dir;

    @BeforeAll
    static void needsTheSandbox() {
        TestDevices.assumeSandbox();
    }

    @Test
    void theDeviceRunsWithoutCapabilitiesAndCannotGainAny() throws DeviceException, IOException {
        String uid = SandboxUser.harnessIsRoot()
                ? "65534"
                : String.valueOf(Files.getAttribute(Path.of("/proc/self"), "unix:uid"));
        try (ProcessDevice device = open(SANDBOXED, HOSTILE, "--self")) {
            assertEquals(
                    "uid=" + uid + ",capeff=0000000000000000,capbnd=0000000000000000,nnp=1",
                    device.identity().version());
        }
    }

    @Test
    void theDeviceCannotRemountTheFileSystemNorMakeAUserNamespace() throws DeviceException {
        try (ProcessDevice device = open(SANDBOXED, HOSTILE, "--remount", "--userns")) {
            assertEquals("remount=denied,userns=denied", device.identity().version());
        }
        if (SandboxUser.harnessIsRoot()) {
            // Root's device, unsandboxed, makes one: the try itself works.
            try (ProcessDevice device = open(UNSANDBOXED, HOSTILE, "--userns")) {
                assertEquals("userns=ok", device.identity().version());
            }
        }
    }

    @Test
    void aFileOnlyRootMayReadIsOutOfReachOfRootsDevice() throws DeviceException, IOException {
        assumeTrue(SandboxUser.harnessIsRoot(), "only a harness run by root has files only root may read");
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path key = Files.writeString(dir.resolve("lab.key.pem"), "-----BEGIN PRIVATE KEY-----\n");
        Files.setPosixFilePermissions(key, PosixFilePermissions.fromString("rw-------"));
        try (ProcessDevice device = open(SANDBOXED, HOSTILE, "--read", dir.toString(), "lab.key.pem")) {
            assertEquals("read=denied", device.identity().version());
        }
        try (ProcessDevice device = open(UNSANDBOXED, HOSTILE, "--read", dir.toString(), "lab.key.pem")) {
            assertEquals("read=ok", device.identity().version());
        }
    }
}
