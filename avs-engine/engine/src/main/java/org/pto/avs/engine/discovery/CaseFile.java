package org.pto.avs.engine.discovery;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.ClasspathResourceSource;
import org.junit.platform.engine.support.descriptor.FilePosition;
import org.junit.platform.engine.support.descriptor.FileSource;
import org.pto.avs.engine.cases.Location;
import org.pto.avs.engine.payloadfiles.ArchivePayloadFiles;
import org.pto.avs.engine.payloadfiles.FolderPayloadFiles;
import org.pto.avs.engine.payloadfiles.PayloadFiles;

/**
 * A case file to read: a classpath resource (named by its resource name) or a file (named by its path). Its test
 * sources carry line and column, so an IDE jumps from a result to the line.
 */
record CaseFile(String origin, URI uri, boolean onClasspath) {

    static CaseFile resource(String name, URI uri) {
        return new CaseFile(name, uri, true);
    }

    static CaseFile file(Path path) {
        return new CaseFile(path.toString(), path.toAbsolutePath().normalize().toUri(), false);
    }

    TestSource sourceAt(Location location) {
        FilePosition position = FilePosition.from(location.line(), location.column());
        return onClasspath ? ClasspathResourceSource.from(origin, position) : FileSource.from(new File(uri), position);
    }

    /** The text as UTF-8; bytes that are not UTF-8 are an error ({@link CaseFileText}), never guessed. */
    String read() throws IOException {
        byte[] bytes;
        if ("file".equals(uri.getScheme())) {
            // A file is read whole in one call once its size is known: a URL stream of a file costs its own
            // buffering on top, which a folder of 10,000 cases pays 10,000 times.
            Path path = Path.of(uri);
            try {
                if (Files.size(path) > CaseFileText.MAX_BYTES) {
                    throw tooLarge();
                }
                bytes = Files.readAllBytes(path);
            } catch (NoSuchFileException e) {
                throw new IOException(path + " (no such file)", e);
            } catch (AccessDeniedException e) {
                throw new IOException(path + " (permission denied)", e);
            }
        } else {
            try (InputStream in = uri.toURL().openStream()) {
                bytes = in.readNBytes(CaseFileText.MAX_BYTES + 1);
            }
        }
        if (bytes.length > CaseFileText.MAX_BYTES) {
            throw tooLarge();
        }
        return CaseFileText.decode(bytes);
    }

    private static IOException tooLarge() {
        return new IOException(
                "the file is larger than " + CaseFileText.MAX_BYTES / (1024 * 1024) + " MiB, the bound on a case file");
    }

    /** Where a problem reading the file lies: the place {@link CaseFileText} names, else the start. */
    static Location locationOf(IOException e) {
        return e instanceof CaseFileText.NotText notText ? notText.location() : Location.START;
    }

    /** The files its {@code {"file": ...}} payloads may read: those of its folder (in a directory or a jar). */
    PayloadFiles payloadFiles() {
        if ("file".equals(uri.getScheme())) {
            return FolderPayloadFiles.of(Path.of(uri));
        }
        return "jar".equals(uri.getScheme()) ? ArchivePayloadFiles.of(uri) : PayloadFiles.NONE;
    }
}
