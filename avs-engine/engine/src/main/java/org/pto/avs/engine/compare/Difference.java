package org.pto.avs.engine.compare;

import java.util.Objects;
import org.apiguardian.api.API;

/**
 * One compared field that differs: in which vector, at which step (-1 for the final state), which field, what
 * the case expects and what the device showed.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record Difference(String vector, int step, String fieldPath, String expected, String actual) {

    public static final String ABSENT = "<absent>";

    public Difference {
        Objects.requireNonNull(vector, "vector");
        Objects.requireNonNull(fieldPath, "fieldPath");
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(actual, "actual");
    }

    /** {@code bindings[4]: expected <absent>, actual {S4, 0, 1111}}. */
    public String describe() {
        return fieldPath + ": expected " + expected + ", actual " + actual;
    }

    /** {@code PTO-AVS-BLOCK-B-IOS-STREAM-001 vector fifth-binding: bindings[4]: expected <absent>, actual ...}. */
    public String line(String caseId) {
        return caseId + " vector " + vector + ": " + describe();
    }
}
