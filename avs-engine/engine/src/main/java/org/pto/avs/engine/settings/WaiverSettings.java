package org.pto.avs.engine.settings;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;
import org.pto.avs.results.Constants;
import org.pto.avs.results.waivers.WaiverFile;
import org.pto.avs.results.waivers.WaiverProblem;

/**
 * {@code avs.waivers}, {@code avs.waivers.strict} and {@code avs.waivers.max-days} as a run reads them.
 *
 * @param file     the waiver file, when one is configured
 * @param strict   whether an unexpected pass (a waived case that passes) fails the case
 * @param maxDays  how many days after the run day a waiver may expire
 * @param problems a value of {@code avs.waivers.strict} or {@code avs.waivers.max-days} that cannot be read
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record WaiverSettings(Optional<Path> file, boolean strict, int maxDays, List<WaiverProblem> problems) {

    /** No waiver file, lenient, the default bound. */
    public static final WaiverSettings NONE =
            new WaiverSettings(Optional.empty(), false, WaiverFile.DEFAULT_MAX_DAYS, List.of());

    public WaiverSettings {
        problems = List.copyOf(problems);
    }

    static WaiverSettings from(ConfigurationParameters configuration) {
        Optional<Path> file = Setting.path(configuration, Constants.WAIVERS);
        List<WaiverProblem> problems = new ArrayList<>();
        // Exactly true or false, as every boolean setting is read (DeviceSettings.parseBoolean).
        Optional<String> strict =
                configuration.get(Constants.WAIVERS_STRICT).map(String::strip).filter(s -> !s.isEmpty());
        boolean isStrict = strict.map(Boolean::parseBoolean).orElse(false);
        if (strict.isPresent() && !strict.get().equals("true") && !strict.get().equals("false")) {
            // A mistyped strictness must not quietly mean lenient.
            isStrict = true;
            problems.add(WaiverProblem.ofFile(
                    Constants.WAIVERS_STRICT, "'" + strict.get() + "' is neither true nor false; the run is strict"));
        }
        int maxDays = WaiverFile.DEFAULT_MAX_DAYS;
        Optional<String> days =
                configuration.get(Constants.WAIVERS_MAX_DAYS).map(String::strip).filter(s -> !s.isEmpty());
        if (days.isPresent()) {
            try {
                maxDays = Integer.parseInt(days.get());
            } catch (NumberFormatException e) {
                maxDays = -1;
            }
            if (maxDays < 0) {
                // A mistyped bound must not quietly mean no bound.
                maxDays = WaiverFile.DEFAULT_MAX_DAYS;
                problems.add(WaiverProblem.ofFile(
                        Constants.WAIVERS_MAX_DAYS,
                        "'" + days.get() + "' is not a number of days (0 or more); the bound is "
                                + WaiverFile.DEFAULT_MAX_DAYS));
            }
        }
        return new WaiverSettings(file, isStrict, maxDays, problems);
    }

    /** The waiver file read now, or {@link WaiverFile#NONE} when none is configured. */
    public WaiverFile read() {
        return read(LocalDate.now());
    }

    /** The waiver file as of {@code runDay}, whose expiries may be at most {@link #maxDays} later. */
    public WaiverFile read(LocalDate runDay) {
        return file.map(f -> WaiverFile.read(f, runDay, maxDays)).orElse(WaiverFile.NONE);
    }
}
