package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/** An archive held in memory, read field by field; every field of a zip is little-endian (APPNOTE 4.4). */
record ZipBytes(Path archive, byte[] bytes) {

    /** Reads the whole archive, once its size is known to be within {@link ZipLimits#MAX_ARCHIVE_SIZE}. */
    static ZipBytes read(Path archive) throws IOException {
        long size = Files.size(archive);
        if (size > ZipLimits.MAX_ARCHIVE_SIZE) {
            throw new IOException(archive + ": " + size + " bytes, over the bound of " + ZipLimits.MAX_ARCHIVE_SIZE
                    + " bytes for a bundle archive");
        }
        return new ZipBytes(archive, Files.readAllBytes(archive));
    }

    int length() {
        return bytes.length;
    }

    boolean has(long at, long count) {
        return at >= 0 && count >= 0 && at + count <= bytes.length;
    }

    int u16(long at) throws IOException {
        require(at, 2);
        int i = (int) at;
        return (bytes[i] & 0xff) | (bytes[i + 1] & 0xff) << 8;
    }

    long u32(long at) throws IOException {
        require(at, 4);
        return u16(at) | (long) u16(at + 2) << 16;
    }

    byte[] slice(long at, long count) throws IOException {
        require(at, count);
        return Arrays.copyOfRange(bytes, (int) at, (int) (at + count));
    }

    /** An error naming the archive and what is wrong with it. */
    IOException fail(String what) {
        return new IOException(archive + ": " + what);
    }

    private void require(long at, long count) throws IOException {
        if (!has(at, count)) {
            throw fail("truncated: " + count + " bytes wanted at offset " + at + " of " + bytes.length);
        }
    }
}
