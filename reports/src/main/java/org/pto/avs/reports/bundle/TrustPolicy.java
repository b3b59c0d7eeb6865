package org.pto.avs.reports.bundle;

import java.security.PublicKey;
import java.util.List;
import java.util.Set;
import org.apiguardian.api.API;
import org.pto.avs.reports.attest.Ed25519Keys;

/**
 * Whose signature the verifier accepts: the trusted public keys less those revoked (by key id). With no trusted key
 * the verifier checks integrity only, not origin.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record TrustPolicy(List<PublicKey> trusted, Set<String> revokedKeyIds) {

    public static final TrustPolicy INTEGRITY_ONLY = new TrustPolicy(List.of(), Set.of());

    public TrustPolicy {
        trusted = List.copyOf(trusted);
        revokedKeyIds = Set.copyOf(revokedKeyIds);
    }

    public boolean checksOrigin() {
        return !trusted.isEmpty();
    }

    boolean revoked(PublicKey key) {
        return revokedKeyIds.contains(Ed25519Keys.keyId(key));
    }
}
