package org.pto.avs.engine.settings;

import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.apiguardian.api.API;
import org.pto.avs.results.Constants;

/**
 * The {@code avs.random.*} settings of property cases. A bad seed or number of programs does not stop the run: it
 * fails every property case, naming the parameter ({@link #overrideProblem}), as a bad partial-device setting does
 * ({@link PartialDeviceSettings#problem}).
 *
 * @param seed            {@value Constants#RANDOM_SEED}, when set
 * @param tries           {@value Constants#RANDOM_TRIES}, when set
 * @param overrideProblem why {@code seed} or {@code tries} was refused
 * @param output          where counterexample case files go ({@value Constants#RANDOM_OUTPUT})
 * @param partial         the settings of random testing on a partial device
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record RandomSettings(
        OptionalLong seed,
        OptionalInt tries,
        Optional<String> overrideProblem,
        Path output,
        PartialDeviceSettings partial) {

    static RandomSettings read(SettingReader reader) {
        OptionalLong seed = OptionalLong.empty();
        OptionalInt tries = OptionalInt.empty();
        Optional<String> problem = Optional.empty();
        try {
            seed = PropertySettings.seedOverride(reader.configuration());
            tries = PropertySettings.triesOverride(reader.configuration());
        } catch (IllegalArgumentException e) {
            problem = Optional.of(e.getMessage());
        }
        return new RandomSettings(
                seed,
                tries,
                problem,
                reader.read(PropertySettings::outputDirectory, Path.of(Constants.DEFAULT_RANDOM_OUTPUT)),
                PartialDeviceSettings.of(reader.configuration()));
    }
}
