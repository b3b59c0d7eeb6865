package org.pto.avs.mutant.run;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.apiguardian.api.API;
import org.pto.avs.results.CaseStatus;

/**
 * How one AVS case ended on one device.
 *
 * @param status      the engine's {@code avs.status}, or JUnit's result when the engine gave none; empty when the case
 *                    did not run at all (JUnit skipped it, or it never ran on the reference device)
 * @param message     the first line of the failure, why it did not run, or empty on a pass
 * @param tries       for a property case, {@code avs.random.tries}: the programs it compared, up to and including
 *                    the first that differed
 * @param shrunkSteps for a property case that found a difference, {@code avs.random.shrunk-steps}: the steps of
 *                    its shrunk counterexample
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record CaseResult(Optional<CaseStatus> status, String message, OptionalInt tries, OptionalInt shrunkSteps) {

    /** What the kill matrix shows for a case that did not run. */
    public static final String DID_NOT_RUN = "did not run";

    public CaseResult {
        Objects.requireNonNull(status, "status");
        message = message == null ? "" : message;
        Objects.requireNonNull(tries, "tries");
        Objects.requireNonNull(shrunkSteps, "shrunkSteps");
    }

    /** The result of a case that is not a property case. */
    public CaseResult(CaseStatus status, String message) {
        this(Optional.of(status), message, OptionalInt.empty(), OptionalInt.empty());
    }

    /** A case that did not run, and why. */
    public static CaseResult notRun(String why) {
        return new CaseResult(Optional.empty(), why, OptionalInt.empty(), OptionalInt.empty());
    }

    /** The status as reports write it ({@code pass}, {@code not-supported}, ...), or {@value #DID_NOT_RUN}. */
    public String statusText() {
        return status.map(CaseStatus::text).orElse(DID_NOT_RUN);
    }

    public boolean passed() {
        return status.filter(s -> s == CaseStatus.PASS).isPresent();
    }

    /**
     * A case kills a mutant when the device gave a wrong answer: it failed, or the device broke (error, crash,
     * timeout). Not supported is no kill: the case could not judge the device; nor is a case that did not run.
     */
    public boolean kills() {
        return status.filter(s -> s != CaseStatus.PASS && s != CaseStatus.NOT_SUPPORTED)
                .isPresent();
    }
}
