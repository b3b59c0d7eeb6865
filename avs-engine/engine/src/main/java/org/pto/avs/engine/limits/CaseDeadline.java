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
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.results.Constants;

/**
 * The bound on one case's time ({@code avs.limits.case-timeout} times {@code avs.timeout-factor}): the case runs on a
 * thread of its own and the run waits for it at most that long. A device adapter has its own per-request timeout;
 * this bound also holds for adapters that have none (an in-process Java device stuck in a loop), so one case can never
 * stall the run. A case run again after a missed limit is held to a {@link #stretched} bound.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CaseDeadline implements AutoCloseable {

    private final Duration configured;
    private final double factor;
    private final int stretch;
    private final Duration timeout;
    private final ExecutorService threads;

    /**
     * @param configured {@value Constants#CASE_TIMEOUT}, zero for no bound
     * @param factor     {@value Constants#TIMEOUT_FACTOR}
     */
    public CaseDeadline(Duration configured, double factor) {
        this(configured, factor, 1, threads(configured));
    }

    private CaseDeadline(Duration configured, double factor, int stretch, ExecutorService threads) {
        this.configured = configured;
        this.factor = factor;
        this.stretch = stretch;
        this.timeout = DeviceSettings.scaled(configured, factor * stretch);
        this.threads = threads;
    }

    private static ExecutorService threads(Duration configured) {
        if (configured.isZero()) {
            return null;
        }
        AtomicInteger count = new AtomicInteger();
        return Executors.newCachedThreadPool(body -> {
            Thread thread = new Thread(body, "pto-avs-case-" + count.incrementAndGet());
            // A case abandoned at its deadline must not keep the JVM alive after the run.
            thread.setDaemon(true);
            return thread;
        });
    }

    /** This bound {@code times} as long, on the same threads (closing this one closes both). */
    public CaseDeadline stretched(int times) {
        return new CaseDeadline(configured, factor, stretch * times, threads);
    }

    /** The bound a case is held to. */
    public Duration timeout() {
        return timeout;
    }

    /** The bound and where it comes from, for a message: {@code 3000ms (avs.limits.case-timeout=3000ms)}. */
    public String describe() {
        StringBuilder text = new StringBuilder()
                .append(timeout.toMillis())
                .append("ms (")
                .append(Constants.CASE_TIMEOUT)
                .append('=')
                .append(configured.toMillis())
                .append("ms");
        if (factor != 1) {
            text.append(" times ").append(Constants.TIMEOUT_FACTOR).append('=').append(factorText(factor));
        }
        if (stretch != 1) {
            text.append(" times ").append(stretch).append(" for a case run again");
        }
        return text.append(')').toString();
    }

    private static String factorText(double factor) {
        return factor == Math.rint(factor) ? Long.toString((long) factor) : Double.toString(factor);
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
