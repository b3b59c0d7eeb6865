package org.pto.avs.results;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import org.apiguardian.api.API;

/** How a waiver of {@code avs.waivers} met a case: the value of {@value ReportKeys#WAIVER}. */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public enum WaiverUse {
    /** The case failed, crashed or timed out, and is reported waived. */
    APPLIED,
    /** The case passes although a waiver in force names it: the waiver must be removed. */
    UNEXPECTED_PASS,
    /** The waiver's expiry day has passed: the case fails. */
    EXPIRED;

    /** {@code applied}, {@code unexpected-pass}, {@code expired}. */
    public String text() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static Optional<WaiverUse> parse(String text) {
        return Arrays.stream(values()).filter(u -> u.text().equals(text)).findFirst();
    }
}
