package org.pto.avs.device.process;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Ends a child and everything it started, so no process outlives the harness and none is left a zombie. */
final class ProcessTermination {

    private ProcessTermination() {}

    /**
     * Waits up to {@code grace} for a voluntary exit; then ends what the device started, asks the device (SIGTERM),
     * waits again and forces it (SIGKILL); reaps it; and ends whatever it started that is still alive.
     */
    static void end(ProcessTree tree, Duration grace) {
        Process process = tree.process();
        if (!waitFor(process, grace)) {
            tree.killDescendants(grace);
            process.destroy();
            if (!waitFor(process, grace)) {
                process.destroyForcibly();
            }
        }
        reap(process);
        tree.killDescendants(grace);
    }

    /** Forces the tree down at once (after a timeout or garbage output), descendants first, and reaps the device. */
    static void kill(ProcessTree tree) {
        tree.killDescendants(Duration.ofSeconds(2));
        tree.process().destroyForcibly();
        reap(tree.process());
        tree.killDescendants(Duration.ofSeconds(2));
    }

    /** Ends processes the device started (they are not the harness's children) and waits until they are gone. */
    static void killAll(List<ProcessHandle> processes, Duration grace) {
        for (ProcessHandle process : processes) {
            process.destroyForcibly();
        }
        for (ProcessHandle process : processes) {
            try {
                process.onExit().get(grace.toMillis(), TimeUnit.MILLISECONDS);
            } catch (ExecutionException | TimeoutException e) {
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
