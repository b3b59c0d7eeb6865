package org.pto.avs.device.process;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.device.protocol.DeviceSession;
import org.pto.avs.device.protocol.RemoteDevice;
import org.pto.avs.device.protocol.SessionException;

/**
 * A device that is a child process speaking the protocol on its stdin and stdout ({@code avs.device=process}).
 *
 * <p>The child is started once and kept for every case. A case during which it exits, hangs past
 * {@code avs.device.timeout} or prints something that is not the protocol fails with CRASH, TIMEOUT or
 * PROTOCOL and the last 4 KiB of the child's stderr; the next case starts a new child. The child exiting is a
 * crash at once, even when a process it started keeps its stdout open; whatever it started is ended with it
 * ({@link ProcessTree}), and a device that left processes behind is named, with them, in its case's message (or on
 * stderr, when it exited between cases or at the end of the run). With {@code avs.device.sandbox} the device runs in
 * a {@link Sandbox}, and {@link #appliedSettings()} says how it ran.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ProcessDevice extends RemoteDevice {

    static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);
    static final Duration DEFAULT_STARTUP_TIMEOUT = Duration.ofSeconds(10);
    static final int DEFAULT_PIPELINE = 16;

    /** How long the results a device wrote before it exited may take to be read once it is gone. */
    private static final Duration EXIT_DRAIN = Duration.ofSeconds(1);
    /** How long the message of a failed device waits for the rest of its stderr once nothing holds it open. */
    private static final Duration STDERR_DRAIN = Duration.ofSeconds(5);

    static final String EXIT_WATCH_THREAD = "pto-avs-device-exit-watch";

    private final List<String> command;
    private final File directory;
    /** The sandbox the device runs in; {@code null} when it runs unsandboxed. */
    private final Sandbox sandbox;
    /** How it runs, in one line: what its sandbox is, or why it has none. */
    private final String sandboxDetail;

    private final List<ProcessHandle> started = new CopyOnWriteArrayList<>();
    private final List<String> leftBehind = new CopyOnWriteArrayList<>();

    private ProcessDevice(
            List<String> command,
            File directory,
            Sandbox sandbox,
            String sandboxDetail,
            Duration timeout,
            Duration startupTimeout,
            int pipeline) {
        super(
                "process device " + command + (sandbox == null ? "" : " (sandboxed by bwrap)"),
                timeout,
                startupTimeout,
                pipeline);
        this.command = command;
        this.directory = directory;
        this.sandbox = sandbox;
        this.sandboxDetail = sandboxDetail;
    }

    /** Starts the device the settings describe and waits for its hello. */
    public static ProcessDevice open(DeviceSettings settings) throws DeviceException {
        List<String> command = CommandLine.parse(settings.require("command"));
        File directory = settings.get("directory").map(File::new).orElse(null);
        if (directory != null && !directory.isDirectory()) {
            throw new DeviceException(
                    DeviceException.Kind.SETUP,
                    "avs.device.directory is not a directory: " + directory.getAbsolutePath());
        }
        Sandbox sandbox = Sandbox.of(settings);
        Sandbox.Decision decided = sandbox.decide(command, workingDirectory(directory));
        ProcessDevice device = new ProcessDevice(
                command,
                directory,
                decided.sandboxed() ? sandbox : null,
                decided.detail(),
                settings.getDuration("timeout", DEFAULT_TIMEOUT),
                settings.getDuration("startup-timeout", DEFAULT_STARTUP_TIMEOUT),
                settings.getInt("pipeline", DEFAULT_PIPELINE));
        device.start();
        return device;
    }

    /** Every child this device started, in order; after {@link #close()} none is alive. */
    public List<ProcessHandle> startedProcesses() {
        return List.copyOf(started);
    }

    /** Whether the device runs in the sandbox (decided when it was opened). */
    public boolean sandboxed() {
        return sandbox != null;
    }

    /**
     * How the device runs, which {@code avs.device.sandbox=auto} leaves to the machine: {@code sandbox} is
     * {@code bwrap} or {@code off}; {@code sandbox-detail} is one line of plain text saying what the sandbox is
     * (bubblewrap's version, the user the device runs as, its namespaces, what it is refused, the names of its
     * environment), or why there is none ({@code avs.device.sandbox=off}, or {@code avs.device.sandbox=auto and} the
     * reason the sandbox cannot be made here).
     */
    @Override
    public Map<String, String> appliedSettings() {
        return Map.of("sandbox", sandboxed() ? "bwrap" : "off", "sandbox-detail", sandboxDetail);
    }

    /** Every process the device's processes left behind (all ended), each with its pid and command line. */
    public List<String> leftBehind() {
        return List.copyOf(leftBehind);
    }

    private static Path workingDirectory(File directory) {
        return (directory == null ? Path.of("") : directory.toPath()).toAbsolutePath();
    }

    @Override
    protected Link connect() throws DeviceException {
        LeftBehind traces = new LeftBehind();
        Path workingDirectory = workingDirectory(directory);
        if (sandboxed() && !Sandbox.canRun(command.get(0), workingDirectory)) {
            // Said as an unsandboxed start says it, not as the sandbox's own failure after the fact.
            throw new DeviceException(
                    DeviceException.Kind.SETUP,
                    "cannot start avs.device.command " + command
                            + (directory == null ? "" : " in " + directory) + ": " + command.get(0)
                            + ": no such executable file" + (command.get(0).contains("/") ? "" : " on PATH"));
        }
        Path scratch = sandboxed() ? Sandbox.scratch() : null;
        Process process;
        try {
            ProcessBuilder builder = new ProcessBuilder(
                            sandboxed() ? sandbox.wrap(command, scratch, workingDirectory) : command)
                    .directory(directory);
            if (sandboxed()) {
                builder.environment().clear();
                builder.environment().putAll(sandbox.variables(scratch, traces.mark()));
            } else {
                builder.environment().put(LeftBehind.VARIABLE, traces.mark());
            }
            process = builder.start();
        } catch (IOException e) {
            if (scratch != null) {
                Sandbox.delete(scratch);
            }
            throw new DeviceException(
                    DeviceException.Kind.SETUP,
                    "cannot start avs.device.command " + command + (directory == null ? "" : " in " + directory) + ": "
                            + e.getMessage(),
                    e);
        }
        traces.recordPipesOf(process.pid());
        started.add(process.toHandle());
        if (scratch != null) {
            process.onExit().thenRun(() -> Sandbox.delete(scratch));
        }
        String name = "device process " + process.pid();
        ProcessTree tree = new ProcessTree(process, traces, sandboxed());
        StderrTail stderr = new StderrTail(process.getErrorStream(), name);
        DeviceSession session =
                new DeviceSession(tree.sampling(process.getInputStream()), process.getOutputStream(), name);
        // Its own thread, never the JDK's reaper, waits out the session's output once the device exits; it ends then.
        Thread exitWatch = new Thread(
                () -> {
                    try {
                        process.waitFor();
                    } catch (InterruptedException e) {
                        return;
                    }
                    endSessionOnExit(tree, session);
                },
                EXIT_WATCH_THREAD + " " + process.pid());
        exitWatch.setDaemon(true);
        exitWatch.start();
        return new ProcessLink(process, tree, session, stderr, exitWatch, this::noteLeftBehind);
    }

    /**
     * Keeps and says what a device process left behind, once its link is done: a case that saw it exit has it in its
     * message already; this line names it for the device that exited between cases or at the end of the run.
     */
    private void noteLeftBehind(ProcessTree tree, boolean inMessage) {
        // A link may be ended twice (killed, then discarded): each process is kept and said once.
        List<String> news =
                tree.leftBehind().stream().filter(p -> !leftBehind.contains(p)).toList();
        if (news.isEmpty()) {
            return;
        }
        leftBehind.addAll(news);
        if (!inMessage) {
            System.err.println("pto-avs: " + leftBehindText(tree));
        }
    }

    private static String leftBehindText(ProcessTree tree) {
        List<String> left = tree.leftBehind();
        return "device process " + tree.process().pid() + " left " + left.size() + " process"
                + (left.size() == 1 ? "" : "es") + " behind, which the harness ended: " + String.join(", ", left);
    }

    /**
     * The device process exited: its session ends now. What it started is ended, which closes the pipes they hold;
     * the results the device wrote before it exited are still read, and if its stdout still does not end (held by a
     * process the harness never saw), the session is broken as a crash rather than left to time out.
     */
    private static void endSessionOnExit(ProcessTree tree, DeviceSession session) {
        List<ProcessHandle> holders = tree.liveDescendants();
        tree.killDescendants(EXIT_DRAIN);
        if (!session.awaitEndOfOutput(EXIT_DRAIN)) {
            session.deviceGone("device process " + tree.process().pid() + " exited with status "
                    + tree.process().exitValue() + ", but its stdout stays open: a process it started holds it"
                    + (holders.isEmpty()
                            ? ""
                            : " ("
                                    + holders.stream()
                                            .map(p -> String.valueOf(p.pid()))
                                            .collect(Collectors.joining(", "))
                                    + ")"));
        }
    }

    /** Hears of a link's end: its tree, and whether a case's message already named what the device left behind. */
    private interface LinkEnd {
        void ended(ProcessTree tree, boolean inMessage);
    }

    private record ProcessLink(
            Process process,
            ProcessTree tree,
            DeviceSession session,
            StderrTail stderr,
            Thread exitWatch,
            LinkEnd end,
            AtomicBoolean named)
            implements Link {

        ProcessLink(
                Process process,
                ProcessTree tree,
                DeviceSession session,
                StderrTail stderr,
                Thread exitWatch,
                LinkEnd end) {
            this(process, tree, session, stderr, exitWatch, end, new AtomicBoolean());
        }

        @Override
        public String diagnostics(SessionException.Failure failure) {
            if (failure == SessionException.Failure.CLOSED) {
                ProcessTermination.waitFor(process, Duration.ofSeconds(2));
            }
            String state;
            if (process.isAlive()) {
                state = "device process " + process.pid() + " is still running";
            } else {
                stderr.awaitEnd(1000);
                state = "device process " + process.pid() + " exited with status " + process.exitValue();
            }
            if (!process.isAlive()) {
                tree.killDescendants(EXIT_DRAIN);
                if (!tree.leftBehind().isEmpty()) {
                    named.set(true);
                    state += "; " + leftBehindText(tree);
                }
                // No process holds its stderr open now: the drain ends at once unless a loaded machine has not yet
                // scheduled it, and a message without the device's last words would hide why it failed.
                stderr.awaitEnd(STDERR_DRAIN.toMillis());
            }
            String tail = stderr.text();
            return tail.isEmpty()
                    ? state + "; its stderr is empty"
                    : state + "; the end of its stderr:\n" + tail.stripTrailing();
        }

        @Override
        public void close(Duration grace) {
            tree.sample();
            session.sendShutdown();
            session.close();
            try {
                process.getOutputStream().close();
            } catch (IOException alreadyClosed) {
                // The child has closed its stdin: it is exiting anyway.
            }
            ProcessTermination.end(tree, grace);
            awaitThreads(grace);
            end.ended(tree, named.get());
        }

        @Override
        public void kill() {
            ProcessTermination.kill(tree);
            awaitThreads(Duration.ofSeconds(2));
            end.ended(tree, named.get());
        }

        /** The device is reaped: the threads that served it end now, so none outlives the device. */
        private void awaitThreads(Duration grace) {
            tree.stopSampling();
            stderr.awaitEnd(grace.toMillis());
            try {
                exitWatch.join(grace.toMillis() + EXIT_DRAIN.toMillis() * 2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
