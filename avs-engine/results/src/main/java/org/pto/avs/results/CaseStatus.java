package org.pto.avs.results;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The status of one AVS point, after the conformance suites vendors trust: every status but {@link #PASS},
 * {@link #WAIVED} and {@link #NOT_SUPPORTED} is non-conforming.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public enum CaseStatus {
    PASS("pass"),
    FAIL("fail"),
    NOT_SUPPORTED("not-supported"),
    WAIVED("waived"),
    ERROR("error"),
    CRASH("crash"),
    TIMEOUT("timeout");

    private final String text;

    CaseStatus(String text) {
        this.text = text;
    }

    /** The name reports, bundles and waiver files use. */
    public String text() {
        return text;
    }

    /** True when this status fails a certification run. */
    public boolean nonConforming() {
        return this == FAIL || this == ERROR || this == CRASH || this == TIMEOUT;
    }

    /** Parses a report name ({@code not-supported}), accepting spaces or underscores for the dash and any case. */
    public static Optional<CaseStatus> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String normal = text.trim().toLowerCase(Locale.ROOT).replace('_', '-').replace(' ', '-');
        return Arrays.stream(values()).filter(s -> s.text.equals(normal)).findFirst();
    }

    @Override
    public String toString() {
        return text;
    }
}
