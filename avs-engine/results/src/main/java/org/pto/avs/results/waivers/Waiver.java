package org.pto.avs.results.waivers;

import java.net.URI;
import java.time.LocalDate;
import java.util.Objects;
import org.apiguardian.api.API;

/**
 * A vendor's accepted non-conformance of one AVS point, until a date (spec: "a file of entries (AVS id, reason,
 * link, expiry)").
 *
 * @param expires the last day the waiver applies
 * @param link    where the non-conformance is tracked: an erratum, a ticket
 * @param origin  {@code file:line}, for messages
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record Waiver(String id, LocalDate expires, URI link, String reason, String origin) {

    public Waiver {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(expires, "expires");
        Objects.requireNonNull(link, "link");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(origin, "origin");
    }

    /** True on every day up to and including {@link #expires()}. */
    public boolean activeOn(LocalDate day) {
        return !day.isAfter(expires);
    }

    /** The line of the waiver file it was read from, 0 when its origin names none. */
    public int line() {
        int colon = origin.lastIndexOf(':');
        try {
            return colon < 0 ? 0 : Integer.parseInt(origin.substring(colon + 1));
        } catch (NumberFormatException e) {
            return 0;
        }
    }
}
