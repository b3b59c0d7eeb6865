package org.pto.avs.engine.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathResource;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;

/**
 * Runs sent ahead ({@code avs.device.pipeline} above 1) give what one run at a time gives: the same statuses,
 * messages and report entries, in the same order, and the same journal, on a device that answers in order or newest
 * first, and when the device crashes, times out, breaks the protocol or hangs with runs of later cases in flight.
 *
 * <p>The tests run side by side: most of this class's time is four tests waiting out 3 s case timeouts, and each run
 * counts its device's instances under a name of its own ({@code avs.device.tally}).
 */
@Execution(ExecutionMode.CONCURRENT)
class PipelinedRunTest {

    private static final AtomicInteger RUNS = new AtomicInteger();

    private static final int CASES = 12;
    private static final int VECTORS = 3;
    private static final int DEPTH = 8;

    @TempDir
    Path dir;

    private Path corpus;

    @BeforeEach
    void corpus() throws IOException {
        corpus = Files.createDirectories(dir.resolve("corpus"));
        SyntheticCases.writeMultiVector(corpus, CASES, VECTORS);
    }

    /**
     * What a run reported, its order of finished tests, its journal without the header (which has the run id), the
     * device instances it opened and the most runs one of them had in flight at once.
     */
    private record Run(
            Map<String, String> results, List<String> order, List<String> journal, int opened, int maxInFlight) {}

    private Run run(int depth, String... settings) throws IOException {
        String name = "run-" + RUNS.incrementAndGet();
        Path journal = dir.resolve("journal-" + name + ".jsonl");
        EngineTestKit.Builder kit = EngineTestKit.engine(Constants.ENGINE_ID)
                .configurationParameter(Constants.SUMMARY, "false")
                .configurationParameter(Constants.CHECK_CATALOG_IDS, "false")
                .configurationParameter(Constants.DEVICE, "pipelined")
                .configurationParameter(Constants.DEVICE_SETTINGS_PREFIX + "pipeline", Integer.toString(depth))
                .configurationParameter(Constants.DEVICE_SETTINGS_PREFIX + "tally", name)
                .configurationParameter(Constants.JOURNAL, journal.toString())
                .configurationParameter(Constants.RANDOM_TRIES, "20")
                .configurationParameter(Constants.RANDOM_PROBE, "0")
                .selectors(
                        selectClasspathResource("pto-avs/cases"),
                        selectDirectory(corpus.toFile()),
                        selectClasspathResource("pto-avs/properties"));
        for (int i = 0; i < settings.length; i += 2) {
            kit.configurationParameter(settings[i], settings[i + 1]);
        }
        EngineExecutionResults results = kit.execute();
        List<String> order = results.testEvents().finished().list().stream()
                .map(e -> e.getTestDescriptor().getLegacyReportingName())
                .toList();
        List<String> lines = Files.readAllLines(journal, StandardCharsets.UTF_8);
        // Every line names its journal's run and the SHA-256 of the line before it, which the run id is part of; two
        // runs are compared with both left out.
        String run = "\"run\":\"" + lines.get(0).replaceFirst(".*\"run\":\"([^\"]+)\".*", "$1") + "\"";
        List<String> entries = lines.subList(1, lines.size()).stream()
                .map(l -> {
                    assertTrue(l.contains(run), "a line of the journal's run: " + l);
                    return l.replace(run, "\"run\":\"this run\"")
                            .replaceFirst("\"prev\":\"[0-9a-f]{64}\"", "\"prev\":\"the line before\"");
                })
                .toList();
        PipelinedDevice.Tally tally = PipelinedDevice.tally(name);
        return new Run(
                EngineRuns.results(results),
                order,
                entries,
                tally.opened().get(),
                tally.maxInFlight().get());
    }

    private static void assertSame(Run oneAtATime, Run pipelined) {
        assertEquals(oneAtATime.results(), pipelined.results());
        assertEquals(oneAtATime.order(), pipelined.order());
        assertEquals(oneAtATime.journal(), pipelined.journal());
        assertEquals(oneAtATime.opened(), pipelined.opened(), "as many instances opened");
    }

    private static String statusOf(Run run, String id) {
        Matcher status = Pattern.compile(Pattern.quote(ReportKeys.STATUS) + "=([a-z-]+)")
                .matcher(run.results().get(id));
        assertTrue(status.find(), run.results().get(id));
        return status.group(1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"in-order", "reversed"})
    void runsSentAheadGiveTheResultsAndJournalOfOneRunAtATime(String order) throws IOException {
        Run one = run(1, Constants.DEVICE_SETTINGS_PREFIX + "order", order);
        assertEquals(1, one.maxInFlight(), "one at a time");
        Run pipelined = run(DEPTH, Constants.DEVICE_SETTINGS_PREFIX + "order", order);
        int inFlight = pipelined.maxInFlight();
        assertTrue(inFlight > 1 && inFlight <= DEPTH, "runs in flight at once: " + inFlight);
        assertSame(one, pipelined);
        assertEquals(CASES + 5 + 1, one.results().size(), one.results().keySet()::toString);
        assertTrue(one.results().values().stream().anyMatch(r -> r.startsWith("FAILED")), "failures too");
        assertTrue(one.results().values().stream().anyMatch(r -> r.startsWith("SUCCESSFUL")), "passes too");
    }

