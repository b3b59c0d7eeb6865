package org.pto.avs.mutant.run;

import java.util.Objects;
import java.util.OptionalInt;
import org.apiguardian.api.API;
import org.pto.avs.engine.api.CaseStatus;

/**
 * How one AVS case ended on one device.
 *
 * @param status      the engine's {@code avs.status} ({@code pass}, {@code fail}, {@code not-supported},
 *                    {@code error}, {@code crash}, {@code timeout}), or JUnit's result when the engine gave none
 * @param message     the first line of the failure, empty on a pass
 * @param tries       for a property case, {@code avs.random.tries}: the programs it compared, up to and including
 *                    the first that differed
 * @param shrunkSteps for a property case that found a difference, {@code avs.random.shrunk-steps}: the steps of
 *                    its shrunk counterexample
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record CaseResult(String status, String message, OptionalInt tries, OptionalInt shrunkSteps) {

    public CaseResult {
        Objects.requireNonNull(status, "status");
        message = message == null ? "" : message;
        Objects.requireNonNull(tries, "tries");
        Objects.requireNonNull(shrunkSteps, "shrunkSteps");
    }

    /** The result of a case that is not a property case. */
    public CaseResult(String status, String message) {
        this(status, message, OptionalInt.empty(), OptionalInt.empty());
    }

    public boolean passed() {
        return CaseStatus.PASS.text().equals(status);
    }

    /**
     * A case kills a mutant when the device gave a wrong answer: it failed, or the device broke (error, crash,
     * timeout). Not supported is no kill: the case could not judge the device.
     */
    public boolean kills() {
        return !passed() && !CaseStatus.NOT_SUPPORTED.text().equals(status);
    }
}
