package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.RoundTrip;
import org.pto.avs.results.AdvisoryFinding;
import org.pto.avs.results.AdvisoryVector;
import org.pto.avs.results.CaseFacts;
import org.pto.avs.results.CaseJudge;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.UpstreamTest;
import org.pto.avs.results.values.Difference;

/**
 * An advisory vector never decides its case's status: a case whose only mismatch is advisory passes, with the
 * mismatch reported as an advisory finding (vector status {@code advisory}, its diff and why on its entry, marked and
 * counted in the summary); a case that fails on a mandated vector still fails; an advisory vector the device cannot
 * observe is not supported alone; a crash during one stays a crash; the judge reaches the same findings from the
 * evidence. The case's upstream test is published with its facts.
 */
class AdvisoryCaseTest {

    private static final Path ADVISORY = AvsKit.testResource("advisory");
    private static final String PASSING = AvsKit.STREAM;
    private static final String FAILING = "PTO-AVS-BLOCK-B-IOS-STREAM-LIMIT-001";
    private static final String PASSING_WHY =
            "the stream after a rejected duplicate is left to the implementation here";
    private static final String FAILING_WHY =
            "the phase after a rejected header command is left to the implementation here";

    private static EngineExecutionResults run(String device, String... settings) {
        EngineTestKit.Builder builder = AvsKit.engine()
                .selectors(selectDirectory(ADVISORY.toFile()))
                .configurationParameter(Constants.DEVICE, device);
        for (int i = 0; i < settings.length; i += 2) {
            builder.configurationParameter(settings[i], settings[i + 1]);
        }
        return builder.execute();
    }

    private static List<Map<String, String>> entries(EngineExecutionResults results) {
        return results.testEvents().reportingEntryPublished().stream()
                .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
                .toList();
    }

    /** The case entry of each case, by AVS id. */
    private static Map<String, Map<String, String>> caseEntries(EngineExecutionResults results) {
        return entries(results).stream()
                .filter(values -> values.containsKey(ReportKeys.STATUS))
                .collect(Collectors.toMap(values -> values.get(ReportKeys.ID), values -> values));
    }

    private static Map<String, String> vectorEntry(EngineExecutionResults results, String vector) {
        return entries(results).stream()
                .filter(values -> vector.equals(values.get(ReportKeys.VECTOR)))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no entry for vector " + vector));
    }

    @Test
    void anAdvisoryMismatchIsAFindingAndTheCaseIsDecidedByItsOtherVectors() {
        EngineExecutionResults results = run("reference");
        assertEquals(List.of(PASSING), AvsKit.finished(results.testEvents(), TestExecutionResult.Status.SUCCESSFUL));
        assertEquals(
                List.of(FAILING),
                AvsKit.finished(results.testEvents(), TestExecutionResult.Status.FAILED),
                "a mandated vector that differs still fails its case");

        Map<String, Map<String, String>> cases = caseEntries(results);
        assertEquals("pass", cases.get(PASSING).get(ReportKeys.STATUS));
        assertEquals(
                "duplicate-binds-twice advisory,duplicate-faults pass",
                cases.get(PASSING).get(ReportKeys.VECTORS));
        assertTrue(
                cases.get(PASSING).get(ReportKeys.MESSAGE).contains("1 advisory finding"),
                cases.get(PASSING).get(ReportKeys.MESSAGE));
        assertEquals("fail", cases.get(FAILING).get(ReportKeys.STATUS));
        assertEquals(
                "duplicate-expected-twice fail,phase-after-duplicate advisory",
                cases.get(FAILING).get(ReportKeys.VECTORS));
        assertTrue(
                cases.get(FAILING)
                        .get(ReportKeys.MESSAGE)
                        .contains("advisory: " + FAILING + " vector phase-after-duplicate: phase: expected body,"
                                + " actual header"),
                cases.get(FAILING).get(ReportKeys.MESSAGE));

        Map<String, String> finding = vectorEntry(results, "duplicate-binds-twice");
        assertEquals("advisory", finding.get(ReportKeys.VECTOR_STATUS));
        assertEquals(PASSING_WHY, finding.get(ReportKeys.VECTOR_ADVISORY));
        assertTrue(
                Difference.decode(finding.get(ReportKeys.DIFF)).stream()
                        .anyMatch(d -> d.path().equals("bindings[1]")),
                finding.get(ReportKeys.DIFF));
        Map<String, String> mandated = vectorEntry(results, "duplicate-faults");
        assertEquals("pass", mandated.get(ReportKeys.VECTOR_STATUS));
        assertTrue(!mandated.containsKey(ReportKeys.VECTOR_ADVISORY), "a mandated vector carries no advisory mark");
    }

