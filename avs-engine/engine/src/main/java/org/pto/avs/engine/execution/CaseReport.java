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
 * <p>Entries, in order: one per vector with {@value #ID}, {@value #VECTOR}, {@value #VECTOR_STATUS},
 * {@value #PROGRAM}, {@value #EXPECTED}, {@value #ACTUAL} and, when there are any, {@value #DIFF} (one difference a
 * line) and {@value #NOTE}; then one for the case with {@value #ID}, {@value #STATUS}, {@value #KIND},
 * {@value #SEVERITY}, {@value #SURFACE}, {@value #INSTRUCTION}, {@value #REQUIREMENTS}, {@value #DEVICE},
 * {@value #ORIGIN} and {@value #MESSAGE}.
 */
public record CaseReport(AvsCase avsCase, String device, CaseStatus status, String message,
        List<VectorReport> vectors) {

    public static final String ID = "avs.id";
    public static final String STATUS = "avs.status";
    public static final String KIND = "avs.kind";
    public static final String SEVERITY = "avs.severity";
    public static final String SURFACE = "avs.surface";
    public static final String INSTRUCTION = "avs.instruction";
    public static final String REQUIREMENTS = "avs.requirements";
    public static final String DEVICE = "avs.device";
    public static final String ORIGIN = "avs.origin";
    public static final String MESSAGE = "avs.message";
    public static final String VECTOR = "avs.vector";
    public static final String VECTOR_STATUS = "avs.vector.status";
    public static final String PROGRAM = "avs.vector.program";
    public static final String EXPECTED = "avs.vector.expected";
    public static final String ACTUAL = "avs.vector.actual";
    public static final String DIFF = "avs.vector.diff";
    public static final String NOTE = "avs.vector.note";

    public CaseReport {
        vectors = List.copyOf(vectors);
    }

    public List<Difference> differences() {
        return vectors.stream().flatMap(v -> v.differences().stream()).toList();
    }

    public List<ReportEntry> entries() {
        List<ReportEntry> entries = new ArrayList<>();
        for (VectorReport vector : vectors) {
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
            entries.add(ReportEntry.from(values));
        }
        Map<String, String> values = new LinkedHashMap<>();
        values.put(ID, avsCase.id());
        values.put(STATUS, status.text());
        values.put(KIND, avsCase.kind().text());
        values.put(SEVERITY, avsCase.severity().text());
        values.put(SURFACE, avsCase.surface());
        values.put(INSTRUCTION, avsCase.instruction());
        values.put(REQUIREMENTS, String.join(",", avsCase.requirements()));
        put(values, DEVICE, device);
        values.put(ORIGIN, avsCase.origin() + ":" + avsCase.location().line());
        put(values, MESSAGE, message);
        entries.add(ReportEntry.from(values));
        return entries;
    }

    /** Report entry values must not be blank. */
    private static void put(Map<String, String> values, String key, String value) {
        if (value != null && !value.isBlank()) {
            values.put(key, value);
        }
    }
}
