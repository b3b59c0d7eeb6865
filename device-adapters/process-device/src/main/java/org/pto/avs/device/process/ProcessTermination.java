package org.pto.avs.device.process;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Ends a child and everything it started, so no process outlives the harness and none is left a zombie. */
final class ProcessTermination {

    private ProcessTermination() {
    }

    /** Waits up to {@code grace} for a voluntary exit, then asks (SIGTERM), waits again, then forces (SIGKILL), and reaps. */
    static void end(Process process, Duration grace) {
        List<ProcessHandle> descendants = process.descendants().toList();
        if (!waitFor(process, grace)) {
            process.destroy();
            if (!waitFor(process, grace)) {
                process.destroyForcibly();
            }
        }
        reap(process);
        killAll(descendants, grace);
    }

    /** Forces the child down at once (after a timeout or garbage output) and reaps it. */
    static void kill(Process process) {
        List<ProcessHandle> descendants = process.descendants().toList();
        process.destroyForcibly();
        reap(process);
        killAll(descendants, Duration.ofSeconds(2));
    }

    /** Ends processes the device started (they are not the harness's children) and waits until they are gone. */
    static void killAll(List<ProcessHandle> processes, Duration grace) {
        for (ProcessHandle process : processes) {
            process.destroyForcibly();
        }
        for (ProcessHandle process : processes) {
            try {
                process.onExit().get(grace.toMillis(), TimeUnit.MILLISECONDS);
            } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
                // Killed; only its new parent can reap it.
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    static boolean waitFor(Process process, Duration time) {
        try {
            return process.waitFor(time.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return !process.isAlive();
        }
    }

    /** waitFor() collects the exit status, so the child does not stay a zombie. */
    private static void reap(Process process) {
        boolean interrupted = false;
        while (true) {
            try {
                process.waitFor();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