    @Test
    void theCaseFactsListTheAdvisoryVectorsAndTheUpstreamTest() {
        Map<String, Map<String, String>> cases = caseEntries(run("reference"));
        CaseFacts passing =
                CaseFacts.parse(cases.get(PASSING).get(ReportKeys.CASE)).orElseThrow();
        assertEquals(List.of(new AdvisoryVector("duplicate-binds-twice", PASSING_WHY)), passing.advisory());
        UpstreamTest upstream = passing.upstream().orElseThrow();
        assertEquals(
                "https://github.com/PTO-ISA/pto-spec/blob/e599a3d36ebfad43362ff591ea5e128816c684c7/tests/asl/block/"
                        + "operands/B.IOS/block-exec-b-ios-shared-binding-v-5-001.asl",
                upstream.url());
        assertEquals("0.58.3", upstream.line());
        assertEquals(
                List.of(new UpstreamTest.NotObservable(
                        "_LastFault == Fault_BundleControl after the duplicate",
                        "the fault kind is the step's outcome; no device reports a last-fault register")),
                upstream.notObservable());
        CaseFacts failing =
                CaseFacts.parse(cases.get(FAILING).get(ReportKeys.CASE)).orElseThrow();
        assertEquals(
                "tests/asl/block/operands/B.IOS/block-fault-b-ios-stream-limit-001.asl",
                failing.upstream().orElseThrow().path());
        assertEquals(List.of(), failing.upstream().orElseThrow().notObservable(), "none stated, none published");
        assertEquals(List.of(new AdvisoryVector("phase-after-duplicate", FAILING_WHY)), failing.advisory());
    }

    @Test
    void anAdvisoryVectorTheDeviceCannotObserveIsNotSupportedAloneAndLeavesTheCaseItsStatus() {
        Map<String, Map<String, String>> cases = caseEntries(run("outcomes-only"));
        assertEquals(
                "pass",
                cases.get(PASSING).get(ReportKeys.STATUS),
                cases.get(PASSING).get(ReportKeys.MESSAGE));
        assertEquals(
                "duplicate-binds-twice not-supported,duplicate-faults pass",
                cases.get(PASSING).get(ReportKeys.VECTORS));
    }

    @Test
    void aCrashDuringAnAdvisoryVectorIsACrash() {
        Map<String, Map<String, String>> cases = caseEntries(run("crashing"));
        assertEquals("crash", cases.get(PASSING).get(ReportKeys.STATUS));
        assertEquals(
                "duplicate-binds-twice crash,duplicate-faults not-run",
                cases.get(PASSING).get(ReportKeys.VECTORS),
                "the advisory vector ran first and the device died on it");
    }

