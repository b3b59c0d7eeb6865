package org.pto.avs.engine.settings;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.TreeSet;
import org.junit.platform.engine.ConfigurationParameters;

/**
 * A setting fixed by the run (a suite's {@code @ConfigurationParameter}, the Console Launcher's {@code --config})
 * wins over the system property of the same name. A user who passes {@code -Davs.device=...} to such a run would
 * otherwise see it ignored without a word: each such property gets a warning naming both values.
 */
final class PinnedSettings {

    private static final String PREFIX = "avs.";

    private PinnedSettings() {}

    /** One warning per {@code avs.*} system property whose value the run's own setting replaces. */
    static List<String> overriddenSystemProperties(ConfigurationParameters configuration, Properties system) {
        List<String> warnings = new ArrayList<>();
        for (String key : new TreeSet<>(system.stringPropertyNames())) {
            if (!key.startsWith(PREFIX)) {
                continue;
            }
            String property = system.getProperty(key);
            configuration
                    .get(key)
                    .filter(value -> !value.equals(property))
                    .ifPresent(value -> warnings.add(key + "=" + value
                            + " is set by the run (a suite's @ConfigurationParameter or --config) and wins"
                            + " over the system property -D" + key + "=" + property + ", which is ignored; to set it"
                            + " from the command line, leave " + key + " out of the suite"));
        }
        return warnings;
    }
}
