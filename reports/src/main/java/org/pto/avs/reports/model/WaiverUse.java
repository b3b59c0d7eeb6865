package org.pto.avs.reports.model;

import java.time.LocalDate;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * A waiver of {@code avs.waivers} that named a case in this run, and what became of it.
 *
 * @param link   where the non-conformance is tracked
 * @param origin the waiver file and line, {@code waivers.txt:3}
 */
public record WaiverUse(String reason, LocalDate expires, String link, String origin, Use use) {

    public enum Use {
        /** The case failed, crashed or timed out and is reported waived. */
        APPLIED,
        /** The case passes although waived: the waiver must be removed (a strict run fails the case). */
        UNEXPECTED_PASS,
        /** The waiver's expiry day had passed: the case fails. */
        EXPIRED;

        /** {@code applied}, {@code unexpected-pass}, {@code expired}: the engine's report entry value. */
        public String text() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        public static Optional<Use> parse(String text) {
            return Arrays.stream(values()).filter(u -> u.text().equals(text)).findFirst();
        }
    }

    public WaiverUse {
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(expires, "expires");
        link = link == null ? "" : link;
        origin = origin == null ? "" : origin;
        Objects.requireNonNull(use, "use");
    }

    public boolean unexpectedPass() {
        return use == Use.UNEXPECTED_PASS;
    }

    /** One line for reports: what the waiver did to the case. */
    public String describe() {
        return switch (use) {
            case APPLIED -> "waived until " + expires + ": " + reason + " (" + link + ")";
            case UNEXPECTED_PASS -> "unexpected pass: waived until " + expires + " (" + reason + ", " + link
                    + "); remove the waiver at " + origin;
            case EXPIRED -> "the waiver at " + origin + " expired on " + expires + " (" + reason + ", " + link
                    + "); renew or remove it";
        };
    }
}
