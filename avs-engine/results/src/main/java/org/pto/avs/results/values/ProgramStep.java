package org.pto.avs.results.values;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.results.ReportKeys;

/**
 * One program word of a vector as it ran. A vector's steps, in order, are the value of {@value ReportKeys#PROGRAM}:
 * one object per step with the keys {@code index}, {@code word}, {@code disassembly}, {@code expected} and
 * {@code actual}, where {@code actual} is left out when it is exactly {@code expected} (the device gave the one outcome
 * the case allows, the usual step of a passing vector). An empty {@code actual} and one of several alternatives are
 * written.
 *
 * @param word        the word in hex ({@code 0x00531213}, or 4 digits for a 16-bit word)
 * @param disassembly the canonical assembly of the word, or a note when it decodes to no form; empty when neither
 * @param expected    the outcomes the case allows ({@code executed}, {@code Fault_BundleControl}, alternatives
 *                    joined by {@code " or "})
 * @param actual      what the device reported, or empty when it reported nothing for this step
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record ProgramStep(int index, String word, String disassembly, String expected, String actual) {

    /** What a step of a vector judged on its decoding alone allows: any outcome. */
    public static final String ANY_OUTCOME = "any outcome";

    private static final TypeReference<List<ProgramStep>> LIST = new TypeReference<>() {};
    private static final String ACTUAL = "actual";
    private static final String EXPECTED = "expected";

    public ProgramStep {
        Objects.requireNonNull(word, "word");
        Objects.requireNonNull(disassembly, "disassembly");
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(actual, "actual");
    }

    /** The outcomes the case allows at this step. */
    public List<String> expectedAlternatives() {
        return Arrays.stream(expected.split(" or "))
                .map(String::trim)
                .filter(s -> !s.isEmpty())
                .toList();
    }

    /** True when the device ran the step and its outcome is one the case allows. */
    public boolean matches() {
        return !actual.isEmpty()
                && (expected.equals(ANY_OUTCOME) || expectedAlternatives().contains(actual));
    }

    /** {@code 5: 0x00401E13 B.IOS S4, mask=1111 -> executed (expected Fault_BundleControl)}, for people. */
    public String line() {
        return index + ": " + word + (disassembly.isEmpty() ? "" : " " + disassembly) + " -> "
                + (actual.isEmpty() ? Difference.ABSENT : actual)
                + (matches() ? "" : " (expected " + expected + ")");
    }

    /** The value of {@value ReportKeys#PROGRAM} for {@code steps}. */
    public static String encode(List<ProgramStep> steps) {
        return EntryJson.encode(steps.stream().map(Written::of).toList());
    }

    /**
     * The steps a {@value ReportKeys#PROGRAM} value holds, none for null; a step without {@code actual} has its
     * {@code expected} there (values written before it was left out read as they were). If malformed, an error naming
     * the key.
     */
    public static List<ProgramStep> decode(String value) {
        return EntryJson.decode(ReportKeys.PROGRAM, value, LIST, ProgramStep::actualAsExpected);
    }

    private static void actualAsExpected(ObjectNode step) {
        if (!step.has(ACTUAL) && step.has(EXPECTED)) {
            step.set(ACTUAL, step.get(EXPECTED));
        }
    }

    /** A step as the value writes it: {@code actual} null, so left out, when it is exactly {@code expected}. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    private record Written(int index, String word, String disassembly, String expected, String actual) {

        static Written of(ProgramStep step) {
            boolean asExpected = !step.actual().isEmpty() && step.actual().equals(step.expected());
            return new Written(
                    step.index(), step.word(), step.disassembly(), step.expected(), asExpected ? null : step.actual());
        }
    }
}
