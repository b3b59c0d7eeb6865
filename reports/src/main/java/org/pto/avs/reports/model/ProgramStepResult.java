package org.pto.avs.reports.model;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.apiguardian.api.API;

/**
 * One program word of a vector as it ran.
 *
 * @param word        the word in hex ({@code 0x00531213}, or 4 digits for a 16-bit word)
 * @param disassembly the canonical assembly of the word, or a note when it decodes to no form
 * @param expected    the outcome the case allows ({@code executed}, {@code Fault_BundleControl}, alternatives
 *                    joined by {@code " or "}, as the engine writes them)
 * @param actual      what the device reported, or empty when it did not run
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record ProgramStepResult(int index, String word, String disassembly, String expected, String actual) {

    public ProgramStepResult {
        Objects.requireNonNull(word, "word");
        disassembly = disassembly == null ? "" : disassembly;
        expected = expected == null ? "" : expected;
        actual = actual == null ? "" : actual;
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
        return !actual.isEmpty() && expectedAlternatives().contains(actual);
    }
}
