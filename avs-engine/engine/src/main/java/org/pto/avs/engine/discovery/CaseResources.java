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
    /**
     * Where property cases ({@code "kind": "property"}) live:
     * {@code pto-avs/properties/<surface>/<mnemonic>/<id>.json}. They are no AVS points of the catalog, so they stay
     * out of {@link #ROOT}: a run of every case (a classpath root, {@code pto-avs/cases}, {@code avs:*}) is the
     * certification run and never includes them; selecting this folder, one of its files, their unique id, or a
     * file or directory runs them.
     */
    static final String PROPERTIES_ROOT = "pto-avs/properties/";

    static final String PROPERTIES_SCAN_PACKAGE = "pto-avs.properties";

    private CaseResources() {}

    static boolean isCaseResource(String name) {
        return name.startsWith(ROOT) && name.endsWith(EXTENSION);
    }

    static boolean isPropertyResource(String name) {
        return name.startsWith(PROPERTIES_ROOT) && name.endsWith(EXTENSION);
    }

    /**
     * The resource name of a case found by scanning, read from its URI. The name the scanner gives turns the dot of
     * a folder like {@code B.IOS} into a slash; the URI keeps it.
     */
    static String nameOf(URI uri, String fallback) {
        return nameOf(uri, fallback, ROOT);
    }

    /** As {@link #nameOf(URI, String)}, for a resource under {@code root}. */
    static String nameOf(URI uri, String fallback, String root) {
        String text = uri.toString();
        int at = text.lastIndexOf("/" + root);
        return at < 0 ? fallback : text.substring(at + 1);
    }
}
