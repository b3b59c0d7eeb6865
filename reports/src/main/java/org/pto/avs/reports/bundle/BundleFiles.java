package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.pto.avs.results.Sha256;

/**
 * The files of a bundle as the verifier reads them, by path relative to the bundle ({@code manifest.json},
 * {@code allure-results/x-result.json}): from a directory or, through {@link StrictZip}, from an archive, so that
 * verifying a zip writes nothing to disk. No file is held in memory for longer than it is read: every file is
 * hashed as a stream, and only a file the verifier parses (a manifest, an envelope, a result, the evidence) is read
 * whole, one at a time, up to {@link #MAX_READ_SIZE}, so the heap a verification needs does not grow with the
 * bundle.
 */
final class BundleFiles {

    /**
     * Most bytes of one file the verifier parses. A genuine bundle's largest, its JUnit XML, is about 300 KB; the
     * bound leaves room for a pathological JSON file, whose tree takes up to about 30 times its bytes, to be parsed
     * while the manifest's is held. Every other file is only hashed, whatever its size within
     * {@link ZipLimits#MAX_ENTRY_SIZE}.
     */
    static final int MAX_READ_SIZE = 2 << 20;

    /** One file: its size, its SHA-256, and its bytes on demand. */
    interface Source {
        long size();

        String sha256() throws IOException;

        byte[] read() throws IOException;
    }

    private final SortedMap<String, Source> files;
    private final String ignored;

    /** Files held in memory. */
    BundleFiles(Map<String, byte[]> files) {
        this(inMemory(files), "");
    }

    private BundleFiles(SortedMap<String, Source> files, String ignored) {
        this.files = Collections.unmodifiableSortedMap(files);
        this.ignored = ignored;
    }

    /** @param ignored what of the archive was set aside as none of the bundle's files, in one line; empty if nothing */
    static BundleFiles of(Map<String, Source> files, String ignored) {
        return new BundleFiles(new TreeMap<>(files), ignored);
    }

    /** What of the archive was set aside as none of the bundle's files, in one line; empty when nothing was. */
    String ignored() {
        return ignored;
    }

    private static SortedMap<String, Source> inMemory(Map<String, byte[]> files) {
        SortedMap<String, Source> sources = new TreeMap<>();
        files.forEach((name, bytes) -> sources.put(name, new Source() {
            @Override
            public long size() {
                return bytes.length;
            }

            @Override
            public String sha256() {
                return Sha256.of(bytes);
            }

            @Override
            public byte[] read() {
                return bytes;
            }
        }));
        return sources;
    }

    /** Every regular file under {@code directory}, read when asked for; a link is refused, as in an archive. */
    static BundleFiles fromDirectory(Path directory) throws IOException {
        SortedMap<String, Source> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(directory)) {
            for (Path path : walk.toList()) {
                if (Files.isSymbolicLink(path)) {
                    throw new IOException(
                            FileDigests.relative(directory, path) + ": a link; a bundle holds files only");
                }
                if (Files.isRegularFile(path)) {
                    long size = Files.size(path);
                    files.put(FileDigests.relative(directory, path), new Source() {
                        @Override
                        public long size() {
                            return size;
                        }

                        @Override
                        public String sha256() throws IOException {
                            return Sha256.of(path);
                        }

                        @Override
                        public byte[] read() throws IOException {
                            if (Files.size(path) != size) {
                                throw new IOException(FileDigests.relative(directory, path)
                                        + ": changed while the bundle was being verified");
                            }
                            return Files.readAllBytes(path);
                        }
                    });
                }
            }
        }
        return new BundleFiles(files, "");
    }

    /** The files' paths, sorted. */
    SortedSet<String> names() {
        return Collections.unmodifiableSortedSet(new TreeSet<>(files.keySet()));
    }

    boolean has(String name) {
        return files.containsKey(name);
    }

    Optional<String> text(String name) {
        return bytes(name).map(bytes -> new String(bytes, StandardCharsets.UTF_8));
    }

    /**
     * The whole of a file the verifier parses.
     *
     * @throws UncheckedIOException naming the file, when it is over {@link #MAX_READ_SIZE} or cannot be read
     */
    Optional<byte[]> bytes(String name) {
        Source file = files.get(name);
        if (file == null) {
            return Optional.empty();
        }
        if (file.size() > MAX_READ_SIZE) {
            throw unchecked(new IOException(name + ": " + file.size() + " bytes, over the bound of " + MAX_READ_SIZE
                    + " bytes for a file the verifier reads (a manifest, an envelope, a result, the evidence)"));
        }
        try {
            return Optional.of(file.read());
        } catch (IOException e) {
            throw unchecked(e);
        }
    }

    /** The paths under {@code folder}/ whose name ends with {@code suffix}, sorted. */
    List<String> under(String folder, String suffix) {
        String prefix = folder + "/";
        return files.keySet().stream()
                .filter(n -> n.startsWith(prefix) && n.endsWith(suffix))
                .toList();
    }

    /** The SHA-256 of every file except {@code except}, by path, each hashed as a stream. */
    SortedMap<String, String> digests(List<String> except) {
        SortedMap<String, String> digests = new TreeMap<>();
        files.forEach((name, file) -> {
            if (!except.contains(name)) {
                try {
                    digests.put(name, file.sha256());
                } catch (IOException e) {
                    throw unchecked(e);
                }
            }
        });
        return digests;
    }

    /** Its message is the file's own, so a refusal reads the same whether it came from a check or a read. */
    private static UncheckedIOException unchecked(IOException e) {
        return new UncheckedIOException(e.getMessage(), e);
    }
}
