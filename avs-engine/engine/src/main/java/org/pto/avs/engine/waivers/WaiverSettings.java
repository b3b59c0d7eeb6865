package org.pto.avs.engine.waivers;

import org.pto.avs.engine.api.waivers.WaiverFile;
import org.pto.avs.engine.api.waivers.WaiverProblem;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.platform.engine.ConfigurationParameters;
import org.pto.avs.engine.api.Constants;

/**
 * {@code avs.waivers} and {@code avs.waivers.strict} as a run reads them.
 *
 * @param file     the waiver file, when one is configured
 * @param strict   whether an unexpected pass (a waived case that passes) fails the case
 * @param problems a value of {@code avs.waivers.strict} that is neither {@code true} nor {@code false}
 */
public record WaiverSettings(Optional<Path> file, boolean strict, List<WaiverProblem> problems) {

    public WaiverSettings {
        problems = List.copyOf(problems);
    }

    public static WaiverSettings from(ConfigurationParameters configuration) {
        Optional<Path> file = configuration.get(Constants.WAIVERS).map(String::strip).filter(s -> !s.isEmpty())
                .map(Path::of);
        Optional<String> strict = configuration.get(Constants.WAIVERS_STRICT).map(String::strip)
                .map(s -> s.toLowerCase(Locale.ROOT)).filter(s -> !s.isEmpty());
        if (strict.isPresent() && !strict.get().equals("true") && !strict.get().equals("false")) {
            // A mistyped strictness must not quietly mean lenient.
            return new WaiverSettings(file, true, List.of(WaiverProblem.ofFile(Constants.WAIVERS_STRICT,
                    "'" + strict.get() + "' is neither true nor false; the run is strict")));
        }
        return new WaiverSettings(file, strict.map(Boolean::parseBoolean).orElse(false), List.of());
    }

    /** The waiver file read now, or {@link WaiverFile#NONE} when none is configured. */
    public WaiverFile read() {
        return file.map(WaiverFile::read).orElse(WaiverFile.NONE);
    }
}
