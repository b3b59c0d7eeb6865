package org.pto.avs.mutant.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pto.avs.results.CaseStatus;

/** The kill rule and the three renderings, on results written by hand. */
class KillMatrixTest {

    private static final CaseResult PASS = new CaseResult(CaseStatus.PASS, "");
    private static final CaseResult FAIL =
            new CaseResult(CaseStatus.FAIL, "A-1: bindings[0].id: expected S1, actual S0");

    private static Map<String, CaseResult> results(Object... idAndResult) {
        Map<String, CaseResult> map = new LinkedHashMap<>();
        for (int i = 0; i < idAndResult.length; i += 2) {
            map.put((String) idAndResult[i], (CaseResult) idAndResult[i + 1]);
        }
        return map;
    }

    private static KillMatrix.MutantRun mutant(String id, Map<String, CaseResult> results) {
        return new KillMatrix.MutantRun(id, "the bug of " + id + " <b>", List.of("legality[0]"), results);
    }

    private static final Map<String, CaseResult> REFERENCE =
            results("PTO-AVS-X-A-001", PASS, "PTO-AVS-X-B-001", FAIL, "PTO-AVS-X-C-001", PASS);

    private static KillMatrix matrix() {
        return KillMatrix.of(
                REFERENCE,
                List.of(
                        mutant(
                                "killed-by-a",
                                results("PTO-AVS-X-A-001", FAIL, "PTO-AVS-X-B-001", FAIL, "PTO-AVS-X-C-001", PASS)),
                        mutant(
                                "only-where-reference-fails",
                                results("PTO-AVS-X-A-001", PASS, "PTO-AVS-X-B-001", FAIL, "PTO-AVS-X-C-001", PASS)),
                        mutant(
                                "not-supported-is-no-kill",
                                results(
                                        "PTO-AVS-X-A-001",
                                        new CaseResult(CaseStatus.NOT_SUPPORTED, "no"),
                                        "PTO-AVS-X-B-001",
                                        PASS,
                                        "PTO-AVS-X-C-001",
                                        PASS)),
                        mutant(
                                "crash-kills",
                                results(
                                        "PTO-AVS-X-A-001",
                                        PASS,
                                        "PTO-AVS-X-B-001",
                                        PASS,
                                        "PTO-AVS-X-C-001",
                                        new CaseResult(CaseStatus.CRASH, "died")))));
    }

    @Test
    void aCaseKillsOnlyWhereTheReferencePassesAndTheMutantGivesAWrongAnswer() {
        KillMatrix m = matrix();
        assertEquals(List.of("PTO-AVS-X-A-001"), m.rows().get(0).killedBy());
        assertFalse(m.rows().get(1).killed(), "a case the reference fails kills nothing");
        assertFalse(m.rows().get(2).killed(), "not supported judged nothing");
        assertEquals(List.of("PTO-AVS-X-C-001"), m.rows().get(3).killedBy());
        assertEquals(
                List.of("only-where-reference-fails", "not-supported-is-no-kill"),
                m.survivors().stream().map(KillMatrix.Row::mutantId).toList());
        assertEquals(0.5, m.strength());
        assertEquals(Map.of("PTO-AVS-X-A-001", 1, "PTO-AVS-X-B-001", 0, "PTO-AVS-X-C-001", 1), m.killsPerCase());
    }

