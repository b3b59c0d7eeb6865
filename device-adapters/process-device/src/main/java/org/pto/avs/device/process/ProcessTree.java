package org.pto.avs.device.process;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * A device process and every process it started: once the device exits, its children are no longer its descendants
 * (the system adopts them), so they are recorded while it runs, whenever the device writes to its stdout and every
 * {@value #SAMPLE_MILLIS} ms, and ended with it, descendants first; and whatever escaped the samples (forked just
 * before the device exited, or a daemon that left the tree) is found by the traces it carries ({@link LeftBehind})
 * and ended too. Processes found alive after the device exited are the ones it left behind, and are named. Its
 * sampling thread lives exactly as long as the device process: a JVM that runs the harness inside another program
 * (Maven's {@code exec:java}) finds no thread of it left once the device is closed.
 */
final class ProcessTree {

    static final long SAMPLE_MILLIS = 100;

    static final String SAMPLER_THREAD = "pto-avs-device-process-sampler";

    /** Rounds of looking for what is left: a process may fork while it is ended, and each round ends more. */
    private static final int SWEEPS = 20;

    private final Process process;
    private final LeftBehind traces;
    private final Map<Long, ProcessHandle> seen = new LinkedHashMap<>();
    private final Map<Long, String> leftBehind = new LinkedHashMap<>();
    /** A sandboxed device process is the sandbox: its own children are the sandbox's init, never the device's. */
    private final boolean sandbox;

    private final Set<Long> sandboxInits = new HashSet<>();
    private final ScheduledExecutorService sampler;

    ProcessTree(Process process, LeftBehind traces, boolean sandbox) {
        this.process = process;
        this.traces = traces;
        this.sandbox = sandbox;
        this.sampler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, SAMPLER_THREAD + " " + process.pid());
            thread.setDaemon(true);
            return thread;
        });
        sampler.scheduleWithFixedDelay(this::sample, SAMPLE_MILLIS, SAMPLE_MILLIS, TimeUnit.MILLISECONDS);
        process.onExit().thenRun(sampler::shutdownNow);
    }

    /** Stops sampling and waits for the sampling thread to end; the device process is gone or going. */
    void stopSampling() {
        sampler.shutdownNow();
        try {
            sampler.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    Process process() {
        return process;
    }

    /** Records the device's descendants as they are now. */
    synchronized void sample() {
        process.descendants().forEach(p -> seen.put(p.pid(), p));
        if (sandbox) {
            process.children().forEach(p -> sandboxInits.add(p.pid()));
        }
    }

    /** The processes the device started that are still alive. */
    synchronized List<ProcessHandle> liveDescendants() {
        List<ProcessHandle> alive = new ArrayList<>();
        for (ProcessHandle p : seen.values()) {
            if (p.isAlive()) {
                alive.add(p);
            }
        }
        return alive;
    }

    /**
     * The device's stdout, which records the tree each time the device writes (at most every few ms): a device
     * that starts a helper and then says {@code hello} or answers a run has it recorded before it can exit.
     */
    InputStream sampling(InputStream stdout) {
        return new FilterInputStream(stdout) {
            private long last;

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                int n = super.read(b, off, len);
                long now = System.nanoTime();
                if (n > 0 && (last == 0 || now - last > TimeUnit.MILLISECONDS.toNanos(5))) {
                    last = now;
                    sample();
                }
                return n;
            }
        };
    }

    /** Ends the processes the device started, at once, and waits up to {@code grace} for each to go. */
    void killDescendants(Duration grace) {
        List<ProcessHandle> alive;
        if (process.isAlive()) {
            sample();
            alive = liveDescendants();
        } else {
            alive = liveDescendants();
            remember(alive);
        }
        ProcessTermination.killAll(alive, grace);
        sweep(grace);
    }

    /** Ends every other process the device's traces lead to, looking again until a look finds none. */
    private void sweep(Duration grace) {
        for (int round = 0; round < SWEEPS; round++) {
            boolean deviceGone = !process.isAlive();
            List<ProcessHandle> found = traces.find();
            found.removeIf(p -> p.pid() == process.pid());
            if (found.isEmpty()) {
                return;
            }
            if (deviceGone) {
                remember(found);
            }
            ProcessTermination.killAll(found, grace);
        }
    }

    /**
     * Keeps the processes found alive after the device exited, but the sandbox's init: the sandbox ends once the
     * device's program exits, and its init may still be going when the device process (bubblewrap) is reaped.
     */
    private synchronized void remember(List<ProcessHandle> left) {
        left.stream()
                .filter(p -> !sandboxInits.contains(p.pid()))
                .forEach(p -> leftBehind.putIfAbsent(p.pid(), LeftBehind.describe(p)));
    }

    /** The processes found alive after the device exited, each with its command line; all of them were ended. */
    synchronized List<String> leftBehind() {
        return List.copyOf(leftBehind.values());
    }
}
