package org.pto.avs.device.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceSettings;

/**
 * A harness run by root sandboxes its device as nobody: a device nobody cannot reach is refused before it starts,
 * naming the path and the fix, rather than left to fail with a bare "Permission denied".
 */
class NobodyAccessTest {

    private static final String FIX = "; let every user reach it so, move the device where every user can, or run the"
            + " harness as an ordinary user";

    @TempDir
    Path dir;

    @BeforeAll
    static void needsRootAndTheSandbox() {
        assumeTrue(SandboxUser.harnessIsRoot(), "a harness not run by root sandboxes its device as itself");
        TestDevices.assumeSandbox();
    }

    @Test
    void aScriptInAFolderOnlyRootMayEnterIsRefusedNamingTheFolder() throws Exception {
        Path script = copyOfTheDevice("rwxr-xr-x");
        DeviceException e =
                assertThrows(DeviceException.class, () -> open(List.of("python3", script.toString()), null));
        assertEquals(DeviceException.Kind.SETUP, e.kind());
        assertEquals(
                "avs.device.sandbox=bwrap: the sandboxed device runs as uid 65534 (the harness runs as root), which cannot reach the file its"
                        + " argument " + script + " names: " + dir + " (rwx------, owned by uid 0) does not let it"
                        + " search it (chmod o+x " + dir + ")" + FIX,
                e.getMessage());
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        open(List.of("python3", script.toString()), null).close();
    }

    @Test
    void aProgramOnlyRootMayRunIsRefusedNamingIt() throws Exception {
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path script = copyOfTheDevice("rwx------");
        DeviceException e = assertThrows(DeviceException.class, () -> open(List.of(script.toString()), null));
        assertEquals(
                "avs.device.sandbox=bwrap: the sandboxed device runs as uid 65534 (the harness runs as root), which cannot reach its program "
                        + script + ": " + script + " (rwx------, owned by uid 0) does not let it execute it (chmod o+x "
                        + script + ")" + FIX,
                e.getMessage());
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwx--x--x"));
        e = assertThrows(DeviceException.class, () -> open(List.of(script.toString()), null));
        assertEquals(
                "avs.device.sandbox=bwrap: the sandboxed device runs as uid 65534 (the harness runs as root), which cannot reach its program "
                        + script + ": " + script + " (rwx--x--x, owned by uid 0) does not let it read it (chmod o+r "
                        + script + ")" + FIX,
                e.getMessage(),
                "a script is read by its interpreter");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        open(List.of(script.toString()), null).close();
    }

    @Test
    void aWorkingDirectoryOnlyRootMayEnterIsRefusedNamingIt() throws Exception {
        Path script = TestDevices.HOSTILE;
        DeviceException e = assertThrows(DeviceException.class, () -> open(List.of("python3", script.toString()), dir));
        assertEquals(
                "avs.device.sandbox=bwrap: the sandboxed device runs as uid 65534 (the harness runs as root), which cannot reach its working"
                        + " directory " + dir + ": " + dir + " (rwx------, owned by uid 0) does not let it search it"
                        + " (chmod o+x " + dir + ")" + FIX,
                e.getMessage());
    }

    @Test
    void autoRunsADeviceNobodyCannotReachUnsandboxedAndItsDetailSaysWhy() throws Exception {
        Path script = copyOfTheDevice("rwxr-xr-x");
        try (ProcessDevice device = open(List.of("python3", script.toString()), null, "auto")) {
            assertFalse(device.sandboxed());
            assertEquals("off", device.appliedSettings().get("sandbox"));
            assertEquals(
                    "avs.device.sandbox=auto and the sandboxed device runs as uid 65534 (the harness runs as root),"
                            + " which cannot reach the file its argument " + script + " names: " + dir
                            + " (rwx------, owned by uid 0) does not let it search it (chmod o+x " + dir + ")"
                            + FIX,
                    device.appliedSettings().get("sandbox-detail"));
        }
    }

    /** The hostile device, with no tries, in a folder of the test's own, its mode {@code mode}. */
    private Path copyOfTheDevice(String mode) throws Exception {
        Path folder = Files.createDirectories(dir.resolve("sim"));
        Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path script = Files.copy(TestDevices.HOSTILE, folder.resolve("device.py"));
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString(mode));
        return script;
    }

    private static ProcessDevice open(List<String> command, Path directory) throws Exception {
        return open(command, directory, "bwrap");
    }

    private static ProcessDevice open(List<String> command, Path directory, String sandbox) throws Exception {
        Map<String, String> settings = new HashMap<>(Map.of(
                "command", new ObjectMapper().writeValueAsString(command),
                "sandbox", sandbox,
                "startup-timeout", org.pto.avs.device.TestTimeouts.setting(ProcessDevice.DEFAULT_STARTUP_TIMEOUT)));
        if (directory != null) {
            settings.put("directory", directory.toString());
        }
        return ProcessDevice.open(new DeviceSettings(settings));
    }
}