    /** Another run's columns (the property case's) join each mutant's row, with their kills. */
    @Test
    void anotherRunsColumnsJoinTheRowsOfTheSameMutants() {
        Map<String, CaseResult> propertyReference = results("PTO-AVS-PROP-P-001", PASS);
        KillMatrix property = KillMatrix.of(
                propertyReference,
                List.of(
                        mutant("killed-by-a", results("PTO-AVS-PROP-P-001", PASS)),
                        mutant("only-where-reference-fails", results("PTO-AVS-PROP-P-001", FAIL)),
                        mutant("not-supported-is-no-kill", results("PTO-AVS-PROP-P-001", PASS)),
                        mutant("crash-kills", results("PTO-AVS-PROP-P-001", FAIL))));
        KillMatrix joint = matrix().withColumnsOf(property);
        assertEquals(
                List.of("PTO-AVS-X-A-001", "PTO-AVS-X-B-001", "PTO-AVS-X-C-001", "PTO-AVS-PROP-P-001"), joint.avsIds());
        assertEquals(List.of("PTO-AVS-X-A-001"), joint.rows().get(0).killedBy(), "the points kill, the property not");
        assertEquals(List.of("PTO-AVS-PROP-P-001"), joint.rows().get(1).killedBy());
        assertEquals(
                List.of("PTO-AVS-X-C-001", "PTO-AVS-PROP-P-001"),
                joint.rows().get(3).killedBy());
        assertEquals(FAIL, joint.rows().get(3).results().get("PTO-AVS-PROP-P-001"));
        assertEquals(PASS, joint.reference().get("PTO-AVS-PROP-P-001"));
        assertEquals(4, joint.rows().get(0).results().size());
    }

    @Test
    void theReferenceFailuresIncludeCasesThatDidNotRunOnIt() {
        KillMatrix m = KillMatrix.of(
                results("PTO-AVS-X-A-001", PASS),
                List.of(mutant("m", results("PTO-AVS-X-A-001", FAIL, "PTO-AVS-X-Z-001", FAIL))));
        assertEquals(
                List.of("PTO-AVS-X-Z-001"), List.copyOf(m.referenceFailures().keySet()));
        assertEquals(List.of("PTO-AVS-X-A-001"), m.rows().get(0).killedBy());
    }

    @Test
    void theTableMarksKillsSurvivorsAndCasesTheReferenceFails() {
        String table = KillMatrixTable.render(matrix());
        assertTrue(table.contains("the reference device passes 2 of 3"), table);
        assertTrue(table.contains("(reference: fail)"), table);
        assertTrue(table.lines().anyMatch(l -> l.startsWith("killed-by-a") && l.contains("X  -  .")), table);
        assertTrue(
                table.lines().anyMatch(l -> l.startsWith("not-supported-is-no-kill") && l.endsWith("SURVIVES")), table);
        assertTrue(table.contains("strength: 2 of 4 mutants killed = 50.0%"), table);
    }

    @Test
    void aSurvivorTheRunExpectsIsSaidSoNotSurvives() {
        String table =
                KillMatrixTable.render(matrix(), Map.of("not-supported-is-no-kill", "the curated points kill it"));
        assertTrue(
                table.lines()
                        .anyMatch(l ->
                                l.startsWith("not-supported-is-no-kill") && l.endsWith("not killed here, as expected")),
                table);
        assertTrue(table.contains("(expected: the curated points kill it)\n"), table);
        assertTrue(
                table.lines().anyMatch(l -> l.startsWith("only-where-reference-fails") && l.endsWith("SURVIVES")),
                table);
    }

    @Test
    void theJsonCarriesStrengthSurvivorsAndEveryResult() throws Exception {
        JsonNode json = new ObjectMapper().readTree(KillMatrixJson.render(matrix()));
        assertEquals(0.5, json.get("strength").asDouble());
        assertEquals(2, json.get("killed").asInt());
        assertEquals("only-where-reference-fails", json.get("survivors").get(0).asText());
        assertEquals(
                "fail",
                json.get("reference").get("PTO-AVS-X-B-001").get("status").asText());
        JsonNode first = json.get("matrix").get(0);
        assertEquals("PTO-AVS-X-A-001", first.get("killed_by").get(0).asText());
        assertEquals(
                "fail",
                first.get("results").get("PTO-AVS-X-A-001").get("status").asText());
    }

    @Test
    void theHtmlIsOnePageWithShortenedHeadersAndEscapedText() {
        String html = KillMatrixHtml.render(matrix());
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertFalse(html.contains("<script") || html.contains("<link") || html.contains("src="), "self-contained");
        assertTrue(html.contains(">A-001</th>"), "headers drop the common prefix PTO-AVS-X-");
        assertTrue(html.contains("the bug of killed-by-a &lt;b&gt;"), "descriptions are escaped");
        assertTrue(html.contains("<tr class=\"survivor\"><td class=\"m\">not-supported-is-no-kill</td>"), html);
    }
}
