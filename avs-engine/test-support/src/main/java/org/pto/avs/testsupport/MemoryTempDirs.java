package org.pto.avs.testsupport;

import java.io.IOException;
import java.nio.file.FileStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.apiguardian.api.API;
import org.junit.jupiter.api.extension.AnnotatedElementContext;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.io.TempDirFactory;

/**
 * Makes each {@code @TempDir} folder in memory when the machine has a large enough tmpfs, otherwise where JUnit
 * makes it. The build's tests make and delete tens of thousands of small files (case files, Allure results, bundle
 * copies); on ext4 the kernel's work to create them was half the CPU time of a class such as {@code
 * BundleVerifierTest}.
 *
 * <p>Registered by this jar's {@code junit-platform.properties} for every module that has it at test scope. The
 * system property {@value #ROOT_PROPERTY} names another parent folder; set to the empty string it turns the memory
 * folder off.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class MemoryTempDirs implements TempDirFactory {

    /** The parent of the test folders, when set; empty: JUnit's default. */
    public static final String ROOT_PROPERTY = "pto.avs.test.tmpdir";

    /** Where a tmpfs usually is on Linux. */
    static final Path SHARED_MEMORY = Path.of("/dev/shm");

    /**
     * The least free space for the tests' folders in memory. The test JVMs that run at once (two modules side by
     * side, at most two JVMs each) hold at most a few hundred MiB there (archives at the 256 MiB bound); the margin
     * keeps a small tmpfs, such as a container's 64 MiB {@code /dev/shm}, from being used at all.
     */
    static final long LEAST_FREE_BYTES = 8L << 30;

    private static final String PREFIX = "junit-";

    /** Decided once per JVM: the folder the test folders are made in, or empty for JUnit's default. */
    private static final Optional<Path> ROOT = root(System.getProperty(ROOT_PROPERTY), SHARED_MEMORY);

    @Override
    public Path createTempDirectory(AnnotatedElementContext element, ExtensionContext context) throws IOException {
        if (ROOT.isEmpty()) {
            return Files.createTempDirectory(PREFIX);
        }
        try {
            Files.createDirectories(ROOT.get());
            return Files.createTempDirectory(ROOT.get(), PREFIX);
        } catch (IOException notHere) {
            // Another user's folder of that name, say: the test still gets a folder, where JUnit makes it.
            return Files.createTempDirectory(PREFIX);
        }
    }

    /**
     * The parent of the test folders: {@code stated} when set (empty: none), otherwise a folder under
     * {@code memory} when it is a tmpfs with at least {@link #LEAST_FREE_BYTES} free.
     */
    static Optional<Path> root(String stated, Path memory) {
        if (stated != null) {
            return stated.isBlank() ? Optional.empty() : Optional.of(Path.of(stated));
        }
        try {
            FileStore store = Files.getFileStore(memory);
            if ("tmpfs".equals(store.type())
                    && store.getUsableSpace() >= LEAST_FREE_BYTES
                    && Files.isWritable(memory)) {
                return Optional.of(memory.resolve("pto-avs-tests"));
            }
        } catch (IOException | SecurityException noSuchStore) {
            // No such folder, or it cannot be asked: the tests use JUnit's default.
        }
        return Optional.empty();
    }
}
