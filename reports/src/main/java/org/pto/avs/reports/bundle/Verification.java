package org.pto.avs.reports.bundle;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The verdict on one bundle.
 *
 * @param seal     the SHA-256 of its {@code SHA256SUMS}, to compare with the value published with the bundle
 * @param findings every defect found, each naming the file, AVS id or field; empty when the bundle verifies
 * @param signer   the id of the trusted key that signed the bundle, when origin was checked and one did
 * @param originChecked whether trusted keys were given, so that who vouches for the bundle was checked
 * @param waiversUsed one line per waiver the bundle's results use: id, expiry, link and the key that signed it
 */
public record Verification(Path bundle, String seal, List<String> findings, Optional<String> signer,
        boolean originChecked, List<String> waiversUsed) {

    public Verification {
        findings = List.copyOf(findings);
        waiversUsed = List.copyOf(waiversUsed);
    }

    /** A verdict on integrity alone. */
    public Verification(Path bundle, String seal, List<String> findings) {
        this(bundle, seal, findings, Optional.empty(), false, List.of());
    }

    public boolean passed() {
        return findings.isEmpty();
    }
}
