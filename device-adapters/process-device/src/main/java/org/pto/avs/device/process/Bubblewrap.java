package org.pto.avs.device.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.pto.avs.device.DeviceException;

/**
 * The device's sandbox, made by bubblewrap ({@code bwrap}, Debian's {@code bubblewrap}), a tool made for this:
 * the device runs in its own PID namespace, so when it exits, or the harness ends it, every process it started goes
 * with it, daemons included (bubblewrap's init is the namespace's first process, and the namespace ends with it);
 * the whole file system is read-only but for the device's scratch folder, so it cannot touch journals, bundles, case
 * files or reports; it has its own {@code /proc}, {@code /dev} and IPC, and no network unless allowed.
 */
final class Bubblewrap {

    static final String PROGRAM = "bwrap";

    /** Why the sandbox cannot be used here, found once per JVM by making one; empty when it works. */
    private static volatile Optional<String> unavailable;

    private Bubblewrap() {}

    static List<String> command(List<String> command, Path scratch, Path directory, boolean network) {
        List<String> wrapped = new ArrayList<>(List.of(
                PROGRAM, "--die-with-parent", "--new-session", "--unshare-pid", "--unshare-ipc", "--unshare-uts"));
        if (!network) {
            wrapped.add("--unshare-net");
        }
        wrapped.addAll(List.of(
                "--ro-bind",
                "/",
                "/",
                "--dev",
                "/dev",
                "--proc",
                "/proc",
                "--bind",
                scratch.toString(),
                scratch.toString(),
                "--setenv",
                "TMPDIR",
                scratch.toString(),
                "--setenv",
                "HOME",
                scratch.toString(),
                "--chdir",
                directory.toString(),
                "--"));
        wrapped.addAll(command);
        return wrapped;
    }

    static Optional<String> unavailable() {
        Optional<String> known = unavailable;
        if (known == null) {
            synchronized (Bubblewrap.class) {
                known = unavailable;
                if (known == null) {
                    known = probe();
                    unavailable = known;
                }
            }
        }
        return known;
    }

    /** Makes a sandbox as a device gets one, running {@code true} in it. */
    private static Optional<String> probe() {
        Path scratch = null;
        try {
            scratch = Sandbox.scratch();
            List<String> probe = command(List.of("true"), scratch, scratch, false);
            Process process =
                    new ProcessBuilder(probe).redirectErrorStream(true).start();
            process.getOutputStream().close();
            byte[] said = process.getInputStream().readNBytes(4096);
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return Optional.of("bwrap did not finish making a sandbox within 30 s");
            }
            if (process.exitValue() != 0) {
                return Optional.of("bwrap cannot make a sandbox here (exit status " + process.exitValue() + ": "
                        + new String(said, StandardCharsets.UTF_8).strip() + ")");
            }
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of("bwrap is not installed (Debian: apt-get install bubblewrap): " + e.getMessage());
        } catch (DeviceException e) {
            return Optional.of(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("interrupted while trying bwrap");
        } finally {
            if (scratch != null) {
                Sandbox.delete(scratch);
            }
        }
    }
}
