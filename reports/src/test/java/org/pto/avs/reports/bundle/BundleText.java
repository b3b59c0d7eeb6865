package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/** Every file of a bundle as text, read from its directory and, inflated, from its archive: what a recipient reads. */
final class BundleText {

    private BundleText() {}

    /** The text of each file, by {@code dir:<path>} and {@code zip:<entry>}. */
    static Map<String, String> of(Path bundle) throws IOException {
        Map<String, String> texts = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(bundle)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                texts.put(
                        "dir:" + bundle.relativize(file), new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
            }
        }
        try (ZipFile zip =
                new ZipFile(bundle.resolveSibling(bundle.getFileName() + ".zip").toFile())) {
            Enumeration<? extends ZipEntry> entries = zip.entries();
            while (entries.hasMoreElements()) {
                ZipEntry entry = entries.nextElement();
                try (InputStream in = zip.getInputStream(entry)) {
                    texts.put("zip:" + entry.getName(), new String(in.readAllBytes(), StandardCharsets.UTF_8));
                }
            }
        }
        return texts;
    }

    /** The files that hold {@code needle}, or an empty map. */
    static Map<String, String> holding(Map<String, String> texts, String needle) {
        Map<String, String> found = new TreeMap<>();
        texts.forEach((name, text) -> {
            if (text.contains(needle)) {
                found.put(name, around(text, text.indexOf(needle), needle.length()));
            }
        });
        return found;
    }

    private static String around(String text, int at, int length) {
        return text.substring(Math.max(0, at - 60), Math.min(text.length(), at + length + 60));
    }
}
