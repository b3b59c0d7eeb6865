package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads a bundle archive through its central directory, refusing any archive that two zip readers could read
 * differently: the structure is checked whole, and the bounds from the central directory, before a byte is inflated.
 * Then every entry is inflated as a stream, chunk by chunk, held to its declared size and CRC-32 and hashed; none is
 * kept. A file the verifier parses is inflated again when it is read, and must hash as it did.
 *
 * <p>What packing on a Mac adds is set aside, never read as the bundle's: an archive comment, and the resource forks
 * of {@code __MACOSX/} and {@code ._<name>} files, which are held to every bound and rule an entry is all the same.
 */
final class StrictZip {

    private StrictZip() {}

    /**
     * The bundle's files by path relative to its one top folder.
     *
     * @throws IOException naming the archive and what is wrong with it
     */
    static BundleFiles read(Path archive) throws IOException {
        Map<String, BundleFiles.Source> files = new TreeMap<>();
        try (ZipBytes zip = ZipBytes.open(archive)) {
            EndRecord end = EndRecord.find(zip);
            ZipLimits.checkCount(zip, end.entries());
            List<CentralEntry> entries = CentralEntry.readAll(zip, end);
            ZipLimits.checkSizes(zip, entries);
            for (CentralEntry entry : entries) {
                EntryRules.check(zip, entry);
            }
            String top = EntryTree.top(zip, entries);
            Map<String, Integer> dataStarts = ZipLayout.check(zip, entries, end);
            int forks = 0;
            for (CentralEntry entry : entries) {
                if (!entry.isDirectory()) {
                    int dataStart = dataStarts.get(entry.name());
                    // Inflated whole all the same: its sizes and CRC-32 must hold, as every entry's.
                    String sha256 = EntryData.sha256(zip, entry, dataStart);
                    if (EntryTree.isMacOsFork(entry)) {
                        forks++;
                    } else {
                        files.put(
                                entry.name().substring(top.length() + 1), new Entry(archive, entry, dataStart, sha256));
                    }
                }
            }
            return BundleFiles.of(files, ignored(end.comment(), forks));
        }
    }

    /** The one line that says what of the archive is not the bundle's, empty when nothing is. */
    private static String ignored(int comment, int forks) {
        List<String> what = new ArrayList<>();
        if (comment > 0) {
            what.add("the archive's comment (" + comment + " bytes)");
        }
        if (forks > 0) {
            what.add(forks + " macOS resource fork" + (forks == 1 ? "" : "s") + " (__MACOSX/, ._<name>)");
        }
        return what.isEmpty() ? "" : "ignored: " + String.join(" and ", what) + ": not part of the bundle, never read";
    }

    /** An entry checked and hashed, read again from the archive when its bytes are wanted. */
    private record Entry(Path archive, CentralEntry entry, int dataStart, String sha256) implements BundleFiles.Source {

        @Override
        public long size() {
            return entry.size();
        }

        @Override
        public byte[] read() throws IOException {
            try (ZipBytes zip = ZipBytes.open(archive)) {
                return EntryData.read(zip, entry, dataStart, sha256);
            }
        }
    }
}
