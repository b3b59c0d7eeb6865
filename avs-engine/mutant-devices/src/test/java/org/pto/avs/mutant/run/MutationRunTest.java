package org.pto.avs.mutant.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.pto.avs.isa.Catalog;
import org.pto.avs.mutant.Mutants;

/**
 * The mutation run as part of the build: every shipped AVS case on the reference device and on every mutant.
 * The build fails when the reference does not pass a case, when a seed AVS point did not run, or when a mutant
 * survives every case.
 */
class MutationRunTest {

    private static final Path OUTPUT = Path.of(System.getProperty("basedir", "."), "target", "mutation");
    private static KillMatrix matrix;

    @BeforeAll
    static void runEveryMutant() throws IOException {
        matrix = new MutationRun().run(Mutants.all());
        System.out.print(KillMatrixTable.render(matrix));
        MutationRun.write(matrix, OUTPUT);
    }

    @Test
    void everyAvsPointOfTheSeedRan() {
        List<String> seedPoints = Catalog.standard().instruction("B.IOS").orElseThrow().tests();
        TreeSet<String> missing = new TreeSet<>(seedPoints);
        missing.removeAll(matrix.avsIds());
        assertEquals(new TreeSet<>(), missing, "seed AVS points that did not run");
    }

    @Test
    void theReferenceDevicePassesEveryCase() {
        Map<String, CaseResult> failures = matrix.referenceFailures();
        assertTrue(failures.isEmpty(), "the reference device does not pass: " + failures);
    }

    @Test
    void everyMutantRanEveryCase() {
        for (KillMatrix.Row row : matrix.rows()) {
            assertEquals(matrix.avsIds(), List.copyOf(row.results().keySet()), row.mutantId());
        }
        assertEquals(Mutants.ids(), matrix.rows().stream().map(KillMatrix.Row::mutantId).toList());
    }

    @Test
    void noMutantSurvivesTheCuratedAvsPoints() {
        String survivors = matrix.survivors().stream()
                .map(row -> row.mutantId() + " " + row.violates() + " (" + row.description() + ")")
                .collect(Collectors.joining("\n  "));
        assertTrue(matrix.survivors().isEmpty(), matrix.survivors().size() + " of " + matrix.rows().size()
                + " mutants survive every AVS case:\n  " + survivors);
        assertEquals(1.0, matrix.strength());
    }

    @Test
    void theMatrixIsWrittenAsJsonAndHtml() throws IOException {
        JsonNode json = new ObjectMapper().readTree(Files.readString(OUTPUT.resolve("kill-matrix.json")));
        assertEquals(KillMatrixJson.FORMAT, json.get("format").asText());
        assertEquals(matrix.rows().size(), json.get("matrix").size());
        assertEquals(matrix.killedCount(), json.get("killed").asInt());
        String html = Files.readString(OUTPUT.resolve("kill-matrix.html"));
        assertTrue(html.startsWith("<!DOCTYPE html>"), "an HTML page");
        for (String id : Mutants.ids()) {
            assertTrue(html.contains(">" + id + "<"), "the page has a row for " + id);
        }
    }
}
