package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The entries' names as one tree: a single top folder, no name twice, no file where a folder is. The AppleDouble
 * files macOS adds (everything under {@code __MACOSX/}, and a file named {@code ._<name>}, holding a file's resource
 * fork and attributes) are set aside: they are held to every rule an entry is, but are not the bundle's.
 */
final class EntryTree {

    /** Re-packing a bundle's contents rather than its folder is the usual way to get here: say how to pack it. */
    private static final String ONE_FOLDER = "this is not a PTO AVS certification bundle, whose archive holds one"
            + " folder, the bundle's (pack the folder itself:"
            + " cd <its parent> && zip -r <name>.zip <bundle folder>, not the files inside it), or verify the"
            + " bundle folder directly";

    /** The folder of resource forks that macOS Finder's "Compress" adds beside the folder it packs. */
    private static final String MACOS_FORKS = "__MACOSX/";

    /** How the name of an AppleDouble file begins: {@code ._manifest.json} holds what macOS keeps of manifest.json. */
    private static final String APPLE_DOUBLE = "._";

    private EntryTree() {}

    /** Whether the entry is one macOS adds beside a bundle's files: never read as one of them. */
    static boolean isMacOsFork(CentralEntry entry) {
        String name = entry.name();
        return name.startsWith(MACOS_FORKS)
                || !entry.isDirectory()
                        && name.substring(name.lastIndexOf('/') + 1).startsWith(APPLE_DOUBLE);
    }

    /** The top folder's name. */
    static String top(ZipBytes zip, List<CentralEntry> entries) throws IOException {
        String top = null;
        Set<String> names = new HashSet<>();
        Set<String> folders = new HashSet<>();
        for (CentralEntry entry : entries) {
            String name = entry.name();
            if (!names.add(name)) {
                throw zip.fail("entry " + entry.shownName() + " appears twice");
            }
            for (int at = name.indexOf('/'); at >= 0; at = name.indexOf('/', at + 1)) {
                folders.add(name.substring(0, at + 1));
            }
            if (isMacOsFork(entry)) {
                if (name.startsWith(MACOS_FORKS) && !entry.isDirectory() && !isMacOsForkFile(name)) {
                    throw zip.fail("entry " + entry.shownName() + " is under " + MACOS_FORKS + " but is no macOS"
                            + " resource fork (a file named " + APPLE_DOUBLE + "<name>)");
                }
                continue;
            }
            int slash = name.indexOf('/');
            if (slash < 0) {
                throw zip.fail("entry " + entry.shownName() + " is not in a folder; " + ONE_FOLDER);
            }
            String first = name.substring(0, slash);
            if (top == null) {
                top = first;
            } else if (!top.equals(first)) {
                throw zip.fail("holds " + top + "/ and " + first + "/; " + ONE_FOLDER);
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

    private static boolean isMacOsForkFile(String name) {
        return name.substring(name.lastIndexOf('/') + 1).startsWith(APPLE_DOUBLE);
    }
}
