package org.pto.avs.reports.suite;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.apiguardian.api.API;
import org.pto.avs.results.Sha256;

/**
 * The files that define what a run tests, read from the classpath: the catalog, the case files and the case
 * schema. A certification bundle records their digests and the verifier recomputes them, so a bundle cannot claim
 * a suite other than the one on the verifier's classpath.
 *
 * <p>When a resource name occurs in several classpath roots, the first one counts, as {@code getResource} would
 * return it to the engine.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SuiteFiles {

    public static final String CATALOG_ROOT = "pto-avs/catalog/";
    public static final String CASES_ROOT = "pto-avs/cases/";
    public static final String SCHEMA_ROOT = "pto-avs/schema/";
    public static final List<String> ROOTS = List.of(CATALOG_ROOT, CASES_ROOT, SCHEMA_ROOT);

    private final List<SuiteFile> files;

    private SuiteFiles(List<SuiteFile> files) {
        this.files = List.copyOf(files);
    }

    public static SuiteFiles fromClasspath(ClassLoader loader) {
        Map<String, SuiteFile> byPath = new TreeMap<>();
        for (String root : ROOTS) {
            for (String name : resourceNames(loader, root)) {
                byPath.computeIfAbsent(name, n -> new SuiteFile(n, digest(loader, n)));
            }
        }
        return new SuiteFiles(new ArrayList<>(byPath.values()));
    }

    /** Every file, sorted by path. */
    public List<SuiteFile> files() {
        return files;
    }

    public List<SuiteFile> under(String root) {
        return files.stream().filter(f -> f.path().startsWith(root)).toList();
    }

    /** One digest for the catalog: SHA-256 over its {@code sha256  path} lines, as {@code sha256sum} prints them. */
    public String catalogDigest() {
        return digestOf(under(CATALOG_ROOT));
    }

    public static String digestOf(List<SuiteFile> files) {
        StringBuilder lines = new StringBuilder();
        files.forEach(
                f -> lines.append(f.sha256()).append("  ").append(f.path()).append('\n'));
        return Sha256.of(lines.toString());
    }

    private static String digest(ClassLoader loader, String name) {
        try (InputStream in = loader.getResourceAsStream(name)) {
            if (in == null) {
                throw new UncheckedIOException(new IOException(name + ": listed on the classpath but cannot be read"));
            }
            return Sha256.of(in);
        } catch (IOException e) {
            throw new UncheckedIOException(name + ": cannot be read", e);
        }
    }

    /** The names of the files under {@code root} in every classpath root, directories and jars alike. */
    static List<String> resourceNames(ClassLoader loader, String root) {
        List<String> names = new ArrayList<>();
        try {
            Enumeration<URL> urls = loader.getResources(root.substring(0, root.length() - 1));
            for (URL url : Collections.list(urls)) {
                switch (url.getProtocol()) {
                    case "file" -> names.addAll(inDirectory(Path.of(url.toURI()), root));
                    case "jar" -> names.addAll(inJar(url, root));
                    default -> throw new IOException(url + ": classpath entries of this kind cannot be listed");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("listing " + root + " on the classpath: " + e.getMessage(), e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException("listing " + root + " on the classpath: " + e.getMessage(), e);
        }
        return names;
    }

    private static List<String> inDirectory(Path directory, String root) throws IOException {
        try (Stream<Path> walk = Files.walk(directory)) {
            return walk.filter(Files::isRegularFile)
                    .map(p -> root + directory.relativize(p).toString().replace(File.separatorChar, '/'))
                    .sorted()
                    .toList();
        }
    }

    private static List<String> inJar(URL url, String root) throws IOException {
        JarURLConnection connection = (JarURLConnection) url.openConnection();
        connection.setUseCaches(false);
        List<String> names = new ArrayList<>();
        try (JarFile jar = connection.getJarFile()) {
            for (JarEntry entry : Collections.list(jar.entries())) {
                if (!entry.isDirectory() && entry.getName().startsWith(root)) {
                    names.add(entry.getName());
                }
            }
        }
        Collections.sort(names);
        return names;
    }
}
