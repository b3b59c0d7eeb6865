package org.pto.avs.reports.bundle;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.pto.avs.results.Sha256;

/**
 * {@code SHA256SUMS}: one {@code <sha256>  <path>} line per bundle file, sorted by path, the format
 * {@code sha256sum -c} checks. The file itself and {@code SEAL} are not listed.
 */
final class FileDigests {

    private FileDigests() {}

    /** The digest of every file under {@code bundle} except the two that seal it, by relative path. */
    static Map<String, String> compute(Path bundle) throws IOException {
        Map<String, String> digests = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(bundle)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                String name = relative(bundle, file);
                if (!name.equals(BundleLayout.SHA256SUMS) && !name.equals(BundleLayout.SEAL)) {
                    digests.put(name, Sha256.of(file));
                }
            }
        }
        return digests;
    }

    static String render(Map<String, String> digests) {
        StringBuilder lines = new StringBuilder();
        digests.forEach(
                (path, sha) -> lines.append(sha).append("  ").append(path).append('\n'));
        return lines.toString();
    }

    /** Parses {@code SHA256SUMS}; a malformed line is an {@link IllegalArgumentException} naming its number. */
    static Map<String, String> parse(String text) {
        Map<String, String> digests = new TreeMap<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            if (line.isEmpty()) {
                continue;
            }
            int gap = line.indexOf("  ");
            if (gap != 64 || !line.substring(0, 64).matches("[0-9a-f]{64}")) {
                throw new IllegalArgumentException(BundleLayout.SHA256SUMS + " line " + (i + 1)
                        + ": expected '<64 hex digits>  <path>', got: " + line);
            }
            digests.put(line.substring(66), line.substring(0, 64));
        }
        return digests;
    }

    /** Writes {@code SHA256SUMS} and {@code SEAL} for the files now in {@code bundle}; returns the seal. */
    static String seal(Path bundle) throws IOException {
        String sums = render(compute(bundle));
        Files.writeString(bundle.resolve(BundleLayout.SHA256SUMS), sums, StandardCharsets.UTF_8);
        String seal = Sha256.of(sums);
        Files.writeString(bundle.resolve(BundleLayout.SEAL), seal + "\n", StandardCharsets.UTF_8);
        return seal;
    }

    static String relative(Path root, Path file) {
        return root.relativize(file).toString().replace(File.separatorChar, '/');
    }
}
