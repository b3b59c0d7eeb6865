package org.pto.avs.device.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Reads newline-terminated lines of at most {@link Protocol#MAX_LINE_BYTES} bytes, newline included. A longer line
 * is refused while it is read: its bytes past the bound are skipped, never stored, so a peer cannot make the reader
 * hold more than the bound whatever it sends. Not thread-safe: one reader thread owns it.
 */
public final class LineReader {

    /** A line that exceeded the bound; the reader has skipped to the next newline. */
    public static final class LineTooLongException extends IOException {
        LineTooLongException(long length) {
            super("a line of more than " + Protocol.MAX_LINE_BYTES + " bytes (" + length
                    + " read before giving up); the bound is in PROTOCOL.md \"Size bounds\"");
        }
    }

    /** A line buffer grown past this for one long message is let go before the next, so it is not kept. */
    private static final int KEPT_BUFFER_BYTES = 1024 * 1024;

    private final InputStream in;
    private final int maxBytes;
    private final byte[] buffer = new byte[64 * 1024];
    private int position;
    private int limit;
    private byte[] line = new byte[8 * 1024];
    private int lineLength;

    public LineReader(InputStream in) {
        this(in, Protocol.MAX_LINE_BYTES);
    }

    LineReader(InputStream in, int maxBytes) {
        this.in = in;
        this.maxBytes = maxBytes;
    }

    /**
     * The next line without its {@code \n} (and without a {@code \r} before it), valid until the next call;
     * its length is {@link #length()}. Returns false at end of input; bytes after the last newline are
     * dropped, since a peer that dies mid-line sent no message.
     */
    public boolean next() throws IOException {
        lineLength = 0;
        if (line.length > KEPT_BUFFER_BYTES) {
            line = new byte[8 * 1024];
        }
        long skipped = 0;
        boolean tooLong = false;
        while (true) {
            if (position == limit) {
                limit = in.read(buffer, 0, buffer.length);
                position = 0;
                if (limit <= 0) {
                    limit = 0;
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
                lineLength = 0;
            }
            if (tooLong) {
                skipped += chunk;
            } else {
                append(position, chunk);
            }
            position = newline < 0 ? limit : newline + 1;
            if (newline >= 0) {
                if (tooLong) {
                    throw new LineTooLongException(skipped);
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

    private void append(int from, int count) {
        if (lineLength + count > line.length) {
            line = Arrays.copyOf(line, Math.max(line.length * 2, lineLength + count));
        }
        System.arraycopy(buffer, from, line, lineLength, count);
        lineLength += count;
    }
}
