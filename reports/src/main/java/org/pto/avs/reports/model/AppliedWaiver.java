package org.pto.avs.reports.model;

import java.time.LocalDate;
import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.results.WaiverUse;

/**
 * A waiver of {@code avs.waivers} that named a case in this run, and what became of it.
 *
 * @param link   where the non-conformance is tracked
 * @param origin the waiver file and line, {@code waivers.txt:3}
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record AppliedWaiver(String reason, LocalDate expires, String link, String origin, WaiverUse use) {

    public AppliedWaiver {
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(expires, "expires");
        link = link == null ? "" : link;
        origin = origin == null ? "" : origin;
        Objects.requireNonNull(use, "use");
    }

    public boolean unexpectedPass() {
        return use == WaiverUse.UNEXPECTED_PASS;
    }

    /** One line for reports: what the waiver did to the case. */
    public String describe() {
        return switch (use) {
            case APPLIED -> "waived until " + expires + ": " + reason + " (" + link + ")";
            case UNEXPECTED_PASS ->
                "unexpected pass: waived until " + expires + " (" + reason + ", " + link + "); remove the waiver at "
                        + origin;
            case EXPIRED ->
                "the waiver at " + origin + " expired on " + expires + " (" + reason + ", " + link
                        + "); renew or remove it";
        };
    }
}
