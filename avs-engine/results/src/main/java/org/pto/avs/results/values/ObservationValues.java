package org.pto.avs.results.values;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.apiguardian.api.API;
import org.pto.avs.results.ReportKeys;

/**
 * The values of {@value ReportKeys#EXPECTED} and {@value ReportKeys#ACTUAL}: compact JSON objects whose first key,
 * {@code steps}, lists one outcome per program step, expected ({@code "executed"}, {@code "A or B"}) or observed. The
 * engine leaves {@code steps} out where {@value ReportKeys#PROGRAM} holds them, so that a vector's entry states each
 * outcome once: always in the expected observation (the program has every step's allowed outcomes), and in the
 * actual one when the device reported exactly one outcome per program step (the program's {@code actual}s are then
 * those outcomes). An actual observation with more or fewer outcomes than the program has steps keeps its
 * {@code steps}. Readers take both values {@code inFull}: as the engine wrote them before, {@code steps} first.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class ObservationValues {

    /** How a value that holds its steps begins: the engine writes them as the first key of compact JSON. */
    private static final String STEPS = "{\"steps\":";

    private ObservationValues() {}

    /** Whether {@code program} holds {@code outcomes} exactly, step by step, so an actual value may leave them out. */
    public static boolean programHolds(List<ProgramStep> program, List<String> outcomes) {
        if (program.size() != outcomes.size()) {
            return false;
        }
        for (int i = 0; i < program.size(); i++) {
            if (!program.get(i).actual().equals(outcomes.get(i))) {
                return false;
            }
        }
        return true;
    }

    /** The expected observation of a vector entry in full, its steps those of its {@value ReportKeys#PROGRAM}. */
    public static String expectedInFull(String value, List<ProgramStep> program) {
        return inFull(value, program, ProgramStep::expected);
    }

    /** The actual observation of a vector entry in full, its steps those of its {@value ReportKeys#PROGRAM}. */
    public static String actualInFull(String value, List<ProgramStep> program) {
        return inFull(value, program, ProgramStep::actual);
    }

    /**
     * The actual observation of the vector entry {@code values} in full (empty when it has none); its program is
     * decoded only when the value left its steps out, and a program that does not decode is an error naming
     * {@value ReportKeys#PROGRAM}.
     */
    public static String actualInFull(Map<String, String> values) {
        String actual = values.getOrDefault(ReportKeys.ACTUAL, "");
        return holdsSteps(actual) ? actual : actualInFull(actual, ProgramStep.decode(values.get(ReportKeys.PROGRAM)));
    }

    /** True for an empty value, one that has its steps, or one that is not an object the engine writes. */
    private static boolean holdsSteps(String value) {
        return value == null || value.isEmpty() || value.startsWith(STEPS) || !value.startsWith("{");
    }

    private static String inFull(String value, List<ProgramStep> program, Function<ProgramStep, String> outcome) {
        if (holdsSteps(value)) {
            return value == null ? "" : value;
        }
        String steps = EntryJson.encode(program.stream().map(outcome).toList());
        String rest = value.substring(1);
        return STEPS + steps + (rest.equals("}") ? "" : ",") + rest;
    }
}
