package org.pto.avs.reports.progress;

import java.util.Locale;
import java.util.Optional;
import org.apiguardian.api.API;

/** The values of {@code avs.progress}. */
@API(status = API.Status.MAINTAINED, since = "0.1")
public enum ProgressMode {
    /** A progress display only for runs of more than {@link ProgressWriter#AUTO_MIN_CASES} cases (default). */
    AUTO,
    /** A progress display for every run with at least one case. */
    ON,
    /** No progress display. */
    OFF;

    /** Parses {@code auto}, {@code on} or {@code off}, as the engine accepts them; empty for anything else. */
    public static Optional<ProgressMode> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String name = text.strip();
        for (ProgressMode mode : values()) {
            if (mode.name().toLowerCase(Locale.ROOT).equals(name)) {
                return Optional.of(mode);
            }
        }
        return Optional.empty();
    }
}
