package org.pto.avs.device.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.util.Arrays;
import org.apiguardian.api.API;

/**
 * Reads newline-terminated lines of at most {@link Protocol#MAX_LINE_BYTES} bytes, newline included. A longer line
 * is refused while it is read: its bytes past the bound are skipped, never stored, so a peer cannot make the reader
 * hold more than the bound whatever it sends. A line longer than {@link LongLineGate#SHORT_LINE_BYTES} is read only
 * with a turn of the {@link LongLineGate}, so the readers of many device instances never hold more long lines at once
 * than the heap has room for. Not thread-safe: one reader thread owns it, and calls {@link #release()} when it stops.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class LineReader {

    /** A line that exceeded the bound; the reader has skipped to the next newline. */
    public static final class LineTooLongException extends IOException {
        LineTooLongException(long length, int maxBytes) {
            super("a line of " + length + " bytes with its newline, over the bound of " + maxBytes + " bytes for"
                    + " one message (PROTOCOL.md \"Size bounds\")");
        }
    }

    private final InputStream in;
    private final int maxBytes;
    private final LongLineGate gate;
    private final byte[] buffer = new byte[64 * 1024];
    private int position;
    private int limit;
    private byte[] line = new byte[8 * 1024];
    private int lineLength;
    private boolean longLine;

    public LineReader(InputStream in) {
        this(in, Protocol.MAX_LINE_BYTES, LongLineGate.SHARED);
    }

    LineReader(InputStream in, int maxBytes, LongLineGate gate) {
        this.in = in;
        this.maxBytes = maxBytes;
        this.gate = gate;
    }

    /**
     * The next line without its {@code \n} (and without a {@code \r} before it), valid until the next call;
     * its length is {@link #length()}. Returns false at end of input; bytes after the last newline are
     * dropped, since a peer that dies mid-line sent no message.
     */
    public boolean next() throws IOException {
        release();
        long skipped = 0;
        boolean tooLong = false;
        while (true) {
            if (position == limit) {
                limit = in.read(buffer, 0, buffer.length);
                position = 0;
                if (limit <= 0) {
                    limit = 0;
                    release();
                    return false;
                }
            }
            int newline = -1;
            for (int i = position; i < limit; i++) {
                if (buffer[i] == '\n') {
                    newline = i;
                    break;
                }
            }
            int end = newline < 0 ? limit : newline;
            int chunk = end - position;
            if (!tooLong && (long) lineLength + chunk >= maxBytes) {
                tooLong = true;
                skipped = lineLength;
                // Refused: the bytes read so far and the turn go now, not after skipping the rest of the line.
                release();
            }
            if (tooLong) {
                skipped += chunk;
            } else {
                append(position, chunk);
            }
            position = newline < 0 ? limit : newline + 1;
            if (newline >= 0) {
                if (tooLong) {
                    throw new LineTooLongException(skipped + 1, maxBytes);
                }
                if (lineLength > 0 && line[lineLength - 1] == '\r') {
                    lineLength--;
                }
                return true;
            }
        }
    }

    public byte[] bytes() {
        return line;
    }

    public int length() {
        return lineLength;
    }

    /** Lets go of a long line's buffer and its turn at the {@link LongLineGate}; the current line is gone. */
    public void release() {
        lineLength = 0;
        if (line.length > LongLineGate.SHORT_LINE_BYTES) {
            line = new byte[8 * 1024];
        }
        if (longLine) {
            longLine = false;
            gate.release();
        }
    }

    private void append(int from, int count) throws InterruptedIOException {
        if (lineLength + count > LongLineGate.SHORT_LINE_BYTES && !longLine) {
            gate.acquire();
            longLine = true;
        }
        if (lineLength + count > line.length) {
            // Never past the bound: a line that would need more is refused before this.
            line = Arrays.copyOf(line, Math.min(maxBytes, Math.max(line.length * 2, lineLength + count)));
        }
        System.arraycopy(buffer, from, line, lineLength, count);
        lineLength += count;
    }
}
