package org.pto.avs.reports.model;

import java.util.Objects;
import org.apiguardian.api.API;

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
    public static final String ABSENT = "<absent>";

    public FieldDifference {
        Objects.requireNonNull(path, "path");
        expected = expected == null ? "" : expected;
        actual = actual == null ? "" : actual;
        vector = vector == null ? "" : vector;
    }

    /**
     * True when the field is the outcome of a program step (executed, a fault kind, unsupported): the engine names
     * those {@code step 2 (0x00401E13)}, or {@code steps} for a count of outcomes that differs.
     */
    public boolean isStepOutcome() {
        return path.startsWith("step ") || path.equals("steps");
    }

    @Override
    public String toString() {
        boolean stepInPath = path.startsWith("step ") || path.startsWith("decoded[");
        String where =
                vector.isEmpty() ? "" : "vector " + vector + (step >= 0 && !stepInPath ? " step " + step : "") + ": ";
        return where + path + ": expected " + expected + ", actual " + actual;
    }
}
