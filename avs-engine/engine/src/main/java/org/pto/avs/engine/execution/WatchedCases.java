package org.pto.avs.engine.execution;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ExecutionException;
import org.pto.avs.device.Device;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.limits.CaseDeadline;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.Constants;

/**
 * Runs each case on a device instance of its own, within {@value Constants#CASE_TIMEOUT}: a case past it is a
 * timeout, and its instance is closed and replaced so the run goes on. On a device whose runs cannot hang
 * ({@link Device#finishesEveryRun()}) the case runs on the calling thread, unwatched. Any failure of the harness is
 * the case's error, never the run's.
 */
final class WatchedCases implements AutoCloseable {

    private final DeviceSession session;
    private final CaseRunner runner;
    private final CaseDeadline deadline;

    WatchedCases(DeviceSession session, CaseRunner runner, CaseDeadline deadline) {
        this.session = session;
        this.runner = runner;
        this.deadline = deadline;
    }

    /** The verdict on {@code avsCase}, at {@code position} in the run's plan; vector results go to {@code published}. */
    CaseVerdict judge(AvsCase avsCase, OptionalInt position, VectorEntries published) {
        try (DeviceSession.Lease lease = session.lease()) {
            if (lease.finishesEveryRun()) {
                // A run that cannot hang goes on this thread: a hand-off per case costs more than the case.
                return runner.run(avsCase, position, lease, result -> published.publish(avsCase.id(), result));
            }
            Optional<CaseVerdict> inTime = deadline.run(
                    () -> runner.run(avsCase, position, lease, result -> published.publish(avsCase.id(), result)),
                    // What the run judges once interrupted, as its device is closed under it, is not this case's.
                    published::close);
            if (inTime.isPresent()) {
                return inTime.get();
            }
            session.abandon(lease);
            return CaseVerdict.Vectors.endedWhole(
                    avsCase,
                    CaseStatus.TIMEOUT,
                    avsCase.id()
                            + " did not finish within " + Constants.CASE_TIMEOUT + "="
                            + deadline.timeout().toMillis()
                            + "ms; its device instance was closed and replaced");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return CaseVerdict.Vectors.endedWhole(
                    avsCase, CaseStatus.ERROR, avsCase.id() + ": the run was interrupted");
        } catch (Exception | OutOfMemoryError | StackOverflowError e) {
            // JUnit would end the whole run on an OutOfMemoryError.
            Throwable cause = e instanceof ExecutionException && e.getCause() != null ? e.getCause() : e;
            return CaseVerdict.Vectors.endedWhole(
                    avsCase, CaseStatus.ERROR, avsCase.id() + ": the harness failed: " + cause);
        }
    }

    @Override
    public void close() {
        deadline.close();
    }
}
