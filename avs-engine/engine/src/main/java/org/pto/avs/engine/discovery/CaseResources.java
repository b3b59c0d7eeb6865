package org.pto.avs.engine.discovery;

import java.net.URI;

/** Where case files live on the classpath: {@code pto-avs/cases/<surface>/<mnemonic>/<AVS id>.json}. */
final class CaseResources {

    static final String ROOT = "pto-avs/cases/";
    /**
     * The same folder as a "package" for JUnit's resource scanning, which finds it in directories and jars alike.
     * It is no Java package ({@code pto-avs} has a dash), but the scanner only turns the dots back into slashes.
     */
    static final String SCAN_PACKAGE = "pto-avs.cases";
    static final String EXTENSION = ".json";

    private CaseResources() {
    }

    static boolean isCaseResource(String name) {
        return name.startsWith(ROOT) && name.endsWith(EXTENSION);
    }

    /**
     * The resource name of a case found by scanning, read from its URI. The name the scanner gives turns the dot of
     * a folder like {@code B.IOS} into a slash; the URI keeps it.
     */
    static String nameOf(URI uri, String fallback) {
        String text = uri.toString();
        int at = text.lastIndexOf("/" + ROOT);
        return at < 0 ? fallback : text.substring(at + 1);
    }
}
