package org.pto.avs.engine.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.pto.avs.results.Constants;

/**
 * {@code avs.device.instances}: cases run side by side on a pool of device instances, each instance serving one case
 * at a time, and the results are those of a run on one instance.
 */
class ParallelRunTest {

    private static final int CASES = 24;

    @TempDir
    Path corpus;

    @BeforeEach
    void corpusAndProbe() throws IOException {
        SyntheticCases.write(corpus, CASES);
        ProbeDevice.reset();
    }

    private EngineExecutionResults run(int instances, String... settings) {
        EngineTestKit.Builder kit = EngineTestKit.engine(Constants.ENGINE_ID)
                .configurationParameter(Constants.SUMMARY, "false")
                .configurationParameter(Constants.CHECK_CATALOG_IDS, "false")
                .configurationParameter(Constants.DEVICE, "probe")
                .configurationParameter(Constants.DEVICE_INSTANCES, Integer.toString(instances))
                .selectors(selectDirectory(corpus.toFile()));
        for (int i = 0; i < settings.length; i += 2) {
            kit.configurationParameter(settings[i], settings[i + 1]);
        }
        return kit.execute();
    }

    @Test
    void fourInstancesGiveTheStatusesAndReportEntriesOfOne() {
        Map<String, String> one = EngineRuns.results(run(1));
        assertEquals(CASES, one.size());
        assertTrue(one.values().stream().anyMatch(r -> r.startsWith("FAILED")), "the corpus has failures too");
        ProbeDevice.reset();
        Map<String, String> four = EngineRuns.results(run(4));
        assertEquals(one, four);
    }

    @Test
    void casesRunSideBySideButNeverTwoOnOneInstance() {
        EngineExecutionResults results = run(4, Constants.DEVICE_SETTINGS_PREFIX + "rendezvous", "4");
        assertTrue(ProbeDevice.met(), "four cases were in flight at once");
        assertEquals(0, ProbeDevice.overlaps(), "an instance served two cases at once");
        assertEquals(4, ProbeDevice.opened(), "one device per instance");
        assertEquals(4, ProbeDevice.closed(), "every instance closed after the run");
        // Every case started once and finished once, as JUnit listeners expect.
        List<Event> started = results.testEvents().started().list();
        assertEquals(CASES, started.size());
        assertEquals(
                Set.copyOf(started.stream()
                        .map(e -> e.getTestDescriptor().getUniqueId())
                        .toList()),
                results.testEvents().finished().list().stream()
                        .map(e -> e.getTestDescriptor().getUniqueId())
                        .collect(Collectors.toSet()));
        results.containerEvents().assertStatistics(stats -> stats.failed(0));
    }

    @Test
    void oneInstanceRunsTheCasesOneAfterAnotherInDiscoveryOrder() {
        EngineExecutionResults results = run(1);
        assertEquals(0, ProbeDevice.overlaps());
        assertEquals(1, ProbeDevice.opened());
        List<String> order = results.testEvents().started().list().stream()
                .map(e -> e.getTestDescriptor().getLegacyReportingName())
                .toList();
        assertEquals(order.stream().sorted().toList(), order);
    }

    @Test
    void aBadInstanceCountFailsTheRunWithTheReason() {
        EngineExecutionResults results = EngineTestKit.engine(Constants.ENGINE_ID)
                .configurationParameter(Constants.SUMMARY, "false")
                .configurationParameter(Constants.CHECK_CATALOG_IDS, "false")
                .configurationParameter(Constants.DEVICE_INSTANCES, "lots")
                .selectors(selectDirectory(corpus.toFile()))
                .execute();
        Throwable failure = results.allEvents().finished().list().stream()
                .map(e -> e.getRequiredPayload(TestExecutionResult.class).getThrowable())
                .flatMap(Optional::stream)
                .findFirst()
                .orElseThrow();
        assertEquals("avs.device.instances=lots is not allowed: a whole number 1..256", failure.getMessage());
    }
}
