package org.pto.avs.engine.execution;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.platform.engine.reporting.ReportEntry;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.compare.Difference;

/**
 * The result of one case on one device, published as JUnit report entries so a
 * {@code TestExecutionListener} (the reports module) can build Allure results and certification bundles without
 * the engine knowing about them.
 *
 * <p>Entries, in order: one per vector published in full ({@link ReportVectors}) with {@value #ID}, {@value #VECTOR},
 * {@value #VECTOR_STATUS}, {@value #PROGRAM}, {@value #EXPECTED}, {@value #ACTUAL} and, when there are any,
 * {@value #DIFF} (one difference a line), {@value #NOTE} and {@value #VECTOR_DESCRIPTION}; then one for the case with
 * {@value #ID}, {@value #STATUS}, {@value #DEVICE}, {@value #MESSAGE}, {@value #CASE} (what the case file says, one
 * compact JSON object: {@link CaseFacts}) and {@value #VECTORS} (every vector's name and status in order:
 * {@link VectorStatus}; absent when the case has no vector). Report listeners pay per key, so the case entry keeps
 * few. When a waiver of {@code avs.waivers} names the case, the case entry also has {@value #WAIVER}
 * ({@code applied}, {@code unexpected-pass} when the case passes anyway, {@code expired} when its expiry day has
 * passed), {@value #WAIVER_EXPIRES}, {@value #WAIVER_LINK}, {@value #WAIVER_REASON} and {@value #WAIVER_ORIGIN} (the
 * waiver file and line). The case entry of a property case has {@value #RANDOM_SEED} (the seed in use) and, when its
 * run finished, {@value #RANDOM_PROGRAMS}, {@value #RANDOM_TRIES} and, when a program differed,
 * {@value #RANDOM_SHRUNK_STEPS} ({@link RandomRun}). Under {@code avs.report.vectors=failed} a passing vector
 * publishes no entry: {@value #VECTORS} alone names it.
 *
 * @param waiver the waiver that named this case, or null
 * @param random what the random run of a property case did, or null
 */
public record CaseReport(AvsCase avsCase, String device, CaseStatus status, String message,
        List<VectorReport> vectors, WaiverNote waiver, RandomRun random) {

    public static final String ID = "avs.id";
    public static final String STATUS = "avs.status";
    public static final String DEVICE = "avs.device";
    public static final String MESSAGE = "avs.message";
    public static final String CASE = "avs.case";
    public static final String VECTORS = "avs.vectors";
    public static final String VECTOR = "avs.vector";
    public static final String VECTOR_STATUS = "avs.vector.status";
    public static final String PROGRAM = "avs.vector.program";
    public static final String EXPECTED = "avs.vector.expected";
    public static final String ACTUAL = "avs.vector.actual";
    public static final String DIFF = "avs.vector.diff";
    public static final String NOTE = "avs.vector.note";
    public static final String VECTOR_DESCRIPTION = "avs.vector.description";
    public static final String WAIVER = "avs.waiver";
    public static final String WAIVER_REASON = "avs.waiver.reason";
    public static final String WAIVER_EXPIRES = "avs.waiver.expires";
    public static final String WAIVER_LINK = "avs.waiver.link";
    public static final String WAIVER_ORIGIN = "avs.waiver.origin";
    public static final String RANDOM_SEED = "avs.random.seed";
    public static final String RANDOM_PROGRAMS = "avs.random.programs";
    public static final String RANDOM_TRIES = "avs.random.tries";
    public static final String RANDOM_SHRUNK_STEPS = "avs.random.shrunk-steps";

    public CaseReport {
        vectors = List.copyOf(vectors);
    }

    /** A report no waiver names. */
    public CaseReport(AvsCase avsCase, String device, CaseStatus status, String message, List<VectorReport> vectors) {
        this(avsCase, device, status, message, vectors, null, null);
    }

    /** The report of a case that is not a random run, or that ended before its run finished. */
    public CaseReport(AvsCase avsCase, String device, CaseStatus status, String message, List<VectorReport> vectors,
            WaiverNote waiver) {
        this(avsCase, device, status, message, vectors, waiver, null);
    }

    public List<Difference> differences() {
        return vectors.stream().flatMap(v -> v.differences().stream()).toList();
    }

    /** Every entry in full. */
    public List<ReportEntry> entries() {
        return entries(ReportVectors.ALL);
    }

    /** The entries, each vector's in full or left out as {@code which} says; the case entry always in full. */
    public List<ReportEntry> entries(ReportVectors which) {
        List<ReportEntry> entries = new ArrayList<>();
        for (VectorReport vector : vectors) {
            if (which.full(vector.status())) {
                entries.add(ReportEntry.from(vectorValues(vector)));
            }
        }
        Map<String, String> values = new LinkedHashMap<>();
        values.put(ID, avsCase.id());
        values.put(STATUS, status.text());
        put(values, DEVICE, device);
        put(values, MESSAGE, message);
        values.put(CASE, CaseFacts.of(avsCase).json());
        put(values, VECTORS, VectorStatus.join(vectors));
        if (waiver != null) {
            values.put(WAIVER, waiver.use().text());
            values.put(WAIVER_REASON, waiver.waiver().reason());
            values.put(WAIVER_EXPIRES, waiver.waiver().expires().toString());
            values.put(WAIVER_LINK, waiver.waiver().link().toString());
            values.put(WAIVER_ORIGIN, waiver.waiver().origin());
        }
        putRandom(values);
        entries.add(ReportEntry.from(values));
        return entries;
    }

    private Map<String, String> vectorValues(VectorReport vector) {
        Map<String, String> values = new LinkedHashMap<>();
        values.put(ID, avsCase.id());
        values.put(VECTOR, vector.name());
        values.put(VECTOR_STATUS, vector.status());
        put(values, PROGRAM, vector.program());
        put(values, EXPECTED, vector.expected());
        put(values, ACTUAL, vector.actual());
        put(values, DIFF, vector.differences().stream().map(Difference::describe)
                .collect(Collectors.joining("\n")));
        put(values, NOTE, vector.note());
        avsCase.vectors().stream().filter(v -> v.name().equals(vector.name())).findFirst()
                .ifPresent(v -> put(values, VECTOR_DESCRIPTION, v.description()));
        return values;
    }

    /** The seed of a property case always (it is known before the run); what the run did when it finished. */
    private void putRandom(Map<String, String> values) {
        if (random != null) {
            values.put(RANDOM_SEED, Long.toString(random.seed()));
            values.put(RANDOM_PROGRAMS, Integer.toString(random.programs()));
            values.put(RANDOM_TRIES, Integer.toString(random.tries()));
            random.shrunkSteps().ifPresent(steps -> values.put(RANDOM_SHRUNK_STEPS, Integer.toString(steps)));
        } else if (avsCase.isProperty()) {
            values.put(RANDOM_SEED, Long.toString(avsCase.generator().seed()));
        }
    }

    /** Report entry values must not be blank. */
    private static void put(Map<String, String> values, String key, String value) {
        if (value != null && !value.isBlank()) {
            values.put(key, value);
        }
    }
}
