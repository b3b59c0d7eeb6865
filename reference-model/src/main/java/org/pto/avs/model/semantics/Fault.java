package org.pto.avs.model.semantics;

import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.device.FaultKind;

/**
 * An architectural fault raised by an instruction's semantics. Thrown by a check before any effect, so a
 * rejected instruction leaves the machine as it was; the step loop turns it into the step's outcome. The
 * reason is for people reading a trace: faults compare by kind, never by message.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class Fault extends RuntimeException {

    private final FaultKind kind;

    private Fault(FaultKind kind, String reason) {
        // No stack trace: faults are ordinary outcomes of a run, not programming errors.
        super(reason, null, false, false);
        this.kind = Objects.requireNonNull(kind, "kind");
    }

    public static Fault of(FaultKind kind, String reason) {
        return new Fault(kind, reason);
    }

    public static Fault illegalInstruction(String reason) {
        return new Fault(FaultKind.ILLEGAL_INSTRUCTION, reason);
    }

    public static Fault bundleControl(String reason) {
        return new Fault(FaultKind.BUNDLE_CONTROL, reason);
    }

    public static Fault tileLegality(String reason) {
        return new Fault(FaultKind.TILE_LEGALITY, reason);
    }

    public FaultKind kind() {
        return kind;
    }

    @Override
    public String toString() {
        return kind.specName() + ": " + getMessage();
    }
}
