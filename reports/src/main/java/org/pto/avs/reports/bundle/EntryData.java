package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.pto.avs.results.Sha256;

/**
 * An entry's bytes, read from the archive and inflated {@value #CHUNK} bytes at a time, held to the size and CRC-32
 * its central directory entry declares. Only the chunk in hand is in memory: the bytes go to a {@link Sink} (a
 * digest, or the one buffer of a file the verifier parses).
 */
final class EntryData {

    /** Bytes read from the archive, and inflated, at a time. */
    static final int CHUNK = 64 << 10;

    /** Where an entry's bytes go, a chunk at a time, in order. */
    interface Sink {
        void accept(byte[] bytes, int offset, int count);
    }

    private EntryData() {}

    /** The SHA-256 of the entry's bytes, once they are known to be what the central directory declares. */
    static String sha256(ZipBytes zip, CentralEntry entry, int dataStart) throws IOException {
        MessageDigest digest = Sha256.digest();
        stream(zip, entry, dataStart, digest::update);
        return HexFormat.of().formatHex(digest.digest());
    }

    /** The entry's bytes, which must hash to {@code sha256}, the digest taken when the archive was first read. */
    static byte[] read(ZipBytes zip, CentralEntry entry, int dataStart, String sha256) throws IOException {
        byte[] data = new byte[(int) entry.size()];
        int[] filled = {0};
        stream(zip, entry, dataStart, (bytes, offset, count) -> {
            System.arraycopy(bytes, offset, data, filled[0], count);
            filled[0] += count;
        });
        if (!Sha256.of(data).equals(sha256)) {
            throw zip.fail("entry " + entry.shownName() + " changed while the archive was being verified");
        }
        return data;
    }

    /** Feeds the entry's bytes to {@code sink}; never more than its declared size, and its CRC-32 checked. */
    static void stream(ZipBytes zip, CentralEntry entry, int dataStart, Sink sink) throws IOException {
        CRC32 crc = new CRC32();
        Sink checked = (bytes, offset, count) -> {
            crc.update(bytes, offset, count);
            sink.accept(bytes, offset, count);
        };
        if (entry.method() == CentralEntry.STORED) {
            copy(zip, entry, dataStart, checked);
        } else {
            inflate(zip, entry, dataStart, checked);
        }
        if (crc.getValue() != entry.crc()) {
            throw zip.fail("entry " + entry.shownName() + ": CRC-32 " + crc.getValue() + " of its bytes, " + entry.crc()
                    + " declared");
        }
    }

    /** A stored entry: its size is its compressed size ({@link EntryRules}). */
    private static void copy(ZipBytes zip, CentralEntry entry, int dataStart, Sink sink) throws IOException {
        byte[] chunk = new byte[(int) Math.min(CHUNK, entry.size())];
        for (long done = 0; done < entry.size(); ) {
            int count = (int) Math.min(chunk.length, entry.size() - done);
            zip.readFully(dataStart + done, chunk, 0, count);
            sink.accept(chunk, 0, count);
            done += count;
        }
    }

    /** Raw deflate (nowrap), chunk by chunk; one byte past the declared size is a lying header, so it stops there. */
    private static void inflate(ZipBytes zip, CentralEntry entry, int dataStart, Sink sink) throws IOException {
        String where = "entry " + entry.shownName();
        long declared = entry.size();
        long compressed = entry.compressedSize();
        byte[] input = new byte[(int) Math.max(1, Math.min(CHUNK, compressed))];
        byte[] output = new byte[CHUNK];
        Inflater inflater = new Inflater(true);
        try {
            long fed = 0;
            long produced = 0;
            while (!inflater.finished()) {
                if (inflater.needsInput()) {
                    if (fed == compressed) {
                        throw zip.fail(where + ": its deflate data ends before the deflate stream does");
                    }
                    int count = (int) Math.min(input.length, compressed - fed);
                    zip.readFully(dataStart + fed, input, 0, count);
                    inflater.setInput(input, 0, count);
                    fed += count;
                }
                if (inflater.needsDictionary()) {
                    throw zip.fail(where + ": its deflate data ends before the deflate stream does");
                }
                int count = inflater.inflate(output);
                if (count > 0) {
                    if (produced + count > declared) {
                        throw zip.fail(where + ": inflates past its declared size of " + declared + " bytes");
                    }
                    sink.accept(output, 0, count);
                    produced += count;
                }
            }
            if (produced != declared) {
                throw zip.fail(where + ": inflates to " + produced + " bytes, " + declared + " declared");
            }
            long after = compressed - fed + inflater.getRemaining();
            if (after != 0) {
                throw zip.fail(where + ": " + after + " bytes after the end of its deflate stream");
            }
        } catch (DataFormatException e) {
            throw zip.fail(where + ": corrupt deflate data (" + e.getMessage() + ")");
        } finally {
            inflater.end();
        }
    }
}
