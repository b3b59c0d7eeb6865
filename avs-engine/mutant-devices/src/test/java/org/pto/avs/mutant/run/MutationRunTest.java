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
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.pto.avs.isa.Catalog;
import org.pto.avs.mutant.Mutants;
import org.pto.avs.mutant.families.CatalogLineMutants;
import org.pto.avs.mutant.property.PropertyRun;

/**
 * The mutation run as part of the build: every shipped AVS case on the reference device and on every mutant, with
 * the shipped property case's column beside them ({@link PropertyRun}). The build fails when the reference does not
 * pass a case, when a seed AVS point did not run, when a mutant survives every case, or when the property alone
 * misses a mutant the points kill (but those {@link PropertyRun#BEYOND_THE_PROPERTY}).
 */
class MutationRunTest {

    private static final Path OUTPUT = Path.of(System.getProperty("basedir", "."), "target", "mutation");
    /** The curated points' matrix. */
    private static KillMatrix matrix;
    /** The same with the property case's column: what is printed and written. */
    private static KillMatrix withProperty;

    @BeforeAll
    static void runEveryMutant() throws IOException {
        matrix = new MutationRun().run(Mutants.all());
        withProperty = matrix.withColumnsOf(PropertyRun.matrix());
        System.out.print(KillMatrixTable.render(withProperty, Mutants.SPEC_ALLOWS));
        MutationRun.write(withProperty, OUTPUT);
    }

    @Test
    void everyAvsPointOfTheSeedRan() {
        List<String> seedPoints =
                Catalog.standard().instruction("B.IOS").orElseThrow().tests();
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
        assertEquals(
                Mutants.ids(),
                matrix.rows().stream().map(KillMatrix.Row::mutantId).toList());
    }

    @Test
    void noMutantSurvivesTheCuratedAvsPoints() {
        List<KillMatrix.Row> survivors = matrix.survivors().stream()
                .filter(row -> !Mutants.SPEC_ALLOWS.containsKey(row.mutantId()))
                .toList();
        assertTrue(
                survivors.isEmpty(),
                survivors.size() + " of " + matrix.rows().size() + " mutants survive every AVS case:\n  "
                        + survivors.stream()
                                .map(row -> row.mutantId() + " " + row.violates() + " (" + row.description() + ")")
                                .collect(Collectors.joining("\n  ")));
        assertEquals(matrix.rows().size() - Mutants.SPEC_ALLOWS.size(), matrix.killedCount());
    }

    /** A device that does what the spec allows passes every curated point: no case fails it, not supported or not. */
    @Test
    void theCuratedPointsFailNoMutantTheSpecAllows() {
        for (String id : Mutants.SPEC_ALLOWS.keySet()) {
            assertEquals(List.of(), killers(id, Set.copyOf(matrix.avsIds())), id + ": " + Mutants.SPEC_ALLOWS.get(id));
        }
    }

    /**
     * A device reporting the former handler names fails every point that expects a decoding naming a handler of the
     * mnemonics it renames; one that accepts or mis-faults SizeCode 0 in a destination B.IOT fails B.IOT SCHEMAS-001.
     */
    @Test
    void theCatalogLineMutantsFailThePointsThatPinTheSpecsCatalog() {
        Set<String> naming = HandlerNamingCases.of(CatalogLineMutants.FORMER_HANDLERS.keySet());
        assertTrue(naming.contains("PTO-AVS-BLOCK-B-DIM-DECODE-001"), naming.toString());
        assertEquals(naming, new TreeSet<>(killers("former-handler-names", naming)));
        for (String id : List.of("iot-size-code-0-accepted", "iot-size-code-0-tile-legality")) {
            assertEquals(
                    List.of("PTO-AVS-BLOCK-B-IOT-SCHEMAS-001"), killers(id, Set.of("PTO-AVS-BLOCK-B-IOT-SCHEMAS-001")));
        }
    }

    /** Those of {@code avsIds} that kill the mutant {@code mutantId}. */
    private static List<String> killers(String mutantId, Set<String> avsIds) {
        KillMatrix.Row row = matrix.rows().stream()
                .filter(r -> r.mutantId().equals(mutantId))
                .findFirst()
                .orElseThrow();
        return avsIds.stream().filter(row::killedBy).sorted().toList();
    }

    /** The property's column: every mutant the points kill, the random campaign alone kills too. */
    @Test
    void thePropertyAloneKillsEveryMutantThePointsKill() {
        assertEquals(
                PropertyRun.ID, withProperty.avsIds().get(withProperty.avsIds().size() - 1));
        List<String> missed = matrix.rows().stream()
                .filter(KillMatrix.Row::killed)
                .map(KillMatrix.Row::mutantId)
                .filter(id -> !PropertyRun.BEYOND_THE_PROPERTY.containsKey(id))
                .filter(id -> !withProperty.rows().stream()
                        .filter(row -> row.mutantId().equals(id))
                        .allMatch(row -> row.killedBy(PropertyRun.ID)))
                .toList();
        assertEquals(List.of(), missed, "mutants the curated points kill and the property case alone does not");
    }

    @Test
    void theMatrixIsWrittenAsJsonAndHtml() throws IOException {
        JsonNode json = new ObjectMapper().readTree(Files.readString(OUTPUT.resolve("kill-matrix.json")));
        assertEquals(KillMatrixJson.FORMAT, json.get("format").asText());
        assertEquals(withProperty.rows().size(), json.get("matrix").size());
        assertEquals(withProperty.killedCount(), json.get("killed").asInt());
        assertEquals(
                PropertyRun.ID,
                json.get("avs_ids").get(withProperty.avsIds().size() - 1).asText());
        String html = Files.readString(OUTPUT.resolve("kill-matrix.html"));
        assertTrue(html.startsWith("<!DOCTYPE html>"), "an HTML page");
        for (String id : Mutants.ids()) {
            assertTrue(html.contains(">" + id + "<"), "the page has a row for " + id);
        }
    }
}
