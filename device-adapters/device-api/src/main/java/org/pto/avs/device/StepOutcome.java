package org.pto.avs.device;

import java.util.Objects;

/** What one program word did. {@code fault} is set exactly when the kind is {@link Kind#FAULT}. */
public record StepOutcome(Kind kind, FaultKind fault) {

    public enum Kind {
        EXECUTED, FAULT, UNSUPPORTED
    }

    public static final StepOutcome EXECUTED = new StepOutcome(Kind.EXECUTED, null);
    public static final StepOutcome UNSUPPORTED = new StepOutcome(Kind.UNSUPPORTED, null);

    public StepOutcome {
        Objects.requireNonNull(kind, "kind");
        if ((kind == Kind.FAULT) != (fault != null)) {
            throw new IllegalArgumentException("a fault kind is given exactly for a FAULT outcome");
        }
    }

    public static StepOutcome fault(FaultKind fault) {
        return new StepOutcome(Kind.FAULT, Objects.requireNonNull(fault, "fault"));
    }

    @Override
    public String toString() {
        return kind == Kind.FAULT ? fault.specName() : kind.name().toLowerCase(java.util.Locale.ROOT);
    }
}
