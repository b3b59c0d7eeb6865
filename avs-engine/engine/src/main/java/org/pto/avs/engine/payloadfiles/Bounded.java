package org.pto.avs.engine.payloadfiles;

import java.io.IOException;
import java.io.InputStream;
import org.pto.avs.device.Bytes;

/** Reads a payload file without ever holding more than one byte past the payload it fills. */
final class Bounded {

    private Bounded() {}

    static Bytes read(InputStream in, String reference, int maxBytes) throws IOException, PayloadFileException {
        byte[] bytes = in.readNBytes(maxBytes + 1);
        if (bytes.length > maxBytes) {
            throw new PayloadFileException("'" + reference + "' holds more than the " + maxBytes + " bytes it fills");
        }
        return Bytes.adopt(bytes);
    }
}
