package org.pto.avs.engine.waivers;

import java.time.LocalDate;
import java.util.Objects;

/**
 * A vendor's accepted non-conformance of one AVS point, until a date.
 *
 * @param expires the last day the waiver applies
 * @param origin  {@code file:line}, for messages
 */
public record Waiver(String id, LocalDate expires, String reason, String origin) {

    public Waiver {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(expires, "expires");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(origin, "origin");
    }

    /** True on every day up to and including {@link #expires()}. */
    public boolean activeOn(LocalDate day) {
        return !day.isAfter(expires);
    }
}
