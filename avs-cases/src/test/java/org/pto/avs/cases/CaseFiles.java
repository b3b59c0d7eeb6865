package org.pto.avs.cases;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Reads every case file shipped under {@code pto-avs/cases/} (or {@code pto-avs/properties/}) on the class path, from a
 * directory or a jar.
 */
final class CaseFiles {

    static final String ROOT = "pto-avs/cases";

    private static final ObjectMapper JSON = new ObjectMapper();

    private CaseFiles() {}

    /** The property cases' folder. */
    static final String PROPERTIES = "pto-avs/properties";

    static List<CaseFile> load() {
        return load(ROOT);
    }

    /** The case files under {@code folder} of the class path ({@link #ROOT} or {@link #PROPERTIES}). */
    static List<CaseFile> load(String folder) {
        URL root = CaseFiles.class.getClassLoader().getResource(folder);
        if (root == null) {
            throw new IllegalStateException("no " + folder + " directory on the class path");
        }
        try {
            URI uri = root.toURI();
            if ("jar".equals(uri.getScheme())) {
                try (FileSystem jar = FileSystems.newFileSystem(uri, Map.of())) {
                    return read(jar.getPath(folder), folder);
                }
            }
            return read(Path.of(uri), folder);
        } catch (URISyntaxException e) {
            throw new IllegalStateException("cannot read " + root, e);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + root, e);
        }
    }

    private static List<CaseFile> read(Path root, String folder) throws IOException {
        List<CaseFile> cases = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path file :
                    files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                String location = root.relativize(file).toString().replace('\\', '/');
                try {
                    cases.add(CaseFile.of(location, JSON.readTree(Files.readString(file))));
                } catch (IOException e) {
                    throw new UncheckedIOException(
                            folder + "/" + location + " is not valid JSON: " + e.getMessage(), e);
                }
            }
        }
        return cases;
    }
}
