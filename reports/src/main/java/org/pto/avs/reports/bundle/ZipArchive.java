package org.pto.avs.reports.bundle;

import java.io.BufferedOutputStream;
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
    private static final int BUFFER_BYTES = 1 << 16;

    private ZipArchive() {}

    static void write(Path directory, Path archive) throws IOException {
        String top = directory.getFileName().toString();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(directory)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        // ZipOutputStream writes each header field a byte at a time: unbuffered, that was one system call per byte.
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(archive), BUFFER_BYTES);
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
