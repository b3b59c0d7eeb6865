package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.values.Difference;

/**
 * {@code avs.report.vectors}: under {@code failed} a passing vector publishes no entry (the case entry's
 * {@code avs.vectors} names it with its status) and everything else is published as under the default {@code all}.
 */
class ReportVectorsTest {

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
        EngineTestKit.Builder kit = AvsKit.engine()
                .selectors(selector)
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
        return results.testEvents().reportingEntryPublished().stream()
                .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
                .filter(values -> !values.containsKey("avs.resumed"))
                .toList();
    }

    @Test
    void failedPublishesNoEntryForAPassingVectorAndAFailingVectorAndTheCaseInFull() throws IOException {
        List<Map<String, String>> full = entries(runMixed());
        List<Map<String, String>> failed = entries(runMixed(Constants.REPORT_VECTORS, "failed"));

        assertEquals(3, full.size());
        assertTrue(
                full.get(0)
                        .keySet()
                        .containsAll(List.of(
                                ReportKeys.PROGRAM,
                                ReportKeys.EXPECTED,
                                ReportKeys.ACTUAL,
                                ReportKeys.VECTOR_DESCRIPTION)),
                "the default run has the evidence: " + full.get(0));
        assertEquals("duplicate", full.get(0).get(ReportKeys.VECTOR));
        assertEquals(2, failed.size(), "the passing vector published nothing: " + failed);

        Map<String, String> failing = failed.get(0);
        assertEquals("shared-after-shared", failing.get(ReportKeys.VECTOR));
        assertEquals("fail", failing.get(ReportKeys.VECTOR_STATUS));
        assertTrue(
                Difference.decode(failing.get(ReportKeys.DIFF)).stream()
                        .anyMatch(d -> d.expected().equals("Fault_TileLegality")
                                && d.actual().equals("Fault_BundleControl")),
                failing.get(ReportKeys.DIFF));
        assertEquals("A second mask.", failing.get(ReportKeys.VECTOR_DESCRIPTION));
        assertTrue(
                failing.keySet().containsAll(List.of(ReportKeys.PROGRAM, ReportKeys.EXPECTED, ReportKeys.ACTUAL)),
                failing.toString());
        assertEquals(full.get(1), failing, "a vector that did not pass is published as under all");
        assertEquals(full.get(2), failed.get(1), "the case entry is published as under all");
        assertEquals("fail", failed.get(1).get(ReportKeys.STATUS));
        assertEquals(
                "duplicate pass,shared-after-shared fail",
                failed.get(1).get(ReportKeys.VECTORS),
                "every vector in order, with its status, in both modes");
    }

    @Test
    void theDefaultIsAllAndPublishesEveryVectorInFull() {
        List<Map<String, String>> byDefault = entries(run("reference"));
        assertEquals(byDefault, entries(run("reference", Constants.REPORT_VECTORS, "all")));
        assertEquals(byDefault, entries(run("reference", Constants.REPORT_VECTORS, " all ")));
        assertEquals(3, byDefault.size());
        for (Map<String, String> vector : byDefault.subList(0, 2)) {
            assertEquals("pass", vector.get(ReportKeys.VECTOR_STATUS));
            assertTrue(
                    vector.keySet()
                            .containsAll(List.of(
                                    ReportKeys.PROGRAM,
                                    ReportKeys.EXPECTED,
                                    ReportKeys.ACTUAL,
                                    ReportKeys.VECTOR_DESCRIPTION)),
                    vector.toString());
        }
        assertEquals("duplicate pass,fifth-binding pass", byDefault.get(2).get(ReportKeys.VECTORS));
    }

    @Test
    void aPassingCaseUnderFailedPublishesItsCaseEntryOnly() {
        List<Map<String, String>> entries = entries(run("reference", Constants.REPORT_VECTORS, "failed"));
        assertEquals(1, entries.size(), entries::toString);
        assertEquals("pass", entries.get(0).get(ReportKeys.STATUS));
        assertEquals("duplicate pass,fifth-binding pass", entries.get(0).get(ReportKeys.VECTORS));
        assertEquals(entries(run("reference")).get(2), entries.get(0));
    }

    /**
     * What this setting exists to lower: JUnit's legacy XML report formats every key-value pair of every entry. A
     * passing one-vector case published 2 entries of 17 pairs under {@code failed} (a light vector entry of 3, a case
     * entry of 14) and 2 of 20 under {@code all}; now 1 entry of 6, and 2 of 12.
     */
    @Test
    void aPassingOneVectorCasePublishesOneEntryOfSixPairsUnderFailed() {
        EngineExecutionResults failed =
                run(AvsSelector.selectAvs(AvsKit.DECODE), "reference", Constants.REPORT_VECTORS, "failed");
        assertEquals(
                List.of(AvsKit.DECODE), AvsKit.finished(failed.testEvents(), TestExecutionResult.Status.SUCCESSFUL));
        List<Map<String, String>> entries = entries(failed);
        assertEquals(1, entries.size(), entries::toString);
        assertEquals(6, pairs(entries), entries::toString);
        assertEquals("all-fields-zero pass", entries.get(0).get(ReportKeys.VECTORS));

        List<Map<String, String>> all = entries(run(AvsSelector.selectAvs(AvsKit.DECODE), "reference"));
        assertEquals(2, all.size(), all::toString);
        assertEquals(12, pairs(all), all::toString);
    }

    private static int pairs(List<Map<String, String>> entries) {
        return entries.stream().mapToInt(Map::size).sum();
    }

    @Test
    void aBadValueFailsTheRunBeforeAnyCaseWithTheParameterTheValueAndTheAllowedValues() {
        EngineExecutionResults results = run("reference", Constants.REPORT_VECTORS, "passed");
        Throwable failure = results.allEvents().finished().list().stream()
                .map(e -> e.getRequiredPayload(TestExecutionResult.class).getThrowable())
                .flatMap(Optional::stream)
                .findFirst()
                .orElseThrow();
        assertEquals("avs.report.vectors=passed is not allowed: all or failed", failure.getMessage());
        assertEquals(0, results.testEvents().started().count(), "no case ran");
        assertEquals(List.of(), entries(results));
    }

    /** The mixed case journaled under {@code journalMode}, then resumed under {@code resumeMode}. */
    private void assertResumedAsUninterrupted(String journalMode, String resumeMode) throws IOException {
        String journal = dir.resolve(journalMode + "-" + resumeMode + ".jsonl").toString();
        // A journaled run keeps each case's evidence, so the run it is compared with keeps it too.
        List<Map<String, String>> uninterrupted =
                entries(runMixed(Constants.REPORT_VECTORS, resumeMode, Constants.REPORT_EVIDENCE, "true"));
        runMixed(Constants.JOURNAL, journal, Constants.REPORT_VECTORS, journalMode);

        EngineExecutionResults resumed =
                runMixed(Constants.JOURNAL, journal, Constants.RESUME, "true", Constants.REPORT_VECTORS, resumeMode);
        assertEquals(
                1,
                resumed.allEvents().reportingEntryPublished().stream()
                        .filter(e -> e.getRequiredPayload(ReportEntry.class)
                                .getKeyValuePairs()
                                .containsKey("avs.resumed"))
                        .count(),
                "the case came from the journal");
        assertEquals(uninterrupted, entries(resumed));
    }

    @Test
    void aJournalOfAFullRunResumedUnderFailedPublishesWhatAnUninterruptedFailedRunDoes() throws IOException {
        assertResumedAsUninterrupted("all", "failed");
    }

    @Test
    void aJournalOfAFullRunResumedUnderAllPublishesWhatAnUninterruptedRunDoes() throws IOException {
        assertResumedAsUninterrupted("all", "all");
    }

    @Test
    void aJournalOfAFailedRunResumedUnderFailedPublishesWhatAnUninterruptedFailedRunDoes() throws IOException {
        assertResumedAsUninterrupted("failed", "failed");
    }

    @Test
    void aFailedRunJournalsTheEntriesItPublished() {
        String journal = dir.resolve("run.jsonl").toString();
        List<Map<String, String>> published =
                entries(run("reference", Constants.JOURNAL, journal, Constants.REPORT_VECTORS, "failed"));
        assertEquals(1, published.size(), "the case entry alone");

        // Resumed under all it has no details of the passing vectors to publish: it is reported as journaled.
        EngineExecutionResults resumed = run("reference", Constants.JOURNAL, journal, Constants.RESUME, "only");
        assertEquals(published, entries(resumed));
    }
}
