package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;

/**
 * The bundle as one {@code .zip}: entries sorted, under the bundle directory's name, with a fixed time, so the
 * same bundle directory always gives the same archive bytes.
 */
final class ZipArchive {

    private static final FileTime FIXED_TIME = FileTime.fromMillis(0);

    private ZipArchive() {
    }

    static void write(Path directory, Path archive) throws IOException {
        String top = directory.getFileName().toString();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(directory)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        try (OutputStream out = Files.newOutputStream(archive); ZipOutputStream zip = new ZipOutputStream(out)) {
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

    /**
     * Unpacks an archive into {@code into} and returns the bundle directory inside it (the single top folder).
     *
     * @throws IOException when an entry would land outside {@code into}, or the archive is not one bundle folder
     */
    static Path extract(Path archive, Path into) throws IOException {
        Path root = into.toAbsolutePath().normalize();
        String top = null;
        try (InputStream in = Files.newInputStream(archive); ZipInputStream zip = new ZipInputStream(in)) {
            for (ZipEntry entry = zip.getNextEntry(); entry != null; entry = zip.getNextEntry()) {
                Path target = root.resolve(entry.getName()).normalize();
                if (!target.startsWith(root)) {
                    throw new IOException(archive + ": entry " + entry.getName() + " points outside the archive");
                }
                String first = entry.getName().split("/", 2)[0];
                if (top == null) {
                    top = first;
                } else if (!top.equals(first)) {
                    throw new IOException(archive + ": holds " + top + "/ and " + first + "/; a bundle is one folder");
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(target);
                } else {
                    Files.createDirectories(target.getParent());
                    Files.copy(zip, target);
                }
            }
        }
        if (top == null) {
            throw new IOException(archive + ": the archive is empty");
        }
        return root.resolve(top);
    }
}
