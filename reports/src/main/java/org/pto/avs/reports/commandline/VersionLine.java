package org.pto.avs.reports.commandline;

import org.pto.avs.reports.capture.RunInfos;
import org.pto.avs.reports.suite.SuiteFiles;
import org.pto.avs.results.SuiteVersion;

/**
 * {@code --version}: the suite version and the digest of the catalog on the class path, the two facts a bundle and
 * a journal are bound to, so a user can tell which suite checks a bundle.
 */
final class VersionLine {

    private VersionLine() {}

    static String text() {
        String catalog = SuiteFiles.fromClasspath(RunInfos.classLoader()).catalogDigest();
        return "pto-avs " + SuiteVersion.current() + " (catalog sha256 " + catalog + ")";
    }
}
