package org.pto.avs.device.process;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Drains a child's stderr on its own thread, so the child never blocks on a full pipe, and keeps the last
 * {@link #CAPACITY} bytes for failure reports.
 */
final class StderrTail {

    static final int CAPACITY = 4096;

    private final byte[] ring = new byte[CAPACITY];
    private long written;
    private final Thread drainer;

    StderrTail(InputStream stderr, String name) {
        drainer = new Thread(() -> drain(stderr), "pto-avs-device-stderr " + name);
        drainer.setDaemon(true);
        drainer.start();
    }

    private void drain(InputStream stderr) {
        byte[] chunk = new byte[1024];
        try (stderr) {
            int n;
            while ((n = stderr.read(chunk)) > 0) {
                append(chunk, n);
            }
        } catch (IOException closed) {
            // The child is gone; what was read is kept.
        }
    }

    private synchronized void append(byte[] chunk, int n) {
        for (int i = 0; i < n; i++) {
            ring[(int) (written++ % CAPACITY)] = chunk[i];
        }
    }

    /** Waits up to {@code millis} for the child's stderr to end, so a crash report has its last words. */
    void awaitEnd(long millis) {
        try {
            drainer.join(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The last bytes written, as text; a partial character at the cut is replaced. */
    synchronized String text() {
        int length = (int) Math.min(written, CAPACITY);
        byte[] tail = new byte[length];
        long start = written - length;
        for (int i = 0; i < length; i++) {
            tail[i] = ring[(int) ((start + i) % CAPACITY)];
        }
        String text = new String(tail, StandardCharsets.UTF_8);
        return written > CAPACITY ? "..." + text : text;
    }
}
