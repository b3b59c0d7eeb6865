package org.pto.avs.engine.cases;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.apiguardian.api.API;

/**
 * The SHA-256 of a text, in hex: what binds a journaled result to the case file that produced it, and a schema
 * verdict to the schema and file it was made for.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class TextDigest {

    private TextDigest() {}

    public static String sha256(String text) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
