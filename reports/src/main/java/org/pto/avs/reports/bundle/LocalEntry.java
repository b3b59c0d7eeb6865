package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.util.Arrays;

/**
 * A local file header (APPNOTE 4.3.7), which must say what its central directory entry says, and the entry's data
 * and data descriptor after it.
 */
record LocalEntry(int dataStart, int end) {

    /** General purpose flag bit 3: CRC-32 and sizes follow the data (ZipOutputStream sets it on deflated entries). */
    static final int DATA_DESCRIPTOR = 1 << 3;

    private static final long SIGNATURE = 0x04034b50L;
    private static final long DESCRIPTOR_SIGNATURE = 0x08074b50L;
    private static final int FIXED = 30;
    private static final int DESCRIPTOR = 12;

    static LocalEntry check(ZipBytes zip, CentralEntry entry) throws IOException {
        int at = entry.localOffset();
        String where = "entry " + entry.shownName();
        if (!zip.has(at, FIXED) || zip.u32(at) != SIGNATURE) {
            throw zip.fail(where + ": no local file header at offset " + at);
        }
        int nameLength = zip.u16(at + 26);
        if (!Arrays.equals(zip.slice(at + FIXED, nameLength), entry.rawName())) {
            throw zip.fail(where + ": the local header at offset " + at + " names another file");
        }
        same(zip, where, "general purpose flags", zip.u16(at + 6), entry.flags());
        same(zip, where, "compression method", zip.u16(at + 8), entry.method());
        boolean deferred = (entry.flags() & DATA_DESCRIPTOR) != 0;
        // With a data descriptor the header's CRC-32 and sizes may be zero; if they are given they must agree.
        if (!deferred || zip.u32(at + 14) != 0 || zip.u32(at + 18) != 0 || zip.u32(at + 22) != 0) {
            sameSizes(zip, where, at + 14, entry);
        }
        int extraLength = zip.u16(at + 28);
        ExtraFields.check(zip, at + FIXED + nameLength, extraLength, where + " local header");
        int dataStart = at + FIXED + nameLength + extraLength;
        long dataEnd = dataStart + entry.compressedSize();
        if (!zip.has(dataStart, entry.compressedSize())) {
            throw zip.fail(where + ": its " + entry.compressedSize() + " bytes run past the archive's end");
        }
        return new LocalEntry(dataStart, deferred ? descriptorEnd(zip, where, (int) dataEnd, entry) : (int) dataEnd);
    }

    /** The descriptor's signature is optional (APPNOTE 4.3.9.3); ZipOutputStream writes it. */
    private static int descriptorEnd(ZipBytes zip, String where, int at, CentralEntry entry) throws IOException {
        if (zip.has(at, DESCRIPTOR + 4) && zip.u32(at) == DESCRIPTOR_SIGNATURE && matches(zip, at + 4, entry)) {
            return at + DESCRIPTOR + 4;
        }
        if (zip.has(at, DESCRIPTOR) && matches(zip, at, entry)) {
            return at + DESCRIPTOR;
        }
        throw zip.fail(where + ": no data descriptor agreeing with the central directory at offset " + at);
    }

    private static boolean matches(ZipBytes zip, int at, CentralEntry entry) throws IOException {
        return zip.u32(at) == entry.crc()
                && zip.u32(at + 4) == entry.compressedSize()
                && zip.u32(at + 8) == entry.size();
    }

    private static void sameSizes(ZipBytes zip, String where, int at, CentralEntry entry) throws IOException {
        same(zip, where, "CRC-32", zip.u32(at), entry.crc());
        same(zip, where, "compressed size", zip.u32(at + 4), entry.compressedSize());
        same(zip, where, "size", zip.u32(at + 8), entry.size());
    }

    private static void same(ZipBytes zip, String where, String field, long local, long central) throws IOException {
        if (local != central) {
            throw zip.fail(
                    where + ": the local header says " + field + " " + local + ", the central directory " + central);
        }
    }
}
