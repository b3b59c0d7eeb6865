package org.pto.avs.engine.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;

/**
 * A case whose device missed a time limit (a late answer, a late hello when it starts) runs once more, from its start,
 * on a fresh instance with twice the limits (kept for the next cases), and that attempt's result counts; every report entry says it was
 * retried, and why. A device late every time is a timeout after exactly two attempts; a crash is never run again. The
 * probe device fails at once as a late device would, so nothing here waits for a limit to pass.
 */
class RetryTest {

    @TempDir
    Path dir;

    private Path corpus;

    @BeforeEach
    void corpus() throws IOException {
        ProbeDevice.reset();
        corpus = Files.createDirectories(dir.resolve("corpus"));
        SyntheticCases.writeMultiVector(corpus, 2, 2);
    }

    /** What the run published, entry by entry, per AVS id; each case's JUnit result; the engine's own. */
    private record Run(
            Map<String, List<Map<String, String>>> entries,
            Map<String, TestExecutionResult> results,
            TestExecutionResult engine) {

        Map<String, String> caseEntry(String id) {
            return entries.getOrDefault(id, List.of()).stream()
                    .filter(e -> e.containsKey(ReportKeys.STATUS))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no case entry for " + id + ": " + entries));
        }
    }

    private Run run(String... settings) {
        EngineTestKit.Builder kit = EngineTestKit.engine(Constants.ENGINE_ID)
                .configurationParameter(Constants.SUMMARY, "false")
                .configurationParameter(Constants.CHECK_CATALOG_IDS, "false")
                .configurationParameter(Constants.DEVICE, "probe")
                .selectors(selectDirectory(corpus.toFile()));
        for (int i = 0; i < settings.length; i += 2) {
            kit.configurationParameter(settings[i], settings[i + 1]);
        }
        EngineExecutionResults results = kit.execute();
        Map<String, List<Map<String, String>>> entries = new TreeMap<>();
        for (Event event : results.testEvents().reportingEntryPublished().list()) {
            entries.computeIfAbsent(event.getTestDescriptor().getLegacyReportingName(), k -> new ArrayList<>())
                    .add(event.getRequiredPayload(ReportEntry.class).getKeyValuePairs());
        }
        Map<String, TestExecutionResult> finished = new TreeMap<>();
        for (Event event : results.testEvents().finished().list()) {
            finished.put(
                    event.getTestDescriptor().getLegacyReportingName(),
                    event.getRequiredPayload(TestExecutionResult.class));
        }
        TestExecutionResult engine = results.containerEvents().finished().list().stream()
                .filter(e -> e.getTestDescriptor().getParent().isEmpty())
                .findFirst()
                .orElseThrow()
                .getRequiredPayload(TestExecutionResult.class);
        return new Run(entries, finished, engine);
    }

    private static String device(String key) {
        return Constants.DEVICE_SETTINGS_PREFIX + key;
    }

    @Test
    void aCaseWhoseDeviceAnsweredTooLateOnceRunsAgainOnAFreshInstanceAndPasses() throws IOException {
        Path journal = dir.resolve("run.journal");
        Run run = run(device("late-runs"), "1", Constants.JOURNAL, journal.toString());

        String first = SyntheticCases.id(1);
        Map<String, String> entry = run.caseEntry(first);
        assertEquals("pass", entry.get(ReportKeys.STATUS), entry::toString);
        assertEquals(
                TestExecutionResult.Status.SUCCESSFUL, run.results().get(first).getStatus());
        String why = entry.get(ReportKeys.RETRIED);
        assertTrue(
                why.startsWith("vector v0: the device timed out: run 1: no answer within the timeout"),
                entry::toString);
        assertNull(run.caseEntry(SyntheticCases.id(2)).get(ReportKeys.RETRIED), "the other case ran once");
        // The first attempt's vector entry, then the retry's mark, then the second attempt's vectors only.
        List<String> published = run.entries().get(first).stream()
                .map(e -> e.containsKey(ReportKeys.VECTOR)
                        ? e.get(ReportKeys.VECTOR) + " " + e.get(ReportKeys.VECTOR_STATUS)
                        : e.containsKey(ReportKeys.STATUS) ? "case " + e.get(ReportKeys.STATUS) : "retry")
                .toList();
        assertEquals(List.of("v0 timeout", "v1 not-run", "retry", "v0 pass", "v1 pass", "case pass"), published);
        // The run's instance (replaced after the late answer), then the retry's with twice the time limits, which
        // the next case runs on too: no third start, which a busy machine would make late again.
        assertEquals(List.of(1.0, 2.0), ProbeDevice.factors());
        assertEquals(List.of(first, SyntheticCases.id(2)), journaledIds(journal));
        String journaled = Files.readString(journal, StandardCharsets.UTF_8);
        assertFalse(journaled.contains("\"timeout\""), "the journal keeps the second attempt only: " + journaled);
        assertTrue(journaled.contains("\"" + ReportKeys.RETRIED + "\""), journaled);
    }

