package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.pto.avs.engine.cases.RoundTrip;
import org.pto.avs.results.CaseFacts;
import org.pto.avs.results.CaseJudge;
import org.pto.avs.results.Constants;
import org.pto.avs.results.LeftOutStep;
import org.pto.avs.results.ReportKeys;

/**
 * A case that covers its AVS point only in part keeps its status (the pass passes, the fail fails), publishes the
 * steps it leaves out in {@code avs.case}, and is marked and counted in the engine's summary.
 */
class PartialCaseTest {

    private static final Path PARTIAL = AvsKit.testResource("partial");
    private static final String PASSING = AvsKit.STREAM;
    private static final String FAILING = "PTO-AVS-BLOCK-B-IOS-STREAM-LIMIT-001";

    private static final List<LeftOutStep> PASSING_LEAVES_OUT = List.of(
            new LeftOutStep(
                    "the duplicate is reported to the block's exception handler",
                    "the modeled subset has no exception handler to observe"),
            new LeftOutStep(
                    "the stream is unchanged after the block commits",
                    "a TADD block cannot commit in the modeled subset"));

    private static EngineExecutionResults run() {
        return AvsKit.engine().selectors(selectDirectory(PARTIAL.toFile())).execute();
    }

    /** The case entry of each case, by AVS id. */
    private static Map<String, Map<String, String>> caseEntries(EngineExecutionResults results) {
        return results.testEvents().reportingEntryPublished().stream()
                .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
                .filter(values -> values.containsKey(ReportKeys.STATUS))
                .collect(Collectors.toMap(values -> values.get(ReportKeys.ID), values -> values));
    }

    @Test
    void aPartialCaseKeepsItsStatusAndPublishesTheStepsItLeavesOut() {
        EngineExecutionResults results = run();
        assertEquals(List.of(PASSING), AvsKit.finished(results.testEvents(), TestExecutionResult.Status.SUCCESSFUL));
        assertEquals(
                List.of(FAILING),
                AvsKit.finished(results.testEvents(), TestExecutionResult.Status.FAILED),
                "a failing partial point still fails");

        Map<String, Map<String, String>> entries = caseEntries(results);
        assertEquals("pass", entries.get(PASSING).get(ReportKeys.STATUS));
        assertEquals("fail", entries.get(FAILING).get(ReportKeys.STATUS));
        assertEquals(
                PASSING_LEAVES_OUT,
                CaseFacts.parse(entries.get(PASSING).get(ReportKeys.CASE))
                        .orElseThrow()
                        .partial());
        assertEquals(
                List.of(new LeftOutStep(
                        "the duplicate across source and destination roles",
                        "the destination role needs a B.IOT form outside this case")),
                CaseFacts.parse(entries.get(FAILING).get(ReportKeys.CASE))
                        .orElseThrow()
                        .partial());
    }

    @Test
    void aCaseWithoutPartialCoversItsWholePoint() {
        Map<String, String> entry = caseEntries(AvsKit.engine()
                        .selectors(AvsSelector.selectAvs(AvsKit.DECODE))
                        .execute())
                .get(AvsKit.DECODE);
        CaseFacts facts = CaseFacts.parse(entry.get(ReportKeys.CASE)).orElseThrow();
        assertEquals(List.of(), facts.partial());
        assertFalse(facts.isPartial());
    }

    @Test
    void theSummaryMarksEachPartialCaseAndCountsThemBesideTheStatuses() {
        PrintStream previous = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            EngineTestKit.engine(Constants.ENGINE_ID)
                    .selectors(selectDirectory(PARTIAL.toFile()))
                    .configurationParameter(Constants.SUMMARY, "true")
                    .execute();
        } finally {
            System.setOut(previous);
        }
        List<String> lines = captured.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(
                "  pass           execution        " + PASSING + "  [partial: leaves out the duplicate is reported"
                        + " to the block's exception handler (the modeled subset has no exception handler to observe); the"
                        + " stream is unchanged after the block commits (a TADD block cannot commit in the modeled subset)]",
                lines.stream().filter(l -> l.contains(PASSING)).findFirst().orElseThrow());
        String failing =
                lines.stream().filter(l -> l.contains(FAILING)).findFirst().orElseThrow();
        assertTrue(failing.startsWith("  fail           fault            " + FAILING + "  ("), failing);
        assertTrue(
                failing.endsWith("  [partial: leaves out the duplicate across source and destination roles (the"
                        + " destination role needs a B.IOT form outside this case)]"),
                failing);
        assertEquals(
                "Totals: 1 pass, 1 fail, 0 not-supported, 0 waived, 0 error, 0 crash, 0 timeout; partial: 2;"
                        + " advisory: 0",
                lines.get(lines.size() - 1));
    }

    @Test
    void theJudgeReadsThePartialMarkOfACaseFile() throws IOException {
        Path file = PARTIAL.resolve("partial-pass.json");
        CaseFacts facts = CaseJudge.load().facts(file.toString(), Files.readString(file));
        assertEquals(PASSING_LEAVES_OUT, facts.partial());
    }

    @Test
    void aPartialCaseFileSurvivesWriteAndReadBack() throws IOException {
        assertEquals(
                PASSING_LEAVES_OUT,
                RoundTrip.assertSameCase(PARTIAL.resolve("partial-pass.json"), true)
                        .partial());
    }
}
