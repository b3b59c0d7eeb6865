package org.pto.avs.engine.discovery;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.pto.avs.engine.cases.SchemaVerdicts;
import org.pto.avs.results.Constants;

/**
 * The schema validator's valid verdicts kept between runs ({@value Constants#SCHEMA_CACHE}): one file per schema
 * version, one SHA-256 of a valid case file's text a line. A run reads it once and appends the verdicts it adds once,
 * at the end of discovery; a line that is not a SHA-256 (a write cut short) is ignored, and a cache that cannot be
 * read or written is no cache. Deleting it costs only the next run's validation.
 */
final class SchemaVerdictCache implements SchemaVerdicts {

    private final Path file;
    private final Set<String> known;
    private final Set<String> added = ConcurrentHashMap.newKeySet();

    private SchemaVerdictCache(Path file) {
        this.file = file;
        this.known = read(file);
    }

    /** The verdicts {@code file} holds; none when it cannot be read. */
    private static Set<String> read(Path file) {
        try {
            if (Files.isRegularFile(file)) {
                List<String> lines = Files.readAllLines(file, StandardCharsets.US_ASCII);
                // Sized for every line at once: a cache of a 10,000-file corpus is read on every run.
                Set<String> verdicts = ConcurrentHashMap.newKeySet(lines.size() + 16);
                for (String line : lines) {
                    if (isSha256(line)) {
                        verdicts.add(line);
                    }
                }
                return verdicts;
            }
        } catch (IOException | RuntimeException e) {
            // No cache: this run validates every file.
        }
        return ConcurrentHashMap.newKeySet();
    }

    /** 64 lower-case hexadecimal digits, as {@link #save} writes them. */
    private static boolean isSha256(String line) {
        if (line.length() != 64) {
            return false;
        }
        for (int i = 0; i < 64; i++) {
            char c = line.charAt(i);
            if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f')) {
                return false;
            }
        }
        return true;
    }

    /**
     * The cache {@value Constants#SCHEMA_CACHE} names for {@code schemaVersion}; by default
     * {@value Constants#DEFAULT_SCHEMA_CACHE} when the working directory has a {@code target} folder (a Maven
     * module), none otherwise; {@code none}: none.
     */
    static SchemaVerdicts of(Optional<String> stated, String schemaVersion) {
        if (stated.isPresent() && stated.get().equals("none")) {
            return SchemaVerdicts.NONE;
        }
        if (stated.isEmpty() && !Files.isDirectory(Path.of("target"))) {
            return SchemaVerdicts.NONE;
        }
        Path folder = Path.of(stated.orElse(Constants.DEFAULT_SCHEMA_CACHE));
        return new SchemaVerdictCache(folder.resolve("case-v1-" + schemaVersion.substring(0, 16) + ".valid"));
    }

    @Override
    public boolean knownValid(String textSha256) {
        return known.contains(textSha256);
    }

    @Override
    public void valid(String textSha256) {
        if (known.add(textSha256)) {
            added.add(textSha256);
        }
    }

    /** Appends the verdicts this run added, in one write. */
    void save() {
        if (added.isEmpty()) {
            return;
        }
        StringBuilder lines = new StringBuilder(added.size() * 65);
        added.forEach(sha -> lines.append(sha).append('\n'));
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(
                    file, lines, StandardCharsets.US_ASCII, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            added.clear();
        } catch (IOException | RuntimeException e) {
            // Best effort: the next run validates again.
        }
    }

    /** Saves {@code verdicts} when they are a cache. */
    static void saveIfCache(SchemaVerdicts verdicts) {
        if (verdicts instanceof SchemaVerdictCache cache) {
            cache.save();
        }
    }
}
