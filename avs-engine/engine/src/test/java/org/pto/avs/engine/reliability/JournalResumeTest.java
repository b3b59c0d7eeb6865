package org.pto.avs.engine.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathResource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.EventType;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;

/**
 * {@code avs.journal} and {@code avs.resume} in the engine: a resumed run reports each journaled case exactly as the
 * journaled run did (status, JUnit result, report entries) without running it, and runs the rest.
 */
class JournalResumeTest {

    /** The five cases under src/test/resources/pto-avs/cases; all pass on the probe. */
    private static final String CASES = "pto-avs/cases";

    @TempDir
    Path dir;

    @BeforeEach
    void resetProbe() {
        ProbeDevice.reset();
    }

    private EngineExecutionResults run(Path journal, String resume) {
        EngineTestKit.Builder kit = EngineTestKit.engine(Constants.ENGINE_ID)
                .configurationParameter(Constants.SUMMARY, "false")
                .configurationParameter(Constants.DEVICE, "probe")
                .configurationParameter(Constants.JOURNAL, journal.toString())
                .selectors(selectClasspathResource(CASES));
        if (resume != null) {
            kit.configurationParameter(Constants.RESUME, resume);
        }
        return kit.execute();
    }

    private static Map<String, String> results(EngineExecutionResults results) {
        return EngineRuns.results(results);
    }

    private List<String> journalLines(Path journal) throws IOException {
        return Files.readAllLines(journal, StandardCharsets.UTF_8);
    }

    @Test
    void everyFinishedCaseIsOneLineAfterTheHeader() throws IOException {
        Path journal = dir.resolve("run.jsonl");
        EngineExecutionResults first = run(journal, null);
        first.testEvents().assertStatistics(stats -> stats.finished(5));
        List<String> lines = journalLines(journal);
        assertEquals(6, lines.size(), lines::toString);
        assertTrue(lines.get(0).startsWith("{\"format\":\"pto-avs-journal/3\",\"device\":\"probe\""), lines.get(0));
        assertTrue(
                lines.stream().skip(1).allMatch(l -> l.startsWith("{\"id\":\"PTO-AVS-BLOCK-B-IOS-")), lines::toString);
    }

    @Test
    void aResumedRunReportsTheJournaledCasesAsTheyWereWithoutRunningThem() throws IOException {
        Path journal = dir.resolve("run.jsonl");
        Map<String, String> uninterrupted = results(run(journal, null));
        int runsOfTheFirstRun = ProbeDevice.runs();
        assertTrue(runsOfTheFirstRun > 5, "the vectors ran: " + runsOfTheFirstRun);

        ProbeDevice.reset();
        EngineExecutionResults resumed = run(journal, "true");
        assertEquals(uninterrupted, results(resumed));
        assertEquals(0, ProbeDevice.opened(), "nothing left to run, so no device is opened");
        assertEquals(
                5,
                resumed.allEvents().reportingEntryPublished().list().stream()
                        .filter(e -> e.getRequiredPayload(ReportEntry.class)
                                        .getKeyValuePairs()
                                        .get("avs.resumed")
                                != null)
                        .count());
        assertEquals(6, journalLines(journal).size(), "a resumed case is not journaled twice");
    }

    @Test
    void aCaseFileEditedAfterItWasJournaledRunsAgainOnResume() throws IOException {
        Path cases = Files.createDirectories(dir.resolve("cases"));
        Path file = cases.resolve("PTO-AVS-BLOCK-B-IOS-STREAM-001.json");
        try (var in = getClass()
                .getClassLoader()
                .getResourceAsStream(CASES + "/block/B.IOS/PTO-AVS-BLOCK-B-IOS-STREAM-001.json")) {
            Files.write(file, in.readAllBytes());
        }
        Path journal = dir.resolve("run.jsonl");
        EngineExecutionResults first = onFile(file, journal, null);
        assertEquals(1, first.testEvents().succeeded().count());
        assertTrue(
                journalLines(journal).get(1).contains("\"case_sha256\":\""),
                journalLines(journal).get(1));

        // The same id, another expectation: the old pass must not be replayed for the new text.
        String text = Files.readString(file);
        assertTrue(text.contains("Fault_BundleControl"));
        Files.writeString(file, text.replace("Fault_BundleControl", "Fault_TileLegality"));
        ProbeDevice.reset();
        EngineExecutionResults resumed = onFile(file, journal, "true");
        assertEquals(1, resumed.testEvents().failed().count(), "the edited case ran again, and fails");
        assertTrue(ProbeDevice.runs() > 0);
        EngineExecutionResults only = onFile(file, journal, "only");
        assertEquals(1, only.testEvents().failed().count(), "the journal now holds the edited case's result");
    }

    private EngineExecutionResults onFile(Path file, Path journal, String resume) {
        EngineTestKit.Builder kit = EngineTestKit.engine(Constants.ENGINE_ID)
                .configurationParameter(Constants.SUMMARY, "false")
                .configurationParameter(Constants.DEVICE, "probe")
                .configurationParameter(Constants.JOURNAL, journal.toString())
                .selectors(DiscoverySelectors.selectFile(file.toFile()));
        if (resume != null) {
            kit.configurationParameter(Constants.RESUME, resume);
        }
        return kit.execute();
    }