    /** The engine's own summary of a run of the advisory cases, with {@code settings}, one line each. */
    private static List<String> summaryOf(String... settings) {
        PrintStream previous = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            EngineTestKit.Builder builder = EngineTestKit.engine(Constants.ENGINE_ID)
                    .selectors(selectDirectory(ADVISORY.toFile()))
                    .configurationParameter(Constants.SUMMARY, "true");
            for (int i = 0; i < settings.length; i += 2) {
                builder.configurationParameter(settings[i], settings[i + 1]);
            }
            builder.execute();
        } finally {
            System.setOut(previous);
        }
        return captured.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void theSummaryMarksEachCaseWithFindingsAndCountsThemBesideTheStatuses() {
        List<String> lines = summaryOf();
        assertEquals(
                "  pass           execution        " + PASSING + "  [advisory: vector duplicate-binds-twice differs ("
                        + PASSING_WHY + ")]",
                lines.stream().filter(l -> l.contains(PASSING)).findFirst().orElseThrow());
        String failing =
                lines.stream().filter(l -> l.contains(FAILING)).findFirst().orElseThrow();
        assertTrue(failing.startsWith("  fail           fault            " + FAILING + "  ("), failing);
        assertTrue(
                failing.endsWith("  [advisory: vector phase-after-duplicate differs (" + FAILING_WHY + ")]"), failing);
        assertTrue(lines.get(1).startsWith("Verdict: does not conform: 1 of 2 cases non-conforming"), lines.get(1));
        assertEquals(
                "Totals: 1 pass, 1 fail, 0 not-supported, 0 waived, 0 error, 0 crash, 0 timeout; partial: 0;"
                        + " advisory: 2",
                lines.get(lines.size() - 1));
    }

    @Test
    void aResumedRunMarksAndCountsTheJournaledFindingsAsTheRunDid(@TempDir Path dir) {
        String journal = dir.resolve("run.journal").toString();
        List<String> ran = summaryOf(Constants.JOURNAL, journal);
        List<String> resumed = summaryOf(Constants.JOURNAL, journal, Constants.RESUME, "only");
        assertEquals(ran.subList(2, ran.size()), resumed.subList(2, resumed.size()), String.join("\n", resumed));
        assertTrue(resumed.get(resumed.size() - 1).endsWith("; advisory: 2"), resumed.toString());
    }

    @Test
    void theJudgeReachesTheSameFindingsFromTheEvidence() throws IOException {
        EngineExecutionResults results = run("reference", Constants.REPORT_EVIDENCE, "true");
        Map<String, Map<String, String>> cases = caseEntries(results);
        Path file = ADVISORY.resolve("advisory-pass.json");
        CaseJudge.Judgement judged = CaseJudge.load()
                .judge(
                        file.toString(),
                        Files.readString(file),
                        cases.get(PASSING).get(ReportKeys.EVIDENCE));
        assertEquals(CaseStatus.PASS, judged.status(), judged.reason());
        assertEquals(
                List.of(new AdvisoryFinding(
                        "duplicate-binds-twice",
                        PASSING_WHY,
                        Difference.decode(
                                vectorEntry(results, "duplicate-binds-twice").get(ReportKeys.DIFF)))),
                judged.advisory());

        Path failingFile = ADVISORY.resolve("advisory-fail.json");
        CaseJudge.Judgement failed = CaseJudge.load()
                .judge(
                        failingFile.toString(),
                        Files.readString(failingFile),
                        cases.get(FAILING).get(ReportKeys.EVIDENCE));
        assertEquals(CaseStatus.FAIL, failed.status());
        assertEquals(
                List.of("phase-after-duplicate"),
                failed.advisory().stream().map(AdvisoryFinding::vector).toList());

        // Evidence in which the device matched the advisory vector has no finding.
        String matched =
                cases.get(FAILING).get(ReportKeys.EVIDENCE).replace("\"phase\":\"header\"", "\"phase\":\"body\"");
        CaseJudge.Judgement withoutFinding =
                CaseJudge.load().judge(failingFile.toString(), Files.readString(failingFile), matched);
        assertEquals(List.of(), withoutFinding.advisory(), matched);
        assertEquals(CaseStatus.FAIL, withoutFinding.status());
    }

    @Test
    void advisoryMarksAndTheUpstreamTestSurviveWriteAndReadBack() throws IOException {
        AvsCase read = RoundTrip.assertSameCase(ADVISORY.resolve("advisory-pass.json"), true);
        assertEquals(List.of(new AdvisoryVector("duplicate-binds-twice", PASSING_WHY)), read.advisory());
        assertEquals(
                "tests/asl/block/operands/B.IOS/block-exec-b-ios-shared-binding-v-5-001.asl",
                read.upstream().orElseThrow().path());
    }
}
