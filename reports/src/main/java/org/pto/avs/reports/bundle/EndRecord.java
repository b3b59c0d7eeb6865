package org.pto.avs.reports.bundle;

import java.io.IOException;

/**
 * The End Of Central Directory record (APPNOTE 4.3.16). A bundle's is the archive's last 22 bytes: no comment, one
 * disk, no ZIP64, and the central directory ends right where it starts.
 */
record EndRecord(int position, int entries, int directoryOffset, int directorySize) {

    private static final long SIGNATURE = 0x06054b50L;
    private static final int LENGTH = 22;
    private static final long ZIP64_LOCATOR = 0x07064b50L;
    private static final int ZIP64_LOCATOR_LENGTH = 20;
    /** A comment is at most 0xFFFF bytes, so an end record further back than that is not this archive's. */
    private static final int MAX_COMMENT = 0xFFFF;
    /** What a reader can do about an archive that does not end like one: the usual causes, then the fix. */
    private static final String NOT_A_WHOLE_ZIP = "the file is truncated (an interrupted download or copy), is not"
            + " a zip archive, or has bytes appended; copy the bundle's .zip again, or verify the bundle directory";

    /** What to do with a genuine bundle that a tool packed again with a comment. */
    private static final String REPACK = "the archive was packed again by another tool; unzip it and pack the bundle"
            + " folder itself (cd <its parent> && zip -r <name>.zip <bundle folder>), or verify the bundle folder";

    static EndRecord find(ZipBytes zip) throws IOException {
        int at = zip.length() - LENGTH;
        if (at < 0) {
            throw zip.fail("too short for a zip archive (" + zip.length() + " bytes): " + NOT_A_WHOLE_ZIP);
        }
        if (zip.u32(at) != SIGNATURE) {
            throw misplaced(zip);
        }
        if (at >= ZIP64_LOCATOR_LENGTH && zip.u32(at - ZIP64_LOCATOR_LENGTH) == ZIP64_LOCATOR) {
            throw zip.fail("a ZIP64 archive; a bundle is small and plain zip");
        }
        if (zip.u16(at + 4) != 0 || zip.u16(at + 6) != 0 || zip.u16(at + 8) != zip.u16(at + 10)) {
            throw zip.fail("an archive split over several disks; a bundle is one file");
        }
        int entries = zip.u16(at + 10);
        long size = zip.u32(at + 12);
        long offset = zip.u32(at + 16);
        if (entries == 0xFFFF || size == 0xFFFFFFFFL || offset == 0xFFFFFFFFL) {
            throw zip.fail("a ZIP64 archive; a bundle is small and plain zip");
        }
        if (zip.u16(at + 20) != 0) {
            throw zip.fail(
                    "the end record declares a comment of " + zip.u16(at + 20) + " bytes past the archive's end");
        }
        if (offset + size != at) {
            throw zip.fail("the central directory (offset " + offset + ", " + size + " bytes) does not end where its"
                    + " end record starts (offset " + at + "): not one plain archive");
        }
        return new EndRecord(at, entries, (int) offset, (int) size);
    }

    /** Why the archive does not end with an end record: a comment, bytes after the record, or no record at all. */
    private static IOException misplaced(ZipBytes zip) throws IOException {
        int last = zip.length() - LENGTH;
        for (int at = last - 1; at >= Math.max(0, last - MAX_COMMENT); at--) {
            if (zip.u32(at) == SIGNATURE) {
                int after = last - at;
                return zip.u16(at + 20) == after
                        ? zip.fail("an archive comment of " + after + " bytes; a bundle has none: " + REPACK)
                        : zip.fail(after + " bytes after the end of central directory record at offset " + at);
            }
        }
        return zip.fail("no end of central directory record at the end: " + NOT_A_WHOLE_ZIP);
    }
}
