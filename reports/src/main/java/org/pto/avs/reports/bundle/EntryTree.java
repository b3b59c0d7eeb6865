package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The entries' names as one tree: a single top folder, no name twice, no file where a folder is. */
final class EntryTree {

    /** Re-packing a bundle's contents rather than its folder is the usual way to get here: say how to pack it. */
    private static final String ONE_FOLDER = "this is not a PTO AVS certification bundle, whose archive holds one"
            + " folder, the bundle's (pack the folder itself:"
            + " cd <its parent> && zip -r <name>.zip <bundle folder>, not the files inside it), or verify the"
            + " bundle folder directly";

    /** The folder of resource forks that macOS Finder's "Compress" adds beside the folder it packs. */
    private static final String MACOS_FORKS = "__MACOSX";

    private EntryTree() {}

    /** The top folder's name. */
    static String top(ZipBytes zip, List<CentralEntry> entries) throws IOException {
        String top = null;
        Set<String> names = new HashSet<>();
        Set<String> folders = new HashSet<>();
        for (CentralEntry entry : entries) {
            String name = entry.name();
            int slash = name.indexOf('/');
            if (slash < 0) {
                throw zip.fail("entry " + entry.shownName() + " is not in a folder; " + ONE_FOLDER);
            }
            String first = name.substring(0, slash);
            if (first.equals(MACOS_FORKS)) {
                throw zip.fail("holds " + MACOS_FORKS + "/, which macOS Finder adds when it compresses a folder; unzip"
                        + " it and pack the bundle folder with zip (cd <its parent> && zip -r <name>.zip <bundle folder>),"
                        + " or verify the bundle folder");
            }
            if (top == null) {
                top = first;
            } else if (!top.equals(first)) {
                throw zip.fail("holds " + top + "/ and " + first + "/; " + ONE_FOLDER);
            }
            if (!names.add(name)) {
                throw zip.fail("entry " + entry.shownName() + " appears twice");
            }
            for (int at = name.indexOf('/'); at >= 0; at = name.indexOf('/', at + 1)) {
                folders.add(name.substring(0, at + 1));
            }
        }
        for (String name : names) {
            if (folders.contains(name + "/")) {
                throw zip.fail("entry " + EntryName.shown(name) + " is both a file and a folder");
            }
        }
        if (top == null) {
            throw zip.fail("the archive is empty");
        }
        return top;
    }
}
