package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.nio.file.Path;
import java.security.PrivateKey;
import java.security.PublicKey;
import org.pto.avs.reports.attest.Ed25519Keys;

/** The certifier's key pair, read from one key file written by {@code keygen}. */
record SigningKey(PrivateKey privateKey, PublicKey publicKey) {

    static SigningKey read(Path file) throws IOException {
        return new SigningKey(Ed25519Keys.readPrivate(file), Ed25519Keys.readPublic(file));
    }

    String keyId() {
        return Ed25519Keys.keyId(publicKey);
    }
}
