package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * Archives made in memory with ZipOutputStream, and the byte surgery that crafts attacks from them: every field is
 * found through the end record and the central directory, as a reader finds it (APPNOTE 4.3).
 */
final class ZipSurgery {

    private static final int END_LENGTH = 22;
    private static final int CENTRAL_FIXED = 46;
    private static final int LOCAL_FIXED = 30;

    private ZipSurgery() {}

    /** A deflated archive of names and texts, in pairs, as ZipOutputStream (and so ZipArchive) writes it. */
    static byte[] zip(String... namesAndTexts) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (int i = 0; i < namesAndTexts.length; i += 2) {
                zip.putNextEntry(new ZipEntry(namesAndTexts[i]));
                zip.write(namesAndTexts[i + 1].getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /** The message StrictZip refuses the archive with; it must name the archive. */
    static String refusal(Path folder, byte[] zip) throws IOException {
        Path archive = Files.write(folder.resolve("crafted.zip"), zip);
        String message =
                assertThrows(IOException.class, () -> StrictZip.read(archive)).getMessage();
        assertTrue(message.startsWith(archive.toString()), message);
        return message;
    }

    static int endRecord(byte[] zip) {
        return zip.length - END_LENGTH;
    }

    static int centralDirectory(byte[] zip) {
        return (int) u32(zip, endRecord(zip) + 16);
    }

    /** Offset of the index-th central directory file header. */
    static int central(byte[] zip, int index) {
        int at = centralDirectory(zip);
        for (int i = 0; i < index; i++) {
            at += CENTRAL_FIXED + u16(zip, at + 28) + u16(zip, at + 30) + u16(zip, at + 32);
        }
        return at;
    }

    /** Offset of the index-th entry's local file header. */
    static int local(byte[] zip, int index) {
        return (int) u32(zip, central(zip, index) + 42);
    }

    /** Offset of the index-th entry's data descriptor, after its signature. */
    static int descriptor(byte[] zip, int index) {
        int at = local(zip, index);
        return at + LOCAL_FIXED + u16(zip, at + 26) + u16(zip, at + 28) + (int) u32(zip, central(zip, index) + 20) + 4;
    }

    /** The archive with bytes inserted at an offset, every offset past it moved on, so readers still find it all. */
    static byte[] insert(byte[] zip, int at, byte[] inserted) {
        byte[] moved = new byte[zip.length + inserted.length];
        System.arraycopy(zip, 0, moved, 0, at);
        System.arraycopy(inserted, 0, moved, at, inserted.length);
        System.arraycopy(zip, at, moved, at + inserted.length, zip.length - at);
        int entries = u16(moved, endRecord(moved) + 10);
        if (centralDirectory(moved) >= at) {
            put32(moved, endRecord(moved) + 16, centralDirectory(moved) + inserted.length);
        }
        for (int i = 0; i < entries; i++) {
            if (local(moved, i) >= at) {
                put32(moved, central(moved, i) + 42, local(moved, i) + inserted.length);
            }
        }
        return moved;
    }

    static byte[] concat(byte[] first, byte[] second) {
        byte[] both = new byte[first.length + second.length];
        System.arraycopy(first, 0, both, 0, first.length);
        System.arraycopy(second, 0, both, first.length, second.length);
        return both;
    }

    /** Renames the index-th entry, in its local header and its central entry, to a name of the same length. */
    static void rename(byte[] zip, int index, String name) {
        byte[] raw = name.getBytes(StandardCharsets.UTF_8);
        System.arraycopy(raw, 0, zip, local(zip, index) + LOCAL_FIXED, raw.length);
        System.arraycopy(raw, 0, zip, central(zip, index) + CENTRAL_FIXED, raw.length);
    }

    /** Sets a 16-bit field at the same place in the index-th local header and central entry (flags, method). */
    static void putBoth16(byte[] zip, int index, int localField, int centralField, int value) {
        put16(zip, local(zip, index) + localField, value);
        put16(zip, central(zip, index) + centralField, value);
    }

    /** Declares another size for the index-th entry, in its central entry and its data descriptor. */
    static void declareSize(byte[] zip, int index, long size) {
        put32(zip, descriptor(zip, index) + 8, size);
        put32(zip, central(zip, index) + 24, size);
    }

    /** Declares another CRC-32 for the index-th entry, in its central entry and its data descriptor. */
    static void declareCrc(byte[] zip, int index, long crc) {
        put32(zip, descriptor(zip, index), crc);
        put32(zip, central(zip, index) + 16, crc);
    }

    /** Marks the index-th entry as made on Unix with the given mode, as {@code zip} does. */
    static void unixMode(byte[] zip, int index, int mode) {
        put16(zip, central(zip, index) + 4, 3 << 8 | 20);
        put32(zip, central(zip, index) + 38, (long) mode << 16);
    }

    static int u16(byte[] zip, int at) {
        return (zip[at] & 0xff) | (zip[at + 1] & 0xff) << 8;
    }

    static long u32(byte[] zip, int at) {
        return u16(zip, at) | (long) u16(zip, at + 2) << 16;
    }

    static void put16(byte[] zip, int at, int value) {
        zip[at] = (byte) value;
        zip[at + 1] = (byte) (value >>> 8);
    }

    static void put32(byte[] zip, int at, long value) {
        put16(zip, at, (int) value);
        put16(zip, at + 2, (int) (value >>> 16));
    }
}
