package org.pto.avs.engine.settings;

import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.platform.engine.ConfigurationParameters;

/** Configuration parameters that hold exactly the given values, as a run with only these settings would. */
public final class MapParameters {

    private MapParameters() {}

    public static ConfigurationParameters of(Map<String, String> values) {
        return new ConfigurationParameters() {
            @Override
            public Optional<String> get(String key) {
                return Optional.ofNullable(values.get(key));
            }

            @Override
            public Optional<Boolean> getBoolean(String key) {
                return get(key).map(Boolean::parseBoolean);
            }

            @Override
            public Set<String> keySet() {
                return values.keySet();
            }
        };
    }
}
