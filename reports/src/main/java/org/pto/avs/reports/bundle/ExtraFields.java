package org.pto.avs.reports.bundle;

import java.io.IOException;

/** The extra fields of a header (APPNOTE 4.5): well formed, and none that would change what the entry is. */
final class ExtraFields {

    private static final int ZIP64 = 0x0001;

    /** Info-ZIP's Unicode Path field (APPNOTE 4.6.9): a second name, which unzip shows instead of the header's. */
    private static final int UNICODE_PATH = 0x7075;

    private ExtraFields() {}

    static void check(ZipBytes zip, long at, int length, String where) throws IOException {
        long end = at + length;
        while (at < end) {
            if (at + 4 > end || at + 4 + zip.u16(at + 2) > end) {
                throw zip.fail(where + ": malformed extra field at offset " + at);
            }
            int id = zip.u16(at);
            if (id == ZIP64) {
                throw zip.fail(where + ": a ZIP64 extra field; a bundle is small and plain zip");
            }
            if (id == UNICODE_PATH) {
                throw zip.fail(where + ": a Unicode Path extra field, a second name for the entry");
            }
            at += 4 + zip.u16(at + 2);
        }
    }
}
