package org.pto.avs.engine.settings;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;
import org.pto.avs.model.random.GeneratorSpec;
import org.pto.avs.results.Constants;

/**
 * The {@code avs.random.*} parameters of property cases ({@link Constants#RANDOM_SEED},
 * {@link Constants#RANDOM_TRIES}, {@link Constants#RANDOM_OUTPUT}).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class PropertySettings {

    /** Earlier names of the parameters: a run that sets one fails instead of silently ignoring it. */
    private static final Map<String, String> RENAMED = Map.of(
            "avs.property.seed", Constants.RANDOM_SEED,
            "avs.property.output", Constants.RANDOM_OUTPUT);

    private PropertySettings() {}

    /**
     * The seed every property case generates from instead of its own, when {@code avs.random.seed} is set.
     *
     * @throws IllegalArgumentException naming the parameter when the value is not a number of 0 or more
     */
    static OptionalLong seedOverride(ConfigurationParameters configuration) {
        requireCurrentNames(configuration);
        String text = value(configuration, Constants.RANDOM_SEED);
        if (text.isEmpty()) {
            return OptionalLong.empty();
        }
        try {
            long seed = text.toLowerCase(Locale.ROOT).startsWith("0x")
                    ? Long.parseLong(text.substring(2), 16)
                    : Long.parseLong(text);
            if (seed >= 0) {
                return OptionalLong.of(seed);
            }
        } catch (NumberFormatException e) {
            // Reported below with the value.
        }
        throw new IllegalArgumentException(Constants.RANDOM_SEED + "=" + text + " is not a seed: write a whole"
                + " number from 0 to " + Long.MAX_VALUE + ", in decimal or as 0x...");
    }

    /**
     * How many programs every property case makes instead of its own, when {@code avs.random.tries} is set.
     *
     * @throws IllegalArgumentException naming the parameter when the value is not a number of 1..1000000
     */
    static OptionalInt triesOverride(ConfigurationParameters configuration) {
        String text = value(configuration, Constants.RANDOM_TRIES);
        if (text.isEmpty()) {
            return OptionalInt.empty();
        }
        try {
            int tries = Integer.parseInt(text);
            if (tries >= 1 && tries <= GeneratorSpec.MAX_PROGRAMS) {
                return OptionalInt.of(tries);
            }
        } catch (NumberFormatException e) {
            // Reported below with the value.
        }
        throw new IllegalArgumentException(Constants.RANDOM_TRIES + "=" + text + " is not a number of programs:"
                + " write a whole number from 1 to " + GeneratorSpec.MAX_PROGRAMS);
    }

    /** Where counterexample case files go: {@code avs.random.output}, relative to the working directory. */
    static Path outputDirectory(ConfigurationParameters configuration) {
        return Setting.path(configuration, Constants.RANDOM_OUTPUT).orElse(Path.of(Constants.DEFAULT_RANDOM_OUTPUT));
    }

    private static void requireCurrentNames(ConfigurationParameters configuration) {
        RENAMED.forEach((old, current) -> {
            if (configuration.get(old).isPresent()) {
                throw new IllegalArgumentException(old + " is now called " + current + "; set " + current + " instead");
            }
        });
    }

    private static String value(ConfigurationParameters configuration, String key) {
        return configuration.get(key).map(String::strip).orElse("");
    }
}
