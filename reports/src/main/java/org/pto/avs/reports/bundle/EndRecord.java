package org.pto.avs.reports.bundle;

import java.io.IOException;

/**
 * The End Of Central Directory record (APPNOTE 4.3.16). A bundle's ends the archive, but for a comment a tool may
 * have added after it (outside what the bundle's files and signature cover, and never read): one disk, no ZIP64, and
 * the central directory ends right where it starts. A comment that holds an end record of its own is refused: a
 * reader that searches backwards would take it for the archive's.
 *
 * @param comment the length of the archive's comment, 0 when it has none
 */
record EndRecord(int position, int entries, int directoryOffset, int directorySize, int comment) {

    private static final long SIGNATURE = 0x06054b50L;
    private static final int LENGTH = 22;
    private static final long ZIP64_LOCATOR = 0x07064b50L;
    private static final int ZIP64_LOCATOR_LENGTH = 20;
    /** A comment is at most 0xFFFF bytes, so an end record further back than that is not this archive's. */
    private static final int MAX_COMMENT = 0xFFFF;
    /** What a reader can do about an archive that does not end like one: the usual causes, then the fix. */
    private static final String NOT_A_WHOLE_ZIP = "the file is truncated (an interrupted download or copy), is not"
            + " a zip archive, or has bytes appended; copy the bundle's .zip again, or verify the bundle directory";

    static EndRecord find(ZipBytes zip) throws IOException {
        int last = zip.length() - LENGTH;
        if (last < 0) {
            throw zip.fail("too short for a zip archive (" + zip.length() + " bytes): " + NOT_A_WHOLE_ZIP);
        }
        int at = endOfComment(zip, last);
        if (at < 0) {
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
        if (offset + size != at) {
            throw zip.fail("the central directory (offset " + offset + ", " + size + " bytes) does not end where its"
                    + " end record starts (offset " + at + "): not one plain archive");
        }
        return new EndRecord(at, entries, (int) offset, (int) size, last - at);
    }

    /**
     * Where the end record starts whose comment ends exactly at the archive's end (the last one); -1 when none does.
     *
     * @throws IOException when another end record could be taken for the archive's: one in that comment, or one
     *                     before it whose own comment would end at the archive's end too
     */
    private static int endOfComment(ZipBytes zip, int last) throws IOException {
        int found = -1;
        int inTheComment = -1;
        for (int at = last; at >= Math.max(0, last - MAX_COMMENT); at--) {
            if (zip.u32(at) != SIGNATURE) {
                continue;
            }
            boolean reachesTheEnd = zip.u16(at + 20) == last - at;
            if (found >= 0 && reachesTheEnd || found < 0 && reachesTheEnd && inTheComment >= 0) {
                throw zip.fail("an end of central directory record at offset " + Math.max(found, inTheComment)
                        + " inside the comment of the one at offset " + at + ": two readers could read two archives");
            }
            if (found < 0 && reachesTheEnd) {
                found = at;
            } else if (found < 0) {
                inTheComment = at;
            }
        }
        return found;
    }

    /**
     * Why the archive does not end with an end record and its comment: a comment said longer than what follows, bytes
     * after the record, or no record at all.
     */
    private static IOException misplaced(ZipBytes zip) throws IOException {
        int last = zip.length() - LENGTH;
        if (zip.u32(last) == SIGNATURE) {
            return zip.fail(
                    "the end record declares a comment of " + zip.u16(last + 20) + " bytes past the archive's end");
        }
        for (int at = last - 1; at >= Math.max(0, last - MAX_COMMENT); at--) {
            if (zip.u32(at) == SIGNATURE) {
                return zip.fail((last - at) + " bytes after the end of central directory record at offset " + at
                        + ", which its comment does not cover");
            }
        }
        return zip.fail("no end of central directory record at the end: " + NOT_A_WHOLE_ZIP);
    }
}
