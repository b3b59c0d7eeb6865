package org.pto.avs.mutant.run;

import java.util.Objects;

/**
 * How one AVS case ended on one device.
 *
 * @param status  the engine's {@code avs.status} ({@code pass}, {@code fail}, {@code not-supported},
 *                {@code error}, {@code crash}, {@code timeout}), or JUnit's result when the engine gave none
 * @param message the first line of the failure, empty on a pass
 */
public record CaseResult(String status, String message) {

    public static final String PASS = "pass";

    public CaseResult {
        Objects.requireNonNull(status, "status");
        message = message == null ? "" : message;
    }

    public boolean passed() {
        return PASS.equals(status);
    }

    /**
     * A case kills a mutant when the device gave a wrong answer: it failed, or the device broke (error, crash,
     * timeout). Not supported is no kill: the case could not judge the device.
     */
    public boolean kills() {
        return !passed() && !"not-supported".equals(status);
    }
}
