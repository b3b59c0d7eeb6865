package org.pto.avs.engine.limits;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import org.apiguardian.api.API;

/**
 * The bound on one case's time ({@code avs.limits.case-timeout}): the case runs on a thread of its own and the run
 * waits for it at most that long. A device adapter has its own per-request timeout; this bound also holds for
 * adapters that have none (an in-process Java device stuck in a loop), so one case can never stall the run.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CaseDeadline implements AutoCloseable {

    private final Duration timeout;
    private final ExecutorService threads;

    public CaseDeadline(Duration timeout) {
        this.timeout = timeout;
        AtomicInteger count = new AtomicInteger();
        this.threads = timeout.isZero()
                ? null
                : Executors.newCachedThreadPool(body -> {
                    Thread thread = new Thread(body, "pto-avs-case-" + count.incrementAndGet());
                    // A case abandoned at its deadline must not keep the JVM alive after the run.
                    thread.setDaemon(true);
                    return thread;
                });
    }

    public Duration timeout() {
        return timeout;
    }

    /**
     * The result of {@code body}, or empty when it did not finish in time (it is interrupted and left to end on its
     * own). Without a bound ({@code 0}) the body runs on the calling thread.
     */
    public <T> Optional<T> run(Callable<T> body) throws Exception {
        return run(body, () -> {});
    }

    /**
     * As {@link #run(Callable)}, calling {@code atExpiry} when the time is up and before the body is interrupted, so
     * that what the interrupted body still does can be told apart from what it did in time.
     */
    public <T> Optional<T> run(Callable<T> body, Runnable atExpiry) throws Exception {
        if (threads == null) {
            return Optional.of(body.call());
        }
        Future<T> future = threads.submit(body);
        try {
            return Optional.of(future.get(timeout.toNanos(), TimeUnit.NANOSECONDS));
        } catch (TimeoutException e) {
            atExpiry.run();
            future.cancel(true);
            return Optional.empty();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Exception cause) {
                throw cause;
            }
            throw e;
        }
    }

    @Override
    public void close() {
        if (threads != null) {
            threads.shutdownNow();
        }
    }
}
