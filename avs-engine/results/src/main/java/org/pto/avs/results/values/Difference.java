package org.pto.avs.results.values;

import com.fasterxml.jackson.core.type.TypeReference;
import java.util.List;
import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.results.ReportKeys;

/**
 * One compared field of a vector that differs: which field, at which program step (-1 for the final state), what the
 * case expects and what the device showed. A vector's differences are the value of {@value ReportKeys#DIFF}.
 *
 * @param path the field as the engine names it: {@code bindings[4]}, {@code step 2 (0x00401E13)}, {@code gprs.R4}
 * @param step the program step the field belongs to, or -1 when it is part of the final state
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record Difference(String path, int step, String expected, String actual) {

    /** The value written for the side that has nothing: a binding slot, a register, a segment, a step outcome. */
    public static final String ABSENT = "<absent>";

    private static final TypeReference<List<Difference>> LIST = new TypeReference<>() {};

    public Difference {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(actual, "actual");
    }

    /** {@code bindings[4]: expected <absent>, actual {S4, 0, 1111}}. */
    public String describe() {
        return path + ": expected " + expected + ", actual " + actual;
    }

    /** The value of {@value ReportKeys#DIFF} for {@code differences}. */
    public static String encode(List<Difference> differences) {
        return EntryJson.encode(differences);
    }

    /** The differences a {@value ReportKeys#DIFF} value holds, none for null; if malformed, an error naming the key. */
    public static List<Difference> decode(String value) {
        return EntryJson.decode(ReportKeys.DIFF, value, LIST);
    }
}
