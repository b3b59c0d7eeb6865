package org.pto.avs.engine.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.pto.avs.results.Constants;

/** One run certifies one device: an instance whose {@code hello} names another identity than the first runs nothing. */
class DeviceIdentityTest {

    private static final int CASES = 6;

    @TempDir
    Path corpus;

    @BeforeEach
    void corpusAndProbe() throws IOException {
        SyntheticCases.write(corpus, CASES);
        ProbeDevice.reset();
    }

    private EngineExecutionResults run(String... settings) {
        EngineTestKit.Builder kit = EngineTestKit.engine(Constants.ENGINE_ID)
                .configurationParameter(Constants.SUMMARY, "false")
                .configurationParameter(Constants.CHECK_CATALOG_IDS, "false")
                .configurationParameter(Constants.DEVICE, "probe")
                .configurationParameter(Constants.DEVICE_SETTINGS_PREFIX + "version", "each-open")
                .selectors(selectDirectory(corpus.toFile()));
        for (int i = 0; i < settings.length; i += 2) {
            kit.configurationParameter(settings[i], settings[i + 1]);
        }
        return kit.execute();
    }

    @Test
    void instancesSayingAnotherIdentityFailTheirCasesAndNoResultCarriesTheirName() {
        EngineExecutionResults results = run(Constants.DEVICE_INSTANCES, String.valueOf(CASES));
        Map<String, String> byId = EngineRuns.results(results);
        long refused = byId.values().stream()
                .filter(r -> r.contains("said 'test probe 4.2.1-")
                        && r.contains(
                                "in hello, but this run's device is 'test probe 4.2.1-1' (its first hello): one run"
                                        + " certifies one device"))
                .count();
        long ran = byId.values().stream()
                .filter(r -> r.contains("avs.status=pass") || r.contains("avs.status=fail"))
                .count();
        assertTrue(ran >= 1, "the first instance's cases ran: " + byId);
        assertEquals(CASES, ran + refused, "every other case was refused as a setup error: " + byId);
        assertTrue(refused >= 1, "six cases on six instances open more than one instance: " + byId);
        // Every case entry names the run's one device, never the identity an instance said after it.
        results.testEvents().reportingEntryPublished().list().stream()
                .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
                .filter(values -> values.containsKey("avs.device"))
                .forEach(values -> assertEquals("test probe 4.2.1-1", values.get("avs.device"), values::toString));
    }

    @Test
    void aDeviceReopenedAfterACrashUnderAnotherIdentityRunsNothing() {
        EngineExecutionResults results = run(Constants.DEVICE_SETTINGS_PREFIX + "crash-with", "lost the board");
        Map<String, String> byId = EngineRuns.results(results);
        long crashed =
                byId.values().stream().filter(r -> r.contains("lost the board")).count();
        assertEquals(1, crashed, "only the first instance ran a case: " + byId);
        assertEquals(
                CASES - 1,
                byId.values().stream()
                        .filter(r -> r.contains("said 'test probe 4.2.1-")
                                && r.contains("but this run's device is 'test probe 4.2.1-1'"))
                        .count(),
                byId::toString);
        assertEquals(1, ProbeDevice.runs(), "a refused instance ran nothing");
    }
}
