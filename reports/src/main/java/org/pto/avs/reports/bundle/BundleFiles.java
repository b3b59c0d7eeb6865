package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.pto.avs.reports.suite.Sha256;

/**
 * The files of a bundle as the verifier reads them, by path relative to the bundle ({@code manifest.json},
 * {@code allure-results/x-result.json}): read from a directory or, through {@link StrictZip}, from an archive held in
 * memory, so that verifying a zip writes nothing to disk.
 */
final class BundleFiles {

    private final SortedMap<String, byte[]> files;

    BundleFiles(Map<String, byte[]> files) {
        this.files = Collections.unmodifiableSortedMap(new TreeMap<>(files));
    }

    /** Every regular file under {@code directory}; a link is refused, as in an archive. */
    static BundleFiles fromDirectory(Path directory) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(directory)) {
            for (Path path : walk.toList()) {
                if (Files.isSymbolicLink(path)) {
                    throw new IOException(FileDigests.relative(directory, path) + ": a link; a bundle holds files only");
                }
                if (Files.isRegularFile(path)) {
                    files.put(FileDigests.relative(directory, path), Files.readAllBytes(path));
                }
            }
        }
        return new BundleFiles(files);
    }

    SortedMap<String, byte[]> all() {
        return files;
    }

    boolean has(String name) {
        return files.containsKey(name);
    }

    Optional<String> text(String name) {
        byte[] bytes = files.get(name);
        return bytes == null ? Optional.empty() : Optional.of(new String(bytes, StandardCharsets.UTF_8));
    }

    Optional<byte[]> bytes(String name) {
        return Optional.ofNullable(files.get(name));
    }

    /** The paths under {@code folder}/ whose name ends with {@code suffix}, sorted. */
    List<String> under(String folder, String suffix) {
        String prefix = folder + "/";
        return files.keySet().stream().filter(n -> n.startsWith(prefix) && n.endsWith(suffix)).toList();
    }

    /** The SHA-256 of every file except {@code except}, by path. */
    SortedMap<String, String> digests(List<String> except) {
        SortedMap<String, String> digests = new TreeMap<>();
        files.forEach((name, bytes) -> {
            if (!except.contains(name)) {
                digests.put(name, Sha256.of(bytes));
            }
        });
        return digests;
    }
}
