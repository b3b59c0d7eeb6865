package org.pto.avs.engine.payloadfiles;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import org.apiguardian.api.API;
import org.pto.avs.device.Bytes;

/**
 * Payload files of a case file on the file system (a file or directory selector, or a classpath folder): the
 * reference is resolved against the case file's folder, and the file it reaches, with every symbolic link
 * followed, must still be inside that folder.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class FolderPayloadFiles implements PayloadFiles {

    private final Path folder;

    /** The payload files next to {@code caseFile} and beneath its folder. */
    public static PayloadFiles of(Path caseFile) {
        Path parent = caseFile.toAbsolutePath().normalize().getParent();
        return parent == null ? NONE : new FolderPayloadFiles(parent);
    }

    private FolderPayloadFiles(Path folder) {
        this.folder = folder;
    }

    @Override
    public Bytes read(String reference, int maxBytes) throws PayloadFileException {
        Path target = folder;
        for (String name : RelativeReference.names(reference)) {
            target = target.resolve(name);
        }
        if (!Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new PayloadFileException("no file '" + reference + "' in " + folder);
        }
        Path real;
        Path realFolder;
        try {
            real = target.toRealPath();
            realFolder = folder.toRealPath();
        } catch (IOException e) {
            throw new PayloadFileException(
                    "'" + reference + "' cannot be resolved: " + e.getMessage() + " (a symbolic link to nothing?)");
        }
        if (!real.startsWith(realFolder)) {
            throw new PayloadFileException("'" + reference + "' is a symbolic link (or passes one) to " + real
                    + ", outside the case file's folder " + realFolder);
        }
        if (!Files.isRegularFile(real)) {
            throw new PayloadFileException("'" + reference + "' is not a regular file");
        }
        try (InputStream in = Files.newInputStream(real)) {
            return Bounded.read(in, reference, maxBytes);
        } catch (IOException e) {
            throw new PayloadFileException("cannot read '" + reference + "': " + e.getMessage());
        }
    }
}
