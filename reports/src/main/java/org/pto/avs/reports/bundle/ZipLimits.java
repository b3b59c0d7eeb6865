package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.util.List;

/** The bounds a bundle archive keeps, checked from the central directory before anything is inflated. */
final class ZipLimits {

    /** Most entries in one archive; a bundle holds a few hundred files. */
    static final int MAX_ENTRIES = 10_000;

    /** Most bytes one entry may declare once inflated. */
    static final long MAX_ENTRY_SIZE = 64L << 20;

    /** Most bytes all entries together may declare once inflated. */
    static final long MAX_TOTAL_SIZE = 256L << 20;

    /** Highest inflated-to-compressed ratio of an entry over {@link #RATIO_FLOOR}: JSON deflates to about 1:10, a bomb to 1:1000. */
    static final long MAX_RATIO = 200;

    /** Inflated size up to which an entry is not held to {@link #MAX_RATIO}: a small file of blanks costs nothing. */
    static final long RATIO_FLOOR = 1L << 20;

    /** Largest archive opened: the total bound plus room for headers and deflate's own overhead. */
    static final long MAX_ARCHIVE_SIZE = MAX_TOTAL_SIZE + (16L << 20);

    private ZipLimits() {}

    static void checkCount(ZipBytes zip, int entries) throws IOException {
        if (entries > MAX_ENTRIES) {
            throw zip.fail(entries + " entries, over the bound of " + MAX_ENTRIES);
        }
    }

    /** Sizes first, then the total, then ratios, so each message names the bound a bomb breaks first. */
    static void checkSizes(ZipBytes zip, List<CentralEntry> entries) throws IOException {
        long total = 0;
        for (CentralEntry entry : entries) {
            if (entry.size() > MAX_ENTRY_SIZE) {
                throw zip.fail("entry " + entry.shownName() + " declares " + entry.size()
                        + " bytes inflated, over the bound of " + MAX_ENTRY_SIZE + " bytes for one entry");
            }
            total += entry.size();
        }
        if (total > MAX_TOTAL_SIZE) {
            throw zip.fail("entries declare " + total + " bytes inflated in all, over the bound of " + MAX_TOTAL_SIZE
                    + " bytes");
        }
        for (CentralEntry entry : entries) {
            if (entry.size() > RATIO_FLOOR && entry.size() > MAX_RATIO * entry.compressedSize()) {
                throw zip.fail("entry " + entry.shownName() + " inflates " + entry.compressedSize() + " bytes to "
                        + entry.size() + ", a ratio over the bound of " + MAX_RATIO + ":1");
            }
        }
    }
}
