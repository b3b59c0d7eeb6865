package org.pto.avs.reports.model;

import java.time.LocalDate;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/** A waiver of {@code avs.waivers} that named a case in this run, and what became of it. */
public record WaiverUse(String reason, LocalDate expires, Use use) {

    public enum Use {
        /** The case failed and is reported waived. */
        APPLIED,
        /** The case passes although waived: the waiver can be removed. */
        UNNEEDED,
        /** The waiver had expired and was ignored; the case keeps its real status. */
        EXPIRED;

        public static Optional<Use> parse(String text) {
            return Arrays.stream(values()).filter(u -> u.name().toLowerCase(Locale.ROOT).equals(text)).findFirst();
        }
    }

    public WaiverUse {
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(expires, "expires");
        Objects.requireNonNull(use, "use");
    }

    public boolean unneeded() {
        return use == Use.UNNEEDED;
    }

    /** One line for reports: what the waiver did to the case. */
    public String describe() {
        return switch (use) {
            case APPLIED -> "waived until " + expires + ": " + reason;
            case UNNEEDED -> "passes although waived (until " + expires + ": " + reason + "); remove the waiver";
            case EXPIRED -> "waiver expired on " + expires + " and was ignored (" + reason + ")";
        };
    }
}
