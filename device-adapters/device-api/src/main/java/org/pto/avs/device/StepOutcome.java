package org.pto.avs.device;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * What one program word did. {@code fault} is set exactly when the kind is {@link Kind#FAULT}. The outcome's
 * text ({@link #text()}: {@code executed}, {@code fault}, {@code unsupported}, {@code waiting}) is the one used by
 * the device protocol and by case files.
 */
@API(status = API.Status.STABLE, since = "0.1")
public record StepOutcome(Kind kind, FaultKind fault) {

    public enum Kind {
        /** The word completed (retired), with or without an effect. */
        EXECUTED,
        /** The word was rejected with a fault kind; it changed nothing. */
        FAULT,
        /** The word is a real form the device does not implement; it changed nothing. */
        UNSUPPORTED,
        /**
         * The word did not complete because the PE waits, at this word or at an earlier one: a commit whose
         * TSTORE source is not yet published waits ("not committed, no fault", semantics §4 step 3), and a PE
         * that waits issues nothing after it. The word changed nothing.
         */
        WAITING;

        /** The outcome's name in the protocol and in case files. */
        public String text() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public static final StepOutcome EXECUTED = new StepOutcome(Kind.EXECUTED, null);
    public static final StepOutcome UNSUPPORTED = new StepOutcome(Kind.UNSUPPORTED, null);
    public static final StepOutcome WAITING = new StepOutcome(Kind.WAITING, null);

    public StepOutcome {
        Objects.requireNonNull(kind, "kind");
        if ((kind == Kind.FAULT) != (fault != null)) {
            throw new IllegalArgumentException("a fault kind is given exactly for a FAULT outcome");
        }
    }

    public static StepOutcome fault(FaultKind fault) {
        return new StepOutcome(Kind.FAULT, Objects.requireNonNull(fault, "fault"));
    }

    /** The outcome named {@code text} that carries no fault kind ({@code executed}, {@code unsupported}, {@code waiting}). */
    public static Optional<StepOutcome> withoutFault(String text) {
        for (StepOutcome outcome : new StepOutcome[] {EXECUTED, UNSUPPORTED, WAITING}) {
            if (outcome.kind.text().equals(text)) {
                return Optional.of(outcome);
            }
        }
        return Optional.empty();
    }

    @Override
    public String toString() {
        return kind == Kind.FAULT ? fault.specName() : kind.text();
    }
}