    @ParameterizedTest
    @CsvSource({
        "crash, in-order, crash",
        "crash, reversed, crash",
        "timeout, in-order, timeout",
        "timeout, reversed, timeout",
        "protocol, in-order, crash",
        "protocol, reversed, crash"
    })
    void aDeviceFaultMidWindowIsChargedToItsCaseAndTheRestRunAsOneAtATime(String fault, String order, String status)
            throws IOException {
        // The middle vector of case 5: its last vector and the next cases' runs are in flight when it fails.
        String[] settings = {
            Constants.DEVICE_SETTINGS_PREFIX + "order",
            order,
            Constants.DEVICE_SETTINGS_PREFIX + "fault",
            fault,
            Constants.DEVICE_SETTINGS_PREFIX + "fault-on",
            Integer.toString(SyntheticCases.marker(5, 1))
        };
        Run one = run(1, settings);
        Run pipelined = run(DEPTH, settings);
        assertSame(one, pipelined);
        assertEquals(status, statusOf(pipelined, SyntheticCases.id(5)));
        // A timeout runs its case once more on a fresh instance (it fails there too), replaced in turn.
        assertEquals(fault.equals("timeout") ? 3 : 2, pipelined.opened(), "the broken instance was replaced once");
        assertEquals(statusOf(one, SyntheticCases.id(6)), statusOf(pipelined, SyntheticCases.id(6)));
        assertTrue(
                pipelined.results().get(SyntheticCases.id(5)).contains("vector v1: "),
                pipelined.results().get(SyntheticCases.id(5)));
    }

    @ParameterizedTest
    @ValueSource(strings = {"in-order", "reversed"})
    void aCasePastItsTimeWithRunsInFlightRunsAgainOnAFreshInstanceAndTheRestRunToo(String order) throws IOException {
        String[] settings = {
            Constants.DEVICE_SETTINGS_PREFIX + "order",
            order,
            Constants.DEVICE_SETTINGS_PREFIX + "hang-on",
            Integer.toString(SyntheticCases.marker(4, 0)),
            // Only the first instance hangs: a device that was slow once, with later cases' runs in flight behind it.
            Constants.DEVICE_SETTINGS_PREFIX + "faulty-instances",
            "1",
            // Long enough for every other case on a loaded machine; only the hanging case reaches it.
            Constants.CASE_TIMEOUT,
            "3s"
        };
        Run one = run(1, settings);
        Run pipelined = run(DEPTH, settings);
        assertSame(one, pipelined);
        assertEquals("pass", statusOf(pipelined, SyntheticCases.id(4)));
        assertTrue(
                pipelined.results().get(SyntheticCases.id(4)).contains(ReportKeys.RETRIED + "=did not finish within"),
                pipelined.results().get(SyntheticCases.id(4)));
        // The hung instance, and the retry's, which the later cases ran on: none of them charged for the hang.
        assertEquals(2, pipelined.opened());
        assertEquals(
                1,
                pipelined.results().values().stream()
                        .filter(r -> r.contains(ReportKeys.RETRIED + "="))
                        .count());
    }

    @ParameterizedTest
    @ValueSource(ints = {1, DEPTH})
    void aCaseThatHangsMidwayShowsTheVectorsJudgedBeforeItsTimeoutAndNoneAfter(int depth) throws IOException {
        // Vector entries go out as vectors are judged: v0 before the hang at v1, nothing of the abandoned run after;
        // then the mark of the retry and the second attempt's vectors, which the hang does not reach.
        Run run = run(
                depth,
                Constants.DEVICE_SETTINGS_PREFIX + "hang-on",
                Integer.toString(SyntheticCases.marker(4, 1)),
                Constants.DEVICE_SETTINGS_PREFIX + "faulty-instances",
                "1",
                Constants.CASE_TIMEOUT,
                "3s");
        String reported = run.results().get(SyntheticCases.id(4));
        assertEquals("pass", statusOf(run, SyntheticCases.id(4)));
        int retried = reported.indexOf(ReportKeys.RETRIED + "=");
        assertTrue(retried > 0, reported);
        String firstAttempt = reported.substring(0, retried);
        assertTrue(firstAttempt.contains(ReportKeys.VECTOR + "=v0,"), reported);
        assertFalse(
                firstAttempt.contains(ReportKeys.VECTOR + "=v1,") || firstAttempt.contains(ReportKeys.VECTOR + "=v2,"),
                reported);
        String secondAttempt = reported.substring(retried);
        for (String vector : List.of("v0", "v1", "v2")) {
            assertTrue(secondAttempt.contains(ReportKeys.VECTOR + "=" + vector + ","), reported);
        }
    }
}
