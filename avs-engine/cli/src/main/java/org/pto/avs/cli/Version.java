package org.pto.avs.cli;

import org.pto.avs.reports.suite.SuiteFiles;
import org.pto.avs.engine.api.SuiteVersion;

/**
 * {@code --version}: the suite version and the digest of the catalog this jar carries, the two facts a bundle and a
 * journal are bound to, so a user can tell which suite checks a bundle.
 */
final class Version {

    private Version() {
    }

    static String text() {
        String catalog = SuiteFiles.fromClasspath(Version.class.getClassLoader()).catalogDigest();
        return "pto-avs " + SuiteVersion.current() + " (catalog sha256 " + catalog + ")";
    }
}