    @Test
    void theEnginesOwnSummaryMarksTheRetriedCaseWithWhy() {
        PrintStream previous = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            run(device("late-runs"), "1", Constants.SUMMARY, "true");
        } finally {
            System.setOut(previous);
        }
        String out = captured.toString(StandardCharsets.UTF_8);
        assertTrue(
                out.contains(String.format("  %-14s %-16s %s", "pass", "fault", SyntheticCases.id(1))
                        + "  [retried: the first attempt timed out (vector v0: the device timed out: run 1: no answer"
                        + " within the timeout)]\n"),
                out);
        assertTrue(out.contains("Totals: 2 pass, "), out);
        assertEquals(1, out.split("retried: ", -1).length - 1, out);
    }

    @Test
    void aDeviceLateEveryTimeIsATimeoutAfterExactlyTwoAttempts() {
        Run run = run(device("late-runs"), "1000", Constants.ID, SyntheticCases.id(1));

        Map<String, String> entry = run.caseEntry(SyntheticCases.id(1));
        assertEquals("timeout", entry.get(ReportKeys.STATUS), entry::toString);
        assertTrue(entry.get(ReportKeys.MESSAGE).contains("run 2: no answer"), "the second attempt's message");
        assertTrue(entry.get(ReportKeys.RETRIED).contains("run 1: no answer"), "why: the first attempt's message");
        assertEquals(2, ProbeDevice.runs(), "one run per attempt: each ended at its first vector");
        assertEquals(List.of(1.0, 2.0), ProbeDevice.factors());
        String junit = run.results()
                .get(SyntheticCases.id(1))
                .getThrowable()
                .orElseThrow()
                .getMessage();
        assertTrue(junit.contains("retried: the first attempt timed out (vector v0: the device timed out"), junit);
    }

    @Test
    void onceThreeCasesWereLateTwiceALaterTimeoutCountsAtOnce() throws IOException {
        SyntheticCases.writeMultiVector(corpus, 5, 2);
        Run run = run(device("late-runs"), "1000");

        List<String> retried = new ArrayList<>();
        for (int n = 1; n <= 5; n++) {
            Map<String, String> entry = run.caseEntry(SyntheticCases.id(n));
            assertEquals("timeout", entry.get(ReportKeys.STATUS), entry::toString);
            if (entry.containsKey(ReportKeys.RETRIED)) {
                retried.add(SyntheticCases.id(n));
            }
        }
        assertEquals(List.of(SyntheticCases.id(1), SyntheticCases.id(2), SyntheticCases.id(3)), retried);
        assertEquals(3 * 2 + 2, ProbeDevice.runs(), "two attempts for the first three cases, one for the others");
    }

    @Test
    void aCrashIsAFindingAndNeverRunsAgain() {
        Run run = run(device("crash-with"), "segfault", Constants.ID, SyntheticCases.id(1));

        Map<String, String> entry = run.caseEntry(SyntheticCases.id(1));
        assertEquals("crash", entry.get(ReportKeys.STATUS), entry::toString);
        assertNull(entry.get(ReportKeys.RETRIED));
        assertEquals(1, ProbeDevice.runs());
        assertEquals(List.of(1.0), ProbeDevice.factors());
    }

    @Test
    void aDeviceThatStartsTooLateForTheRunIsStartedOnceMoreWithTwiceTheLimits() {
        Run run = run(device("late-opens"), "1", Constants.TIMEOUT_FACTOR, "1.5");

        assertEquals("pass", run.caseEntry(SyntheticCases.id(1)).get(ReportKeys.STATUS));
        assertEquals("pass", run.caseEntry(SyntheticCases.id(2)).get(ReportKeys.STATUS));
        // Late at 1.5, then on time at 3, the instance the cases run on.
        assertEquals(List.of(1.5, 3.0), ProbeDevice.factors());
    }

    @Test
    void aDeviceLateToStartForACaseIsATimeoutOfThatCaseAndRunsAgain() {
        // Two instances: the run's first, opened before any case, and the other, late, opened for whichever case.
        Run run = run(device("late-opens"), "2", Constants.DEVICE_INSTANCES, "2");

        List<String> retried = new ArrayList<>();
        for (int n = 1; n <= 2; n++) {
            Map<String, String> entry = run.caseEntry(SyntheticCases.id(n));
            assertEquals("pass", entry.get(ReportKeys.STATUS), entry::toString);
            if (entry.containsKey(ReportKeys.RETRIED)) {
                retried.add(entry.get(ReportKeys.RETRIED));
            }
        }
        assertEquals(1, retried.size(), retried::toString);
        assertTrue(
                retried.get(0).startsWith("the device did not start in time: probe 2: no hello within"),
                retried::toString);
        // Whichever instance the retry takes, its device is a fresh one with twice the limits, the only one.
        List<Double> factors = ProbeDevice.factors();
        assertEquals(List.of(1.0, 1.0, 2.0), factors.subList(0, 3), factors::toString);
        assertEquals(1, factors.stream().filter(f -> f == 2.0).count(), factors::toString);
    }

    @Test
    void aDeviceTooLateToStartTwiceFailsTheRunNotACase() {
        Run run = run(device("late-opens"), "1,2");

        assertEquals(TestExecutionResult.Status.FAILED, run.engine().getStatus(), run.engine()::toString);
        assertTrue(
                run.engine().getThrowable().orElseThrow().getMessage().contains("probe 2: no hello within"),
                run.engine()::toString);
        assertEquals(Map.of(), run.results(), "no case ran");
        assertEquals(List.of(1.0, 2.0), ProbeDevice.factors());
    }

    /** The AVS ids of the journal's result lines, in order. */
    private static List<String> journaledIds(Path journal) throws IOException {
        List<String> lines = Files.readAllLines(journal, StandardCharsets.UTF_8);
        return lines.subList(1, lines.size()).stream()
                .map(l -> l.replaceFirst(".*?\"id\":\"([^\"]+)\".*", "$1"))
                .toList();
    }
}
