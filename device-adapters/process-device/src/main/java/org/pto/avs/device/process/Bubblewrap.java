package org.pto.avs.device.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.pto.avs.device.DeviceException;

/**
 * The device's sandbox, made by bubblewrap ({@code bwrap}, Debian's {@code bubblewrap}, 0.8.0 or later), a tool made
 * for this. The device runs in user, PID, IPC, UTS and cgroup namespaces of its own, and a network namespace unless
 * allowed: when it exits, or the harness ends it, every process it started goes with it, daemons included (bubblewrap's
 * init is the namespace's first process, and the namespace ends with it). It has no capabilities, cannot gain any
 * ({@code no_new_privs}) nor make another user namespace, runs in a session of its own, and is killed with the
 * harness. The whole file system is read-only but for its scratch folder, so it cannot touch journals, bundles, case
 * files or reports; {@link SeccompFilter} keeps unix sockets and io_uring from it; its environment is
 * {@link SandboxEnvironment}'s. A harness run by root starts it as {@link SandboxUser nobody}.
 */
final class Bubblewrap {

    static final String PROGRAM = "bwrap";

    /**
     * Opens the filter file as descriptor 3, which {@code ProcessBuilder} cannot pass, then executes the rest in the
     * same process, so the harness stays the sandbox's parent. The device's command line reaches it as positional
     * parameters: the shell never reads it as shell text.
     */
    private static final List<String> OPEN_FILTER_AS_3 = List.of("/bin/sh", "-c", "exec 3<\"$0\" && exec \"$@\"");

    /** Why the sandbox cannot be used here, found once per JVM by making one; empty when it works. */
    private static volatile Optional<String> unavailable;

    /** The programs found by the probe, and what {@code bwrap --version} said. */
    private static volatile Tools tools;

    private record Tools(Path bwrap, Optional<Path> setpriv, String version) {}

    private Bubblewrap() {}

    /** {@code command} as the sandbox runs it; {@link #unavailable()} has found the tools. */
    static List<String> command(List<String> command, Path scratch, Path directory, boolean network)
            throws IOException {
        return command(tools, command, scratch, directory, network);
    }

    private static List<String> command(
            Tools tools, List<String> command, Path scratch, Path directory, boolean network) throws IOException {
        List<String> wrapped = new ArrayList<>();
        Optional<Path> filter = SeccompFilter.file();
        if (filter.isPresent()) {
            wrapped.addAll(OPEN_FILTER_AS_3);
            wrapped.add(filter.get().toString());
        }
        tools.setpriv().ifPresent(setpriv -> wrapped.addAll(SandboxUser.drop(setpriv)));
        wrapped.addAll(List.of(
                tools.bwrap().toString(),
                "--unshare-user",
                "--disable-userns",
                "--die-with-parent",
                "--new-session",
                "--unshare-pid",
                "--unshare-ipc",
                "--unshare-uts",
                "--unshare-cgroup"));
        if (!network) {
            wrapped.add("--unshare-net");
        }
        if (filter.isPresent()) {
            wrapped.addAll(List.of("--seccomp", "3"));
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
                "--chdir",
                directory.toString(),
                "--"));
        wrapped.addAll(command);
        return wrapped;
    }

    /** What the sandbox is, in one line, for a device with or without {@code network} and with {@code environment}. */
    static String description(boolean network, List<String> environment) {
        return tools.version() + "; " + SandboxUser.description() + "; own user, PID, IPC, UTS"
                + (network ? " and cgroup namespaces, with the network" : ", cgroup and network namespaces")
                + "; no capabilities, no new privileges; file system read-only but its scratch folder; "
                + (SeccompFilter.available()
                        ? "unix sockets and io_uring refused"
                        : "unix sockets and io_uring reachable (no seccomp filter for " + SeccompFilter.architecture()
                                + ")")
                + "; environment: " + String.join(", ", environment);
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

    /** Makes a sandbox as a device gets one, with the very command and environment, running {@code true} in it. */
    private static Optional<String> probe() {
        Optional<Path> bwrap = Sandbox.find(PROGRAM);
        if (bwrap.isEmpty()) {
            return Optional.of("bwrap is not installed (Debian: apt-get install bubblewrap)");
        }
        Optional<Path> setpriv = Optional.empty();
        if (SandboxUser.harnessIsRoot()) {
            setpriv = Sandbox.find(SandboxUser.SETPRIV);
            if (setpriv.isEmpty()) {
                return Optional.of("setpriv is not installed (Debian: util-linux), and the harness runs as root: the"
                        + " sandbox runs the device as uid " + SandboxUser.NOBODY + " through it");
            }
        }
        Path scratch = null;
        try {
            Run version = run(List.of(bwrap.get().toString(), "--version"), Map.of());
            if (version.status() != 0) {
                return Optional.of(
                        "bwrap --version failed (exit status " + version.status() + ": " + version.said() + ")");
            }
            Tools found = new Tools(bwrap.get(), setpriv, version.said());
            scratch = Sandbox.scratch();
            Run made = run(
                    command(found, List.of("true"), scratch, scratch, false),
                    SandboxEnvironment.NONE_LISTED.variables(System.getenv(), scratch, "probe"));
            if (made.status() != 0) {
                return Optional.of(
                        "bwrap cannot make the sandbox here (exit status " + made.status() + ": " + made.said() + ")");
            }
            tools = found;
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of("bwrap cannot be started: " + e.getMessage());
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

    private record Run(int status, String said) {}

    private static Run run(List<String> command, Map<String, String> environment)
            throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        if (!environment.isEmpty()) {
            builder.environment().clear();
            builder.environment().putAll(environment);
        }
        Process process = builder.start();
        process.getOutputStream().close();
        byte[] said = process.getInputStream().readNBytes(4096);
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            return new Run(-1, "it did not finish within 30 s");
        }
        return new Run(process.exitValue(), new String(said, StandardCharsets.UTF_8).strip());
    }
}
