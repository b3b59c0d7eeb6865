package org.pto.avs.reports.bundle;

import java.nio.file.Path;
import java.util.List;

/**
 * The verdict on one bundle.
 *
 * @param seal     the SHA-256 of its {@code SHA256SUMS}, to compare with the value published with the bundle
 * @param findings every defect found, each naming the file, AVS id or field; empty when the bundle verifies
 */
public record Verification(Path bundle, String seal, List<String> findings) {

    public Verification {
        findings = List.copyOf(findings);
    }

    public boolean passed() {
        return findings.isEmpty();
    }
}
