package org.pto.avs.device;

import java.util.Set;

/**
 * A PTO implementation under test: the reference model, a simulator or a chip.
 *
 * <p>A device runs one program from one initial state and reports what it observed. It is used by one
 * case at a time; the engine keeps a pool when it runs cases in parallel.
 */
public interface Device extends AutoCloseable {

    /** Who built this device; recorded in every report and certification bundle. */
    DeviceIdentity identity();

    /** What this device can report. A case needing more is "not supported" on it, never passed. */
    Set<Observable> observables();

    /**
     * Loads {@code request.initial()} into a reset machine, attempts every program word in order (a fault
     * does not stop the program: the next word is attempted from the state the fault left), and reports the
     * requested observations.
     */
    Observation run(RunRequest request) throws DeviceException;

    /**
     * True when every {@link #run} ends on its own in a time bounded by the program's length: a model in memory
     * that attempts each word once, with nothing to wait for. The engine then runs this device's cases on the
     * calling thread rather than on a thread of their own watched by {@code avs.limits.case-timeout}. A simulator, a
     * chip, or anything that can hang keeps the default, false.
     */
    default boolean finishesEveryRun() {
        return false;
    }

    @Override
    default void close() throws DeviceException {
    }
}
