package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * The bundle as one {@code .zip}: entries sorted, under the bundle directory's name, with a fixed time, so the
 * same bundle directory always gives the same archive bytes.
 */
final class ZipArchive {

    private static final FileTime FIXED_TIME = FileTime.fromMillis(0);

    private ZipArchive() {}

    static void write(Path directory, Path archive) throws IOException {
        String top = directory.getFileName().toString();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(directory)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        try (OutputStream out = Files.newOutputStream(archive);
                ZipOutputStream zip = new ZipOutputStream(out)) {
            for (Path file : files) {
                ZipEntry entry = new ZipEntry(top + "/" + FileDigests.relative(directory, file));
                entry.setLastModifiedTime(FIXED_TIME);
                entry.setCreationTime(FIXED_TIME);
                entry.setLastAccessTime(FIXED_TIME);
                zip.putNextEntry(entry);
                Files.copy(file, zip);
                zip.closeEntry();
            }
        }
    }
}
