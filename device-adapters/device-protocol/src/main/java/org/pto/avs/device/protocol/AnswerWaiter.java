package org.pto.avs.device.protocol;

import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Function;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.Observation;

/**
 * The thread that waits for the answers of the runs sent ahead on one session, oldest first. Waiting in the order
 * they were sent gives each run its timeout from the moment it is the oldest one in flight, as one run at a time
 * would (PROTOCOL.md "Pipelining, timeouts and failures"); an answer that came out of order is simply there already.
 */
final class AnswerWaiter {

    private record Awaited(long id, CompletableFuture<Observation> answer) {}

    private static final Awaited END = new Awaited(-1, null);

    private final DeviceSession session;
    private final Duration timeout;
    private final Function<SessionException, DeviceException> failure;
    private final BlockingQueue<Awaited> queue = new LinkedBlockingQueue<>();

    /** @param failure what a session failure is as the device's failure (with the link's diagnostics) */
    AnswerWaiter(
            DeviceSession session, Duration timeout, Function<SessionException, DeviceException> failure, String peer) {
        this.session = session;
        this.timeout = timeout;
        this.failure = failure;
        Thread thread = new Thread(this::loop, "pto-avs-device-answers " + peer);
        thread.setDaemon(true);
        thread.start();
    }

    /** Completes {@code answer} with the result of run {@code id} of the session, in turn. */
    void await(long id, CompletableFuture<Observation> answer) {
        queue.add(new Awaited(id, answer));
    }

    /** Ends the thread after the runs already queued: its session is discarded, so they fail at once. */
    void finish() {
        queue.add(END);
    }

    private void loop() {
        while (true) {
            Awaited next;
            try {
                next = queue.take();
            } catch (InterruptedException e) {
                return;
            }
            if (next == END) {
                return;
            }
            try {
                next.answer().complete(session.await(next.id(), timeout));
            } catch (SessionException e) {
                next.answer().completeExceptionally(failure.apply(e));
            } catch (RuntimeException e) {
                next.answer().completeExceptionally(e);
            }
        }
    }
}
