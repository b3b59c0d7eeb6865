package org.pto.avs.engine.discovery;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.ClasspathResourceSource;
import org.junit.platform.engine.support.descriptor.FilePosition;
import org.junit.platform.engine.support.descriptor.FileSource;
import org.pto.avs.engine.cases.Location;

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

    /** The text, decoded as UTF-8; bytes that are not UTF-8 are an error rather than silently replaced. */
    String read() throws IOException {
        byte[] bytes;
        try (InputStream in = uri.toURL().openStream()) {
            bytes = in.readAllBytes();
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new IOException("the file is not UTF-8 text", e);
        }
    }
}
