package org.pto.avs.results.journal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The one path of a file, whether or not it exists yet: every symbolic link on the way to it resolved. */
final class RealPath {

    /** More links than this in a row is a loop (the limit Linux applies). */
    private static final int MAX_LINKS = 40;

    private RealPath() {}

    /**
     * {@code file} with its folder's real path and, while its last name is a symbolic link (even one to a file not
     * made yet), that link followed.
     */
    static Path of(Path file) throws IOException {
        Path path = file.toAbsolutePath().normalize();
        for (int links = 0; links <= MAX_LINKS; links++) {
            Path real = path.getParent().toRealPath().resolve(path.getFileName());
            if (!Files.isSymbolicLink(real)) {
                return real;
            }
            path = real.getParent()
                    .resolve(Files.readSymbolicLink(real))
                    .toAbsolutePath()
                    .normalize();
        }
        throw new IOException(file + ": more than " + MAX_LINKS + " symbolic links in a row (a loop?)");
    }
}
