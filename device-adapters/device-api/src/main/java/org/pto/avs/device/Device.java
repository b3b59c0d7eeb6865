package org.pto.avs.device;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.apiguardian.api.API;

/**
 * A PTO implementation under test: the reference model, a simulator or a chip.
 *
 * <p>A device runs one program from one initial state and reports what it observed. It is used by one
 * case at a time; the engine keeps a pool when it runs cases in parallel.
 *
 * <p>A Java adapter implements {@link #run}, and the engine sends it one run at a time. An adapter that can have
 * several runs in flight (a simulator behind a link, a board) also implements {@link #submit} and
 * {@link #pipelineDepth}: the engine then sends up to that many runs ahead of their answers, of the case it runs
 * and of the cases after it, and still judges and reports every case in order.
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface Device extends AutoCloseable {

    /** Who built this device; recorded in every report and certification bundle. */
    DeviceIdentity identity();

    /** What this device can report. A case needing more is "not supported" on it, never passed. */
    Set<Observable> observables();

    /**
     * The state records this device reports, by the names the catalog declares (PROTOCOL.md "records"). A vector that
     * states a record the device does not report is "not supported" on it. None, by default.
     */
    default Set<String> records() {
        return Set.of();
    }

    /**
     * Loads {@code request.initial()} into a reset machine, attempts every program word in order (a fault
     * does not stop the program: the next word is attempted from the state the fault left), and reports the
     * requested observations.
     */
    Observation run(RunRequest request) throws DeviceException;

    /**
     * Starts a run and returns its observation when the device answers, or fails with the {@link DeviceException}
     * that {@link #run} would have thrown (any other exception is the adapter's bug). Answers may come in any order.
     *
     * <p>The default runs the request now, on the calling thread, and returns it done: the simple way for an adapter
     * that cannot pipeline. An adapter whose {@link #pipelineDepth} is above 1 returns without waiting for the
     * answer, and charges each failure to the run it belongs to (a failure that ends the instance fails the runs
     * after it too; the engine sends those again to a fresh instance).
     */
    default CompletableFuture<Observation> submit(RunRequest request) {
        try {
            return CompletableFuture.completedFuture(run(request));
        } catch (DeviceException | RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    /**
     * How many runs {@link #submit} takes in flight at once (the engine never sends more); 1, the default, means
     * one at a time. The process and socket adapters read it from {@code avs.device.pipeline}.
     */
    default int pipelineDepth() {
        return 1;
    }

    /**
     * True when every {@link #run} ends on its own in a time bounded by the program's length: a model in memory
     * that attempts each word once, with nothing to wait for. The engine then runs this device's cases on the
     * calling thread rather than on a thread of their own watched by {@code avs.limits.case-timeout}. A simulator, a
     * chip, or anything that can hang keeps the default, false.
     */
    default boolean finishesEveryRun() {
        return false;
    }

    /**
     * The settings this instance decided for itself, by name without the {@code avs.device.} prefix, for the run's
     * records: a setting such as {@code sandbox=auto} says what was asked, this says what ran ({@code bwrap} or
     * {@code off}). Empty, the default, when the device decides nothing the settings leave open.
     */
    default Map<String, String> appliedSettings() {
        return Map.of();
    }

    @Override
    default void close() throws DeviceException {}
}
