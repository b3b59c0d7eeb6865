package org.pto.avs.engine.execution;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.pto.avs.device.Device;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.limits.CaseDeadline;
import org.pto.avs.results.CaseStatus;

/**
 * Runs each case on a device instance of its own, within its bound ({@link CaseDeadline}): a case past it is a
 * timeout, and its instance is closed and replaced so the run goes on. On a device whose runs cannot hang
 * ({@link Device#finishesEveryRun()}) the case runs on the calling thread, unwatched. A case that ended in
 * {@code timeout} runs once more, from its start, on a fresh instance with twice the time limits, and that attempt's
 * result is the case's, until {@link Retry#LATE_TWICE_BUDGET} cases were late twice ({@link Retry}). Any failure of
 * the harness is the case's error, never the run's.
 */
final class WatchedCases implements AutoCloseable {

    private final DeviceSession session;
    private final CaseRunner runner;
    private final CaseDeadline deadline;
    private final CaseDeadline retryDeadline;
    private final Console console;
    /** Cases whose second attempt timed out too; cases may run on several instances at once. */
    private final AtomicInteger lateTwice = new AtomicInteger();

    WatchedCases(DeviceSession session, CaseRunner runner, CaseDeadline deadline, Console console) {
        this.session = session;
        this.runner = runner;
        this.deadline = deadline;
        this.retryDeadline = deadline.stretched(Retry.STRETCH);
        this.console = console;
    }

    /** The verdict on {@code avsCase}, at {@code position} in the run's plan; vector results go to {@code published}. */
    CaseVerdict judge(AvsCase avsCase, OptionalInt position, VectorEntries published) {
        CaseVerdict first = attempt(avsCase, position, published, false);
        Optional<String> why = Retry.why(first);
        if (why.isEmpty() || lateTwice.get() >= Retry.LATE_TWICE_BUDGET) {
            return first;
        }
        published.retry(avsCase.id(), why.get());
        CaseVerdict second = attempt(avsCase, position, published, true);
        if (second.status() == CaseStatus.TIMEOUT && lateTwice.incrementAndGet() == Retry.LATE_TWICE_BUDGET) {
            console.warn(Retry.LATE_TWICE_BUDGET + " cases timed out on both attempts: the device hangs rather than"
                    + " the machine being busy, so a later timeout counts at once, without a second attempt");
        }
        return new CaseVerdict.Retried(second, why.get());
    }

    private CaseVerdict attempt(AvsCase avsCase, OptionalInt position, VectorEntries published, boolean retry) {
        CaseDeadline bound = retry ? retryDeadline : deadline;
        try (DeviceSession.Lease lease = retry ? session.leaseForRetry() : session.lease()) {
            Consumer<VectorResult> publish = published.attempt(avsCase.id());
            if (lease.finishesEveryRun()) {
                // A run that cannot hang goes on this thread: a hand-off per case costs more than the case.
                return runner.run(avsCase, position, lease, publish);
            }
            Optional<CaseVerdict> inTime = bound.run(
                    () -> runner.run(avsCase, position, lease, publish),
                    // What the run judges once interrupted, as its device is closed under it, is not this case's.
                    published::endAttempt);
            if (inTime.isPresent()) {
                return inTime.get();
            }
            session.abandon(lease);
            return CaseVerdict.Vectors.endedWhole(
                    avsCase,
                    CaseStatus.TIMEOUT,
                    avsCase.id()
                            + " did not finish within " + bound.describe()
                            + "; its device instance was closed and replaced");
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
