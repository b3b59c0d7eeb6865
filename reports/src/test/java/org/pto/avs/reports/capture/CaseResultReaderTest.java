package org.pto.avs.reports.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.launcher.TestIdentifier;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.model.FieldDifference;
import org.pto.avs.reports.model.VectorResult;
import org.pto.avs.results.CaseFacts;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.Sha256;
import org.pto.avs.results.VectorOutcome;
import org.pto.avs.results.values.Difference;
import org.pto.avs.results.values.ProgramStep;

/** A case read from its entries: facts from {@code avs.case}, vectors from {@code avs.vectors} and their entries. */
class CaseResultReaderTest {

    private static final String ID = "PTO-AVS-BLOCK-B-IOS-X-001";
    private static final Instant NOW = Instant.parse("2025-01-01T00:00:00Z");

    private static TestIdentifier test() {
        UniqueId id = UniqueId.forEngine("pto-avs").append(RunRecorder.CASE_SEGMENT, ID);
        return TestIdentifier.from(new AbstractTestDescriptor(id, "display name") {
            @Override
            public Type getType() {
                return Type.TEST;
            }
        });
    }

    private static Map<String, String> values(String... pairs) {
        Map<String, String> values = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            values.put(pairs[i], pairs[i + 1]);
        }
        return values;
    }

    private static CaseResult read(List<Map<String, String>> published) {
        CaseEntries entries = new CaseEntries();
        published.forEach(values -> entries.add(ReportEntry.from(values)));
        return CaseResultReader.read(ID, test(), entries, TestExecutionResult.successful(), NOW, NOW);
    }

    @Test
    void theListedVectorsInOrderWithTheDetailsOfThoseThatPublishedAnEntry() {
        CaseFacts facts = new CaseFacts(
                "fault",
                "critical",
                "block",
                "B.IOS",
                List.of("PTO-INST-BLOCK-B-IOS"),
                "cases/x.json:3",
                "A summary.",
                "A pass condition.",
                List.of("legality[3]"),
                List.of("stream"));
        CaseResult result = read(List.of(
                values(
                        ReportKeys.ID,
                        ID,
                        ReportKeys.VECTOR,
                        "same",
                        ReportKeys.VECTOR_STATUS,
                        "fail",
                        ReportKeys.ACTUAL,
                        "{\"steps\":[\"executed\"]}",
                        ReportKeys.DIFF,
                        Difference.encode(
                                List.of(new Difference("bindings[0]", -1, Difference.ABSENT, "{S0, 0, 1111}")))),
                values(
                        ReportKeys.ID,
                        ID,
                        ReportKeys.STATUS,
                        "fail",
                        ReportKeys.DEVICE,
                        "dev",
                        ReportKeys.MESSAGE,
                        "it failed",
                        ReportKeys.CASE,
                        facts.json(),
                        ReportKeys.VECTORS,
                        "same pass,same fail,other pass")));

        List<VectorResult> vectors = result.vectors();
        assertEquals(
                List.of("same pass", "same fail", "other pass"),
                vectors.stream().map(v -> v.name() + " " + v.status()).toList());
        assertFalse(vectors.get(0).recorded(), "a vector of the same name but another status is not its entry");
        assertTrue(vectors.get(1).recorded());
        assertEquals("{\"steps\":[\"executed\"]}", vectors.get(1).actual());
        assertEquals(1, vectors.get(1).differences().size());
        assertFalse(vectors.get(2).recorded());
        assertEquals(64, result.observationDigest().length(), "the recorded observation is digested");

        assertEquals(CaseStatus.FAIL, result.status());
        assertEquals("it failed", result.message());
        assertEquals("dev", result.device());
        assertEquals("A summary.", result.summary());
        assertEquals("block", result.surface());
        assertEquals("B.IOS", result.mnemonic());
        assertEquals("fault", result.kind());
        assertEquals("critical", result.severity());
        assertEquals(List.of("PTO-INST-BLOCK-B-IOS"), result.requirements());
        assertEquals(List.of("legality[3]"), result.covers());
        assertEquals(List.of("stream"), result.tags());
        assertEquals("A pass condition.", result.passCondition());
        assertEquals("cases/x.json:3", result.source());
    }

    @Test
    void withoutACaseEntryTheCaseIsAnErrorKnownByItsNameAndItsPublishedVectors() {
        CaseResult result =
                read(List.of(values(ReportKeys.ID, ID, ReportKeys.VECTOR, "only", ReportKeys.VECTOR_STATUS, "error")));
        assertEquals(CaseStatus.ERROR, result.status());
        assertEquals("display name", result.summary());
        assertEquals("normal", result.severity());
        assertEquals(
                List.of("only"),
                result.vectors().stream().map(VectorResult::name).toList());
        assertTrue(result.vectors().get(0).recorded());
    }

    @Test
    void aCaseOfManyVectorsKeepsTheDetailsOfABoundedNumberFailingOnesFirstAndDigestsEveryObservation() {
        int vectors = CaseEntries.DETAILED_VECTORS * 3;
        int failingAt = CaseEntries.DETAILED_VECTORS * 2 + 7;
        List<Map<String, String>> published = new ArrayList<>();
        StringBuilder listed = new StringBuilder();
        StringBuilder observed = new StringBuilder();
        for (int v = 0; v < vectors; v++) {
            String status = v == failingAt ? "fail" : "pass";
            String actual = "{\"steps\":[\"executed\"],\"n\":" + v + "}";
            published.add(values(
                    ReportKeys.ID,
                    ID,
                    ReportKeys.VECTOR,
                    "v" + v,
                    ReportKeys.VECTOR_STATUS,
                    status,
                    ReportKeys.PROGRAM,
                    executedWord("0x00001013", "B.IOS S0, mask=0000"),
                    ReportKeys.EXPECTED,
                    "{\"steps\":[\"executed\"]}",
                    ReportKeys.ACTUAL,
                    actual,
                    ReportKeys.VECTOR_DESCRIPTION,
                    "vector " + v));
            listed.append(v == 0 ? "" : ",").append("v").append(v).append(' ').append(status);
            observed.append("v").append(v).append('\n').append(actual).append('\n');
        }
        published.add(values(ReportKeys.ID, ID, ReportKeys.STATUS, "fail", ReportKeys.VECTORS, listed.toString()));

        CaseResult result = read(published);

        assertEquals(vectors, result.vectors().size(), "every vector is listed, with its status");
        long detailed = result.vectors().stream().filter(VectorResult::recorded).count();
        assertEquals(CaseEntries.DETAILED_VECTORS + 1, detailed, "the first vectors' details and the failing one's");
        VectorResult failing = result.vectors().get(failingAt);
        assertEquals(VectorOutcome.FAIL, failing.status());
        assertTrue(failing.recorded(), "a failing vector after the first ones keeps its details");
        assertEquals("vector " + failingAt, failing.description());
        VectorResult late = result.vectors().get(vectors - 1);
        assertFalse(late.recorded());
        assertEquals(VectorOutcome.PASS, late.status());
        assertEquals("", late.actual());
        assertEquals(
                Sha256.of(observed.toString()),
                result.observationDigest(),
                "the digest covers every vector's observation, kept or not");
    }

    @Test
    void largeObservationsAreKeptUpToABoundInCharactersAndAVectorOverItKeepsItsDiff() {
        String megabyte = "{\"gm\":\"" + "ab".repeat(512 * 1024) + "\"}";
        List<Map<String, String>> published = new ArrayList<>();
        StringBuilder listed = new StringBuilder();
        for (int v = 0; v < 40; v++) {
            String status = v == 39 ? "fail" : "pass";
            published.add(values(
                    ReportKeys.ID,
                    ID,
                    ReportKeys.VECTOR,
                    "v" + v,
                    ReportKeys.VECTOR_STATUS,
                    status,
                    ReportKeys.PROGRAM,
                    executedWord("0x00019181", "BSTART.TEPL FP64"),
                    ReportKeys.ACTUAL,
                    megabyte));
            listed.append(v == 0 ? "" : ",").append("v").append(v).append(' ').append(status);
        }
        String huge = "{\"gm\":\"" + "cd".repeat(CaseEntries.DETAILED_CHARS) + "\"}";
        published.add(values(
                ReportKeys.ID,
                ID,
                ReportKeys.VECTOR,
                "v40",
                ReportKeys.VECTOR_STATUS,
                "fail",
                ReportKeys.PROGRAM,
                executedWord("0x00019181", "BSTART.TEPL FP64"),
                ReportKeys.ACTUAL,
                huge,
                ReportKeys.DIFF,
                Difference.encode(List.of(new Difference("gm[0x0]", -1, "00", "cd")))));
        listed.append(",v40 fail");
        published.add(values(ReportKeys.ID, ID, ReportKeys.STATUS, "fail", ReportKeys.VECTORS, listed.toString()));

        CaseResult result = read(published);

        assertEquals(41, result.vectors().size());
        long keptChars = result.vectors().stream()
                .filter(VectorResult::recorded)
                .mapToLong(v -> v.actual().length())
                .sum();
        assertTrue(keptChars <= 2L * CaseEntries.DETAILED_CHARS, "characters kept: " + keptChars);
        assertTrue(result.vectors().get(0).recorded());
        assertFalse(result.vectors().get(30).recorded(), "the first share is full by then");
        assertTrue(result.vectors().get(39).recorded(), "a failing vector has a share of its own");
        VectorResult over = result.vectors().get(40);
        assertFalse(over.recorded(), "a vector over the bound on its own");
        assertEquals(VectorOutcome.FAIL, over.status());
        assertEquals(1, over.differences().size(), "its diff is kept");
    }

    @Test
    void aVectorsDifferencesAndStepsAreTheValuesTheEnginePublished() {
        CaseResult result = read(List.of(
                values(
                        ReportKeys.ID,
                        ID,
                        ReportKeys.VECTOR,
                        "v",
                        ReportKeys.VECTOR_STATUS,
                        "fail",
                        ReportKeys.PROGRAM,
                        ProgramStep.encode(List.of(new ProgramStep(
                                3, "0x00401E13", "B.IOS S4, mask=1111", "executed", "Fault_BundleControl"))),
                        ReportKeys.DIFF,
                        Difference.encode(List.of(new Difference("tpc_advance", 3, "2", "4")))),
                values(ReportKeys.ID, ID, ReportKeys.STATUS, "fail", ReportKeys.VECTORS, "v fail")));

        VectorResult vector = result.vectors().get(0);
        assertEquals(List.of(new FieldDifference("v", 3, "tpc_advance", "2", "4")), vector.differences());
        assertEquals(
                "vector v: tpc_advance: expected 2, actual 4",
                vector.differences().get(0).toString());
        assertEquals(
                "3: 0x00401E13 B.IOS S4, mask=1111 -> Fault_BundleControl (expected executed)",
                vector.program().get(0).line());
    }

    @Test
    void anEntryThatLeavesItsStepsToTheProgramReadsAsOneThatStatesThemTwice() {
        List<ProgramStep> program = List.of(
                new ProgramStep(0, "0x00019181", "BSTART.TEPL FP64", "executed", "executed"),
                new ProgramStep(1, "0x00401E13", "B.IOS S4, mask=1111", "Fault_BundleControl", "Fault_BundleControl"));
        String expect = "\"expect\":{\"phase\":\"header\"}";
        String observed = "\"phase\":\"header\",\"gprs\":{\"R0\":0}";
        String steps = "{\"steps\":[\"executed\",\"Fault_BundleControl\"],";
        // As the engine wrote a passing vector before: every actual in the program, the steps in both observations.
        String everyActual = "[{\"index\":0,\"word\":\"0x00019181\",\"disassembly\":\"BSTART.TEPL FP64\","
                + "\"expected\":\"executed\",\"actual\":\"executed\"},{\"index\":1,\"word\":\"0x00401E13\","
                + "\"disassembly\":\"B.IOS S4, mask=1111\",\"expected\":\"Fault_BundleControl\","
                + "\"actual\":\"Fault_BundleControl\"}]";
        CaseResult twice = read(vectorThenCase(everyActual, steps + expect + "}", steps + observed + "}"));
        CaseResult once = read(vectorThenCase(ProgramStep.encode(program), "{" + expect + "}", "{" + observed + "}"));

        VectorResult vector = once.vectors().get(0);
        assertEquals(program, vector.program());
        assertEquals(steps + expect + "}", vector.expected());
        assertEquals(steps + observed + "}", vector.actual());
        assertEquals(twice.vectors(), once.vectors());
        assertEquals(twice.observationDigest(), once.observationDigest(), "the same observation, the same digest");
        assertEquals(Sha256.of("v\n" + steps + observed + "}\n"), once.observationDigest());
    }

    private static List<Map<String, String>> vectorThenCase(String program, String expected, String actual) {
        return List.of(
                values(
                        ReportKeys.ID,
                        ID,
                        ReportKeys.VECTOR,
                        "v",
                        ReportKeys.VECTOR_STATUS,
                        "pass",
                        ReportKeys.PROGRAM,
                        program,
                        ReportKeys.EXPECTED,
                        expected,
                        ReportKeys.ACTUAL,
                        actual),
                values(ReportKeys.ID, ID, ReportKeys.STATUS, "pass", ReportKeys.VECTORS, "v pass"));
    }

    @Test
    void aDiffThatIsNotTheEnginesValueIsRefusedNamingItsKey() {
        List<Map<String, String>> published = List.of(
                values(
                        ReportKeys.ID,
                        ID,
                        ReportKeys.VECTOR,
                        "v",
                        ReportKeys.VECTOR_STATUS,
                        "fail",
                        ReportKeys.DIFF,
                        "bindings[0]: expected <absent>, actual {S0, 0, 1111}"),
                values(ReportKeys.ID, ID, ReportKeys.STATUS, "fail", ReportKeys.VECTORS, "v fail"));

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> read(published));
        assertTrue(e.getMessage().startsWith("report entry " + ReportKeys.DIFF + " "), e.getMessage());
    }

    @Test
    void aVectorWithoutItsDetailsKeepsItsFirstDifferencesWithinTheBound() {
        Difference wide = new Difference("gm.out", -1, "a".repeat(1000), "b".repeat(1000));
        // 100 differences of 2 KB a vector: 200 vectors are more than both shares hold in characters.
        String diff = Difference.encode(Collections.nCopies(100, wide));
        int vectors = 200;
        List<Map<String, String>> published = new ArrayList<>();
        StringBuilder listed = new StringBuilder();
        for (int v = 0; v < vectors; v++) {
            published.add(values(
                    ReportKeys.ID,
                    ID,
                    ReportKeys.VECTOR,
                    "v" + v,
                    ReportKeys.VECTOR_STATUS,
                    "fail",
                    ReportKeys.DIFF,
                    diff));
            listed.append(v == 0 ? "" : ",").append("v").append(v).append(" fail");
        }
        published.add(values(ReportKeys.ID, ID, ReportKeys.STATUS, "fail", ReportKeys.VECTORS, listed.toString()));

        VectorResult last = read(published).vectors().get(vectors - 1);

        assertFalse(last.recorded());
        int fit = CaseEntries.KEPT_TEXT_CHARS / (wide.describe().length() + 1);
        assertEquals(fit, last.differences().size(), "the differences that read in the bound, whole");
        assertEquals(
                FieldDifference.of("v" + (vectors - 1), wide),
                last.differences().get(0));
    }

    /** A one-word program whose word executed, as the engine publishes it. */
    private static String executedWord(String word, String disassembly) {
        return ProgramStep.encode(List.of(new ProgramStep(0, word, disassembly, "executed", "executed")));
    }
}
