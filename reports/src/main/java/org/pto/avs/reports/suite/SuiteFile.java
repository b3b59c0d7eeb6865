package org.pto.avs.reports.suite;

import java.util.Objects;
import org.apiguardian.api.API;

/**
 * One file of the suite as the classpath holds it.
 *
 * @param path   the classpath resource name ({@code pto-avs/cases/block/B.IOS/PTO-AVS-BLOCK-B-IOS-STREAM-001.json})
 * @param sha256 the digest of its bytes
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record SuiteFile(String path, String sha256) {

    public SuiteFile {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(sha256, "sha256");
    }
}
