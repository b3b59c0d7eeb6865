package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every byte of the archive belongs to one entry (local header, data, data descriptor), to the central directory or
 * to the end record. A prefix, a gap or a second set of entries is what lets a sequential reader and a central
 * directory reader see different files, so none is allowed.
 */
final class ZipLayout {

    private ZipLayout() {}

    /** Where each entry's data starts, by name, once the entries are known to tile the archive. */
    static Map<String, Integer> check(ZipBytes zip, List<CentralEntry> entries, EndRecord end) throws IOException {
        Map<String, Integer> dataStarts = new HashMap<>();
        int cursor = 0;
        for (CentralEntry entry : entries.stream()
                .sorted(Comparator.comparingInt(CentralEntry::localOffset))
                .toList()) {
            if (entry.localOffset() > cursor) {
                throw zip.fail(stray(
                        cursor,
                        entry.localOffset(),
                        cursor == 0
                                ? "before the first local header"
                                : "between two entries, before " + entry.shownName()));
            }
            if (entry.localOffset() < cursor) {
                throw zip.fail("entry " + entry.shownName() + " at offset " + entry.localOffset()
                        + " overlaps the entry before it, which ends at offset " + cursor);
            }
            LocalEntry local = LocalEntry.check(zip, entry);
            dataStarts.put(entry.name(), local.dataStart());
            cursor = local.end();
        }
        if (cursor < end.directoryOffset()) {
            throw zip.fail(stray(cursor, end.directoryOffset(), "between the last entry and the central directory"));
        }
        if (cursor > end.directoryOffset()) {
            throw zip.fail("the last entry ends at offset " + cursor + ", inside the central directory at offset "
                    + end.directoryOffset());
        }
        return dataStarts;
    }

    private static String stray(int from, int to, String where) {
        return (to - from) + " bytes at offset " + from + " outside any entry, " + where;
    }
}
