package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.nio.file.Path;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.util.List;
import java.util.Set;
import org.pto.avs.reports.attest.Ed25519Keys;

/** The certifier's key pair, read from one key file written by {@code keygen}. */
record SigningKey(PrivateKey privateKey, PublicKey publicKey) {

    static SigningKey read(Path file) throws IOException {
        return new SigningKey(Ed25519Keys.readPrivate(file), Ed25519Keys.readPublic(file));
    }

    /** What {@code verify --trusted-key} with this key's public key accepts. */
    TrustPolicy trust() {
        return new TrustPolicy(List.of(publicKey), Set.of());
    }

    String keyId() {
        return Ed25519Keys.keyId(publicKey);
    }
}
