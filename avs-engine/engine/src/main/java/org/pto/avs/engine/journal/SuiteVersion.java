package org.pto.avs.engine.journal;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The version of the suite this engine belongs to, written into the engine jar by the build. */
public final class SuiteVersion {

    private static final String RESOURCE = "pto-avs/engine/suite.properties";

    private SuiteVersion() {
    }

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
