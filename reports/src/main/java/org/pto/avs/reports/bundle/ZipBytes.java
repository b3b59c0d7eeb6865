package org.pto.avs.reports.bundle;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;

/**
 * An archive read field by field through a {@link FileChannel}, at random offsets, never held whole: headers are read
 * through a window of {@value #WINDOW} bytes, entry data in chunks ({@link #readFully}). Every field of a zip is
 * little-endian (APPNOTE 4.4). The archive's size is taken once, when it is opened; a read past it is refused.
 */
final class ZipBytes implements Closeable {

    /** Bytes of headers read at once: a central directory is read in a few reads, not one per field. */
    static final int WINDOW = 64 << 10;

    private final Path archive;
    private final FileChannel channel;
    private final long length;
    private byte[] window = new byte[0];
    private long windowStart;

    private ZipBytes(Path archive, FileChannel channel, long length) {
        this.archive = archive;
        this.channel = channel;
        this.length = length;
    }

    /** Opens the archive, once its size is known to be within {@link ZipLimits#MAX_ARCHIVE_SIZE}. */
    static ZipBytes open(Path archive) throws IOException {
        FileChannel channel = FileChannel.open(archive, StandardOpenOption.READ);
        try {
            long size = channel.size();
            if (size > ZipLimits.MAX_ARCHIVE_SIZE) {
                throw new IOException(archive + ": " + size + " bytes, over the bound of " + ZipLimits.MAX_ARCHIVE_SIZE
                        + " bytes for a bundle archive");
            }
            return new ZipBytes(archive, channel, size);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    Path archive() {
        return archive;
    }

    /** The archive's size when it was opened; under {@link ZipLimits#MAX_ARCHIVE_SIZE}, so it fits an int. */
    int length() {
        return (int) length;
    }

    boolean has(long at, long count) {
        return at >= 0 && count >= 0 && at + count <= length;
    }

    int u16(long at) throws IOException {
        require(at, 2);
        int i = at(at, 2);
        return (window[i] & 0xff) | (window[i + 1] & 0xff) << 8;
    }

    long u32(long at) throws IOException {
        require(at, 4);
        return u16(at) | (long) u16(at + 2) << 16;
    }

    byte[] slice(long at, long count) throws IOException {
        require(at, count);
        int i = at(at, (int) count);
        return Arrays.copyOfRange(window, i, i + (int) count);
    }

    /** Reads {@code count} bytes at {@code at} into {@code into}, past the window: entry data, chunk by chunk. */
    void readFully(long at, byte[] into, int offset, int count) throws IOException {
        require(at, count);
        ByteBuffer buffer = ByteBuffer.wrap(into, offset, count);
        long position = at;
        while (buffer.hasRemaining()) {
            int read = channel.read(buffer, position);
            if (read < 0) {
                throw fail("changed while being read: it ends at offset " + position + ", not at " + length);
            }
            position += read;
        }
    }

    /** An error naming the archive and what is wrong with it. */
    IOException fail(String what) {
        return new IOException(archive + ": " + what);
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }

    /** Where {@code at} is in the window, once the window holds {@code count} bytes from there. */
    private int at(long at, int count) throws IOException {
        if (at < windowStart || at + count > windowStart + window.length) {
            // Half a window before as well as after: the end record is looked for backwards, headers forwards.
            long start = Math.max(0, at - WINDOW / 2);
            long end = Math.min(length, Math.max(start + WINDOW, at + count));
            byte[] bytes = new byte[(int) (end - start)];
            readFully(start, bytes, 0, bytes.length);
            window = bytes;
            windowStart = start;
        }
        return (int) (at - windowStart);
    }

    private void require(long at, long count) throws IOException {
        if (!has(at, count)) {
            throw fail("truncated: " + count + " bytes wanted at offset " + at + " of " + length);
        }
    }
}
