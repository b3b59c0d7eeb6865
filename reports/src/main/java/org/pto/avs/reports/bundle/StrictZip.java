package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads a bundle archive into memory through its central directory, refusing any archive that two zip readers could
 * read differently: the structure is checked whole, and the bounds from the central directory, before a byte is
 * inflated.
 */
final class StrictZip {

    private StrictZip() {
    }

    /**
     * The bundle's files by path relative to its one top folder.
     *
     * @throws IOException naming the archive and what is wrong with it
     */
    static BundleFiles read(Path archive) throws IOException {
        ZipBytes zip = ZipBytes.read(archive);
        EndRecord end = EndRecord.find(zip);
        ZipLimits.checkCount(zip, end.entries());
        List<CentralEntry> entries = CentralEntry.readAll(zip, end);
        ZipLimits.checkSizes(zip, entries);
        for (CentralEntry entry : entries) {
            EntryRules.check(zip, entry);
        }
        String top = EntryTree.top(zip, entries);
        Map<String, Integer> dataStarts = ZipLayout.check(zip, entries, end);
        Map<String, byte[]> files = new TreeMap<>();
        for (CentralEntry entry : entries) {
            if (!entry.isDirectory()) {
                files.put(entry.name().substring(top.length() + 1),
                        EntryData.read(zip, entry, dataStarts.get(entry.name())));
            }
        }
        return new BundleFiles(files);
    }
}
