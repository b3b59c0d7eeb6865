package org.pto.avs.engine.payloadfiles;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import org.apiguardian.api.API;
import org.pto.avs.device.Bytes;

/**
 * Payload files of a case file inside a jar ({@code jar:file:/x.jar!/pto-avs/cases/block/B.IOS/X.json}): entries of
 * the same jar beneath the case file's folder. A jar has no symbolic links, so the spelling check is the whole check.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ArchivePayloadFiles implements PayloadFiles {

    private final String folder;

    /** The payload files of the case at {@code caseUri} (a {@code jar:} URI). */
    public static PayloadFiles of(URI caseUri) {
        String text = caseUri.toString();
        int slash = text.lastIndexOf('/');
        return slash < 0 || !text.contains("!/") ? NONE : new ArchivePayloadFiles(text.substring(0, slash + 1));
    }

    private ArchivePayloadFiles(String folder) {
        this.folder = folder;
    }

    @Override
    public Bytes read(String reference, int maxBytes) throws PayloadFileException {
        String entry = folder + String.join("/", RelativeReference.names(reference));
        try (InputStream in = new URL(entry).openStream()) {
            return Bounded.read(in, reference, maxBytes);
        } catch (IOException e) {
            throw new PayloadFileException(
                    "no readable entry '" + reference + "' next to the case in its jar (" + e.getMessage() + ")");
        }
    }
}
