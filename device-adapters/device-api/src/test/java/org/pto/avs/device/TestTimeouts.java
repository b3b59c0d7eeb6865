package org.pto.avs.device;

import java.time.Duration;

/**
 * The bounds the tests give the devices and processes they start, each times one factor, so that a slow or busy
 * machine does not fail a test that an idle one passes. The factor is the system property {@value #FACTOR_PROPERTY}
 * (docs/development.md, "Timeouts on a busy machine"); a test that checks that a bound fires scales the bound and
 * still sees it fire.
 */
public final class TestTimeouts {

    /** The system property that multiplies every bound; the build passes it to each test JVM. */
    public static final String FACTOR_PROPERTY = "avs.test.timeout-factor";

    /** Generous: a loaded 2-core machine ran the test devices' start several times slower than an idle one. */
    static final double DEFAULT_FACTOR = 4;

    private TestTimeouts() {}

    /** {@code bound} times the factor. */
    public static Duration scaled(Duration bound) {
        return Duration.ofMillis(Math.round(bound.toMillis() * factor(System.getProperty(FACTOR_PROPERTY))));
    }

    /** {@code bound} times the factor, as a device setting's duration ("40000ms"). */
    public static String setting(Duration bound) {
        return scaled(bound).toMillis() + "ms";
    }

    static double factor(String value) {
        if (value == null || value.isBlank()) {
            return DEFAULT_FACTOR;
        }
        double factor;
        try {
            factor = Double.parseDouble(value.trim());
        } catch (NumberFormatException e) {
            factor = Double.NaN;
        }
        if (!(factor > 0) || Double.isInfinite(factor)) {
            throw new IllegalArgumentException(
                    FACTOR_PROPERTY + "=" + value + " is not allowed: a positive number such as 1, 2.5 or 10");
        }
        return factor;
    }
}
