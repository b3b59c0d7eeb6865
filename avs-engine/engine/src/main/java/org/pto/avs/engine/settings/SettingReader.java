package org.pto.avs.engine.settings;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.platform.engine.ConfigurationParameters;

/**
 * Reads settings one after another, keeping the problem of each bad value instead of stopping at the first, so a run
 * reports every problem at once.
 */
final class SettingReader {

    private final ConfigurationParameters configuration;
    private final List<String> problems = new ArrayList<>();

    SettingReader(ConfigurationParameters configuration) {
        this.configuration = configuration;
    }

    ConfigurationParameters configuration() {
        return configuration;
    }

    /** What {@code reading} makes of the configuration, or {@code fallback} with its problem kept. */
    <T> T read(Function<ConfigurationParameters, T> reading, T fallback) {
        try {
            return reading.apply(configuration);
        } catch (IllegalArgumentException e) {
            problems.add(e.getMessage());
            return fallback;
        }
    }

    /** Keeps a problem found outside {@link #read}. */
    void problem(String message) {
        problems.add(message);
    }

    List<String> problems() {
        return List.copyOf(problems);
    }
}
