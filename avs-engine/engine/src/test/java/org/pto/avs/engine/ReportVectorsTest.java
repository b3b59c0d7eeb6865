package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.pto.avs.engine.execution.CaseReport;

/**
 * {@code avs.report.vectors}: under {@code failed} a passing vector publishes a light entry (id, vector, status) and
 * everything else is published as under the default {@code all}.
 */
class ReportVectorsTest {

    private static final Set<String> LIGHT = Set.of(CaseReport.ID, CaseReport.VECTOR, CaseReport.VECTOR_STATUS);

    private static final String MIXED = "PTO-AVS-BLOCK-B-IOS-MIXED-001";

    /**
     * A duplicate source (Fault_BundleControl) then a mask change (Fault_TileLegality): on {@code wrong-fault-kind},
     * which reports every Fault_TileLegality as Fault_BundleControl, the first vector passes and the second fails.
     */
    private static final String MIXED_CASE = """
            {
              "format": "pto-avs-case/1",
              "id": "%s",
              "surface": "block",
              "instruction": "B.IOS",
              "requirements": ["PTO-INST-BLOCK-B-IOS"],
              "kind": "fault",
              "summary": "A duplicate source faults; so does a second mask.",
              "pass_condition": "Each vector raises the fault it states.",
              "covers": ["exceptions[1]", "exceptions[2]"],
              "vectors": [
                {
                  "name": "duplicate",
                  "description": "The same source twice.",
                  "covers": ["exceptions[1]"],
                  "program": [
                    {"word": "0x00019181"},
                    {"word": "0x01201E13"},
                    {"word": "0x01201E13", "expect": {"fault": "Fault_BundleControl"}}
                  ],
                  "expect": {"phase": "header", "unchanged": ["shared"]}
                },
                {
                  "name": "shared-after-shared",
                  "description": "A second mask.",
                  "covers": ["exceptions[2]"],
                  "program": [
                    {"word": "0x00019181"},
                    {"word": "0x00001A13"},
                    {"word": "0x00101E13", "expect": {"fault": "Fault_TileLegality"}}
                  ],
                  "expect": {"bindings": [{"id": "S0", "size_code": 0, "mask": "1100"}], "unchanged": ["shared"]}
                }
              ]
            }
            """.formatted(MIXED);

    @TempDir
    Path dir;

    private static EngineExecutionResults run(String device, String... settings) {
        return run(AvsSelector.selectAvs(AvsKit.STREAM), device, settings);
    }

    private static EngineExecutionResults run(DiscoverySelector selector, String device, String... settings) {
        EngineTestKit.Builder kit = AvsKit.engine().selectors(selector)
                .configurationParameter(Constants.CHECK_CATALOG_IDS, "false")
                .configurationParameter(Constants.DEVICE, device);
        for (int i = 0; i < settings.length; i += 2) {
            kit.configurationParameter(settings[i], settings[i + 1]);
        }
        return kit.execute();
    }

    /** The mixed case on the device that passes its first vector and fails its second. */
    private EngineExecutionResults runMixed(String... settings) throws IOException {
        Path file = dir.resolve("cases").resolve(MIXED + ".json");
        if (!Files.exists(file)) {
            Files.createDirectories(file.getParent());
            Files.writeString(file, MIXED_CASE);
        }
        return run(DiscoverySelectors.selectFile(file.toFile()), "wrong-fault-kind", settings);
    }

    /** The entries a run published, without the {@code avs.resumed} marker of a resumed run. */
    private static List<Map<String, String>> entries(EngineExecutionResults results) {
        return results.allEvents().reportingEntryPublished().stream()
                .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
                .filter(values -> !values.containsKey("avs.resumed")).toList();
    }

