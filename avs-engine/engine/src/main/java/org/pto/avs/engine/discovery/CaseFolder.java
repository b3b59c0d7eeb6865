package org.pto.avs.engine.discovery;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The case files of a folder and its subfolders that a selection may need, sorted. Names are judged before the
 * file system is asked anything: an entry named like a case file that the selection does not want costs no
 * system call, so selecting one AVS id in a folder of 10,000 cases costs a directory listing, not 10,000 stats.
 * Symbolic links to folders are not followed, as {@link Files#walk} does not follow them.
 */
final class CaseFolder {

    private CaseFolder() {}

    /** The regular {@code .json} files under {@code root} whose path {@code wanted} accepts. */
    static List<Path> files(Path root, Predicate<String> wanted) throws IOException {
        List<Path> found = new ArrayList<>();
        collect(root, wanted, found);
        found.sort(null);
        return found;
    }

    private static void collect(Path folder, Predicate<String> wanted, List<Path> found) throws IOException {
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
            for (Path entry : entries) {
                String path = entry.toString();
                if (path.endsWith(CaseResources.EXTENSION)) {
                    if (wanted.test(path) && Files.isRegularFile(entry)) {
                        found.add(entry);
                    }
                } else if (Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
                    collect(entry, wanted, found);
                }
            }
        }
    }
}
