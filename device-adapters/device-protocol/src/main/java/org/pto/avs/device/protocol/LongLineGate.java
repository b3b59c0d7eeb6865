package org.pto.avs.device.protocol;

import java.io.InterruptedIOException;
import java.util.concurrent.Semaphore;

/**
 * How many readers of this JVM may hold a line longer than {@link #SHORT_LINE_BYTES} at once. Each may grow to the
 * 64 MiB bound, and decoding it costs about as much again, so with eight device instances each sending a line of
 * hundreds of megabytes the readers together would exhaust a small heap (and every thread with it) long before any
 * of them reached the bound. Only as many as the heap holds at once read such lines; the others wait for their turn
 * with their device paused on a full pipe. A reader holding a permit depends only on its own peer, which its session's
 * timeout ends, so waiting never deadlocks.
 */
final class LongLineGate {

    /** Lines up to this size (nearly every message) are read without a permit. */
    static final int SHORT_LINE_BYTES = 1024 * 1024;

    /** A long line's buffer, its growth and its decoding: what one permit stands for. */
    private static final long HEAP_PER_LONG_LINE = 4L * Protocol.MAX_LINE_BYTES;

    /** The gate every reader of this JVM passes. */
    static final LongLineGate SHARED =
            new LongLineGate(permits(Runtime.getRuntime().maxMemory()));

    private final Semaphore permits;

    LongLineGate(int permits) {
        this.permits = new Semaphore(permits);
    }

    /** One reader under a 256 MiB heap, four under 1 GiB; never none, so a long line can always be read. */
    static int permits(long maxHeapBytes) {
        return (int) Math.max(1, Math.min(64, maxHeapBytes / HEAP_PER_LONG_LINE));
    }

    void acquire() throws InterruptedIOException {
        try {
            permits.acquire();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException(
                    "interrupted waiting to read a line of more than " + SHORT_LINE_BYTES + " bytes");
        }
    }

    void release() {
        permits.release();
    }

    int available() {
        return permits.availablePermits();
    }
}
