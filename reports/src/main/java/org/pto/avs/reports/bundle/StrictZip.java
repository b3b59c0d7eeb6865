package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/** Reads a bundle archive into memory through its central directory: one top folder, files only. */
final class StrictZip {

    private StrictZip() {
    }

    static BundleFiles read(Path archive) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        String top = null;
        try (ZipFile zip = new ZipFile(archive.toFile())) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                String[] parts = entry.getName().split("/", 2);
                if (top == null) {
                    top = parts[0];
                } else if (!top.equals(parts[0])) {
                    throw new IOException(archive + ": holds " + top + "/ and " + parts[0] + "/; a bundle is one folder");
                }
                if (entry.isDirectory() || parts.length < 2) {
                    continue;
                }
                try (InputStream in = zip.getInputStream(entry)) {
                    if (files.put(parts[1], in.readAllBytes()) != null) {
                        throw new IOException(archive + ": " + entry.getName() + " appears twice");
                    }
                }
            }
        }
        if (top == null) {
            throw new IOException(archive + ": the archive is empty");
        }
        return new BundleFiles(files);
    }
}