    @Test
    void failedPublishesAPassingVectorLightAndAFailingVectorAndTheCaseInFull() throws IOException {
        List<Map<String, String>> full = entries(runMixed());
        List<Map<String, String>> failed = entries(runMixed(Constants.REPORT_VECTORS, "failed"));

        assertEquals(3, failed.size());
        assertEquals(Map.of(CaseReport.ID, MIXED, CaseReport.VECTOR, "duplicate", CaseReport.VECTOR_STATUS, "pass"),
                failed.get(0));
        assertTrue(full.get(0).keySet().containsAll(List.of(CaseReport.PROGRAM, CaseReport.EXPECTED,
                CaseReport.ACTUAL, CaseReport.VECTOR_DESCRIPTION)), "the default run has the evidence: " + full.get(0));

        Map<String, String> failing = failed.get(1);
        assertEquals("fail", failing.get(CaseReport.VECTOR_STATUS));
        assertTrue(failing.get(CaseReport.DIFF).contains("expected Fault_TileLegality, actual Fault_BundleControl"),
                failing.get(CaseReport.DIFF));
        assertEquals("A second mask.", failing.get(CaseReport.VECTOR_DESCRIPTION));
        assertTrue(failing.keySet().containsAll(List.of(CaseReport.PROGRAM, CaseReport.EXPECTED, CaseReport.ACTUAL)),
                failing.toString());
        assertEquals(full.get(1), failing, "a vector that did not pass is published as under all");
        assertEquals(full.get(2), failed.get(2), "the case entry is published as under all");
        assertEquals("fail", failed.get(2).get(CaseReport.STATUS));
    }

    @Test
    void theDefaultIsAllAndPublishesEveryVectorInFull() {
        List<Map<String, String>> byDefault = entries(run("reference"));
        assertEquals(byDefault, entries(run("reference", Constants.REPORT_VECTORS, "all")));
        assertEquals(byDefault, entries(run("reference", Constants.REPORT_VECTORS, " ALL ")));
        assertEquals(3, byDefault.size());
        for (Map<String, String> vector : byDefault.subList(0, 2)) {
            assertEquals("pass", vector.get(CaseReport.VECTOR_STATUS));
            assertTrue(vector.keySet().containsAll(List.of(CaseReport.PROGRAM, CaseReport.EXPECTED, CaseReport.ACTUAL,
                    CaseReport.VECTOR_DESCRIPTION)), vector.toString());
        }
    }

    @Test
    void aPassingCaseUnderFailedHasOnlyLightVectorEntries() {
        List<Map<String, String>> entries = entries(run("reference", Constants.REPORT_VECTORS, "failed"));
        assertEquals(3, entries.size());
        assertEquals(LIGHT, entries.get(0).keySet());
        assertEquals(LIGHT, entries.get(1).keySet());
        assertEquals("pass", entries.get(2).get(CaseReport.STATUS));
        assertEquals(entries(run("reference")).get(2), entries.get(2));
    }

    @Test
    void aBadValueFailsTheRunBeforeAnyCaseWithTheParameterTheValueAndTheAllowedValues() {
        EngineExecutionResults results = run("reference", Constants.REPORT_VECTORS, "passed");
        Throwable failure = results.allEvents().finished().list().stream()
                .map(e -> e.getRequiredPayload(TestExecutionResult.class).getThrowable())
                .flatMap(java.util.Optional::stream).findFirst().orElseThrow();
        assertEquals("avs.report.vectors=passed is not all or failed", failure.getMessage());
        assertEquals(0, results.testEvents().started().count(), "no case ran");
        assertEquals(List.of(), entries(results));
    }

    @Test
    void aJournalOfAFullRunResumedUnderFailedPublishesWhatAnUninterruptedFailedRunDoes() throws IOException {
        String journal = dir.resolve("run.jsonl").toString();
        List<Map<String, String>> uninterrupted = entries(runMixed(Constants.REPORT_VECTORS, "failed"));
        runMixed(Constants.JOURNAL, journal);

        EngineExecutionResults resumed = runMixed(Constants.JOURNAL, journal, Constants.RESUME, "true",
                Constants.REPORT_VECTORS, "failed");
        assertEquals(1, resumed.allEvents().reportingEntryPublished().stream()
                .filter(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs().containsKey("avs.resumed"))
                .count(), "the case came from the journal");
        assertEquals(uninterrupted, entries(resumed));
    }

    @Test
    void aFailedRunJournalsTheLightEntriesItPublished() {
        String journal = dir.resolve("run.jsonl").toString();
        List<Map<String, String>> published = entries(run("reference", Constants.JOURNAL, journal,
                Constants.REPORT_VECTORS, "failed"));

        EngineExecutionResults resumed = run("reference", Constants.JOURNAL, journal, Constants.RESUME, "only");
        assertEquals(published, entries(resumed));
    }
}
