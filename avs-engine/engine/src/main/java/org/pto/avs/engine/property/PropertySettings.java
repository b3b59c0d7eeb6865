package org.pto.avs.engine.property;

import java.nio.file.Path;
import java.util.Locale;
import java.util.OptionalLong;
import org.junit.platform.engine.ConfigurationParameters;
import org.pto.avs.engine.Constants;

/** The {@code avs.property.*} parameters ({@link Constants#PROPERTY_SEED}, {@link Constants#PROPERTY_OUTPUT}). */
public final class PropertySettings {

    private PropertySettings() {
    }

    /**
     * The seed every property case generates from instead of its own, when {@code avs.property.seed} is set.
     *
     * @throws IllegalArgumentException naming the parameter when the value is not a number of 0 or more
     */
    public static OptionalLong seedOverride(ConfigurationParameters configuration) {
        String text = configuration.get(Constants.PROPERTY_SEED).map(String::strip).orElse("");
        if (text.isEmpty()) {
            return OptionalLong.empty();
        }
        try {
            long seed = text.toLowerCase(Locale.ROOT).startsWith("0x") ? Long.parseLong(text.substring(2), 16)
                    : Long.parseLong(text);
            if (seed >= 0) {
                return OptionalLong.of(seed);
            }
        } catch (NumberFormatException e) {
            // Reported below with the value.
        }
        throw new IllegalArgumentException(Constants.PROPERTY_SEED + "=" + text + " is not a seed: write a whole"
                + " number from 0 to " + Long.MAX_VALUE + ", in decimal or as 0x...");
    }

    /** Where counterexample case files go: {@code avs.property.output}, relative to the working directory. */
    public static Path outputDirectory(ConfigurationParameters configuration) {
        return Path.of(configuration.get(Constants.PROPERTY_OUTPUT).map(String::strip).filter(s -> !s.isEmpty())
                .orElse(Constants.DEFAULT_PROPERTY_OUTPUT));
    }
}
