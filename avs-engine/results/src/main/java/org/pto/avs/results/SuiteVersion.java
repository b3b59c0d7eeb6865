package org.pto.avs.results;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import org.apiguardian.api.API;

/**
 * The version of the suite this engine belongs to, written into the engine jar by the build: what journals are bound
 * to, what bundles record and what a verifier compares with.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class SuiteVersion {

    private static final String RESOURCE = "pto-avs/results/suite.properties";

    private SuiteVersion() {}

    public static String current() {
        Properties properties = new Properties();
        try (InputStream in = SuiteVersion.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the pto-avs-engine jar");
            }
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(RESOURCE + ": cannot be read", e);
        }
        return properties.getProperty("version", "unknown");
    }
}
