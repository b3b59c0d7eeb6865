package org.pto.avs.reports.model;

import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.results.values.Difference;

/**
 * One compared field that differs, as the engine names it: {@code shared.S5.descriptor.allocation_mask},
 * expected {@code 1000}, actual {@code 1100}.
 *
 * @param vector the vector the field belongs to
 * @param step   the program step, or -1 when the field is part of the final state
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record FieldDifference(String vector, int step, String path, String expected, String actual) {

    /** The value the engine writes for the side that has nothing: a binding slot, a register or a segment. */
    public static final String ABSENT = Difference.ABSENT;

    public FieldDifference {
        Objects.requireNonNull(path, "path");
        expected = expected == null ? "" : expected;
        actual = actual == null ? "" : actual;
        vector = vector == null ? "" : vector;
    }

    /** {@code difference}, one of those vector {@code vector} published. */
    public static FieldDifference of(String vector, Difference difference) {
        return new FieldDifference(
                vector, difference.step(), difference.path(), difference.expected(), difference.actual());
    }

    /**
     * True when the field is the outcome of a program step (executed, a fault kind, unsupported): the engine names
     * those {@code step 2 (0x00401E13)}, or {@code steps} for a count of outcomes that differs.
     */
    public boolean isStepOutcome() {
        return path.startsWith("step ") || path.equals("steps");
    }

    /** {@code vector fifth: bindings[4]: expected <absent>, actual {S4, 0, 1111}}: the engine's words for it. */
    @Override
    public String toString() {
        String where = vector.isEmpty() ? "" : "vector " + vector + ": ";
        return where + new Difference(path, step, expected, actual).describe();
    }
}