    @Test
    void aTornLastLineIsIgnoredWithAWarningAndItsCaseRunsAgain() throws IOException {
        Path journal = dir.resolve("run.jsonl");
        Map<String, String> uninterrupted = results(run(journal, null));
        List<String> lines = journalLines(journal);
        // As a kill -9 in the middle of the third append leaves it: two results, then half a line.
        String torn =
                String.join("\n", lines.subList(0, 3)) + "\n" + lines.get(3).substring(0, 40);
        Files.writeString(journal, torn, StandardCharsets.UTF_8);

        ProbeDevice.reset();
        EngineExecutionResults resumed = run(journal, "true");
        assertEquals(uninterrupted, results(resumed));
        assertTrue(ProbeDevice.runs() > 0);
        List<String> after = journalLines(journal);
        assertEquals(6, after.size(), "the torn line is cut off and the three cases that ran are appended: " + after);
        assertTrue(after.stream().skip(1).allMatch(l -> l.startsWith("{\"id\":") && l.endsWith("}")), after::toString);
        long resumedEntries = resumed.allEvents().reportingEntryPublished().list().stream()
                .filter(e -> e.getRequiredPayload(ReportEntry.class)
                        .getKeyValuePairs()
                        .containsKey("avs.resumed"))
                .count();
        assertEquals(2, resumedEntries);
    }

    @Test
    void resumeOnlyReportsTheJournalAndRunsNothing() throws IOException {
        Path journal = dir.resolve("run.jsonl");
        run(journal, null);
        List<String> lines = journalLines(journal);
        Files.write(journal, lines.subList(0, 4), StandardCharsets.UTF_8);

        ProbeDevice.reset();
        EngineExecutionResults only = run(journal, "only");
        assertEquals(0, ProbeDevice.opened());
        only.testEvents()
                .assertStatistics(stats -> stats.finished(5).succeeded(3).failed(2));
        assertEquals(
                2,
                only.allEvents().reportingEntryPublished().list().stream()
                        .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
                        .filter(v -> "error".equals(v.get(ReportKeys.STATUS))
                                && v.get(ReportKeys.MESSAGE).contains("is not in the journal"))
                        .count());
    }

    @Test
    void aJournalOfAnotherDeviceIsRefusedBeforeAnyCaseRuns() throws IOException {
        Path journal = dir.resolve("run.jsonl");
        EngineTestKit.engine(Constants.ENGINE_ID)
                .configurationParameter(Constants.SUMMARY, "false")
                .configurationParameter(Constants.JOURNAL, journal.toString())
                .selectors(selectClasspathResource(CASES))
                .execute();
        ProbeDevice.reset();
        EngineExecutionResults resumed = run(journal, "true");
        assertEquals(0, ProbeDevice.runs());
        Throwable failure = resumed.containerEvents().finished().list().stream()
                .map(e -> e.getRequiredPayload(TestExecutionResult.class))
                .filter(r -> r.getThrowable().isPresent())
                .findFirst()
                .orElseThrow()
                .getThrowable()
                .orElseThrow();
        assertTrue(
                failure.getMessage().contains("is the journal of another run: avs.device=reference (this run: probe)"),
                failure.getMessage());
    }

    /** A journal of format 1 holds the case entries of before avs.case and avs.vectors, which no run publishes now. */
    private Path journalOfFormat1() throws IOException {
        Path journal = dir.resolve("old.jsonl");
        Files.writeString(
                journal,
                String.join(
                        "\n",
                        "{\"format\":\"pto-avs-journal/1\",\"device\":\"probe\",\"settings\":{},\"shard\":\"1/1\"}",
                        "{\"id\":\"PTO-AVS-BLOCK-B-IOS-STREAM-001\",\"origin\":\"x.json\",\"status\":\"pass\",\"message\":\"\","
                                + "\"entries\":[{\"avs.id\":\"PTO-AVS-BLOCK-B-IOS-STREAM-001\",\"avs.status\":\"pass\","
                                + "\"avs.kind\":\"execution\"}]}",
                        ""),
                StandardCharsets.UTF_8);
        return journal;
    }

    @Test
    void aJournalOfTheEarlierFormatIsRefusedByAResumeNamingItsFormat() throws IOException {
        Path journal = journalOfFormat1();
        String before = Files.readString(journal);
        EngineExecutionResults resumed = run(journal, "true");
        assertEquals(0, ProbeDevice.runs());
        Throwable failure = resumed.containerEvents().finished().list().stream()
                .map(e -> e.getRequiredPayload(TestExecutionResult.class))
                .filter(r -> r.getThrowable().isPresent())
                .findFirst()
                .orElseThrow()
                .getThrowable()
                .orElseThrow();
        assertTrue(
                failure.getMessage()
                        .contains(journal + " is a pto-avs-journal/1 journal, written by another version"
                                + " of PTO AVS; this one reads pto-avs-journal/3 journals only"),
                failure.getMessage());
        assertEquals(before, Files.readString(journal), "left as it was");
    }

    @Test
    void aJournalOfTheEarlierFormatIsStartedAfreshByARunThatDoesNotResume() throws IOException {
        Path journal = journalOfFormat1();
        run(journal, null)
                .testEvents()
                .assertStatistics(stats -> stats.finished(5).succeeded(5));
        List<String> lines = journalLines(journal);
        assertEquals(6, lines.size(), lines::toString);
        assertTrue(lines.get(0).startsWith("{\"format\":\"pto-avs-journal/3\""), lines.get(0));
    }

    @Test
    void aFileThatIsNoJournalIsNeverOverwritten() throws IOException {
        Path precious = Files.writeString(dir.resolve("notes.txt"), "do not lose me\n");
        EngineExecutionResults results = run(precious, null);
        assertEquals("do not lose me\n", Files.readString(precious));
        assertEquals(0, ProbeDevice.runs());
        assertTrue(results.containerEvents().list().stream()
                .anyMatch(e -> e.getType() == EventType.FINISHED
                        && e.getRequiredPayload(TestExecutionResult.class)
                                .getThrowable()
                                .map(t -> t.getMessage().contains("is not a pto-avs-journal/3 journal"))
                                .orElse(false)));
    }
}
