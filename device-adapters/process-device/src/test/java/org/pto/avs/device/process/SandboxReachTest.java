package org.pto.avs.device.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.pto.avs.device.process.TestDevices.HOSTILE;
import static org.pto.avs.device.process.TestDevices.open;

import java.io.IOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.device.DeviceException;

/**
 * What the file system's modes would let any user reach, the sandbox still keeps from the device: a unix socket on
 * the file system, io_uring, x86_64's x32 calls, and its working directory, which it cannot write.
 */
class SandboxReachTest {

    private static final Map<String, String> SANDBOXED = Map.of("sandbox", "bwrap");
    private static final Map<String, String> UNSANDBOXED = Map.of("sandbox", "off");

    @TempDir
    Path dir;

    @BeforeAll
    static void needsTheSandboxAndItsFilter() {
        TestDevices.assumeSandbox();
        assumeTrue(SeccompFilter.available(), "no seccomp filter for " + SeccompFilter.architecture());
    }

    @Test
    void aUnixSocketEveryUserMayConnectToIsRefused() throws IOException, DeviceException {
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path path = dir.resolve("agent.sock");
        try (ServerSocketChannel listening = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            listening.bind(UnixDomainSocketAddress.of(path));
            Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rwxrwxrwx"));
            try (ProcessDevice device = open(SANDBOXED, HOSTILE, "--unix", path.toString())) {
                assertEquals("unix=socket:EACCES", device.identity().version());
            }
            try (ProcessDevice device = open(UNSANDBOXED, HOSTILE, "--unix", path.toString())) {
                assertEquals("unix=ok", device.identity().version());
            }
        }
    }

    @Test
    void ioUringIsRefusedAsIfTheKernelHadNone() throws DeviceException {
        try (ProcessDevice device = open(SANDBOXED, HOSTILE, "--io-uring")) {
            assertEquals("io_uring=ENOSYS", device.identity().version());
        }
    }

    @Test
    void aCallOfTheX32RangeEndsTheProcess() throws DeviceException {
        assumeTrue(System.getProperty("os.arch").equals("amd64"), "x32 is x86_64's");
        try (ProcessDevice device = open(SANDBOXED, HOSTILE, "--x32")) {
            assertEquals("x32=killed", device.identity().version());
        }
        try (ProcessDevice device = open(UNSANDBOXED, HOSTILE, "--x32")) {
            assertEquals("x32=ran", device.identity().version());
        }
    }

    @Test
    void theDeviceCannotWriteItsWorkingDirectory() throws IOException, DeviceException {
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));
        Map<String, String> sandboxed = Map.of("sandbox", "bwrap", "directory", dir.toString());
        try (ProcessDevice device = open(sandboxed, HOSTILE, "--write-cwd")) {
            assertEquals("cwd=denied", device.identity().version());
        }
        try (ProcessDevice device = open(Map.of("directory", dir.toString()), HOSTILE, "--write-cwd")) {
            assertEquals("cwd=ok", device.identity().version());
        }
    }
}
