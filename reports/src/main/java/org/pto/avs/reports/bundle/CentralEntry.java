package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** One central directory file header (APPNOTE 4.3.12): the entry as unzip, zipfile and ZipFile would show it. */
record CentralEntry(
        String name,
        byte[] rawName,
        int flags,
        int method,
        long crc,
        long compressedSize,
        long size,
        int localOffset,
        int host,
        long attributes) {

    static final int STORED = 0;
    static final int DEFLATED = 8;
    /** Host system in "version made by" whose external attributes carry a Unix mode (APPNOTE 4.4.2). */
    static final int UNIX = 3;

    private static final long SIGNATURE = 0x02014b50L;
    private static final int FIXED = 46;

    /** Every entry the end record announces, which must fill the central directory exactly. */
    static List<CentralEntry> readAll(ZipBytes zip, EndRecord end) throws IOException {
        List<CentralEntry> entries = new ArrayList<>();
        int at = end.directoryOffset();
        for (int i = 0; i < end.entries(); i++) {
            if (at + FIXED > end.position() || zip.u32(at) != SIGNATURE) {
                throw zip.fail("central directory entry " + i + " of " + end.entries() + " is missing at offset " + at);
            }
            entries.add(read(zip, at));
            at += FIXED + zip.u16(at + 28) + zip.u16(at + 30) + zip.u16(at + 32);
        }
        if (at != end.position()) {
            throw zip.fail("the central directory's " + end.entries() + " entries end at offset " + at
                    + ", not where the end record starts (offset " + end.position() + ")");
        }
        return entries;
    }

    private static CentralEntry read(ZipBytes zip, int at) throws IOException {
        int nameLength = zip.u16(at + 28);
        int extraLength = zip.u16(at + 30);
        byte[] rawName = zip.slice(at + FIXED, nameLength);
        int flags = zip.u16(at + 8);
        String name = EntryName.decode(zip, rawName, flags, at);
        long compressedSize = zip.u32(at + 20);
        long size = zip.u32(at + 24);
        long localOffset = zip.u32(at + 42);
        String where = "entry " + EntryName.shown(name);
        if (compressedSize == 0xFFFFFFFFL || size == 0xFFFFFFFFL || localOffset == 0xFFFFFFFFL) {
            throw zip.fail(where + ": ZIP64 sizes or offset; a bundle is small and plain zip");
        }
        if (zip.u16(at + 34) != 0) {
            throw zip.fail(where + ": starts on another disk; a bundle is one file");
        }
        ExtraFields.check(zip, at + FIXED + nameLength, extraLength, where + " in the central directory");
        return new CentralEntry(
                name,
                rawName,
                flags,
                zip.u16(at + 10),
                zip.u32(at + 16),
                compressedSize,
                size,
                (int) localOffset,
                zip.u16(at + 4) >> 8,
                zip.u32(at + 38));
    }

    boolean isDirectory() {
        return name.endsWith("/");
    }

    String shownName() {
        return EntryName.shown(name);
    }
}
