package org.pto.avs.engine.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;

/**
 * {@code avs.limits.case-timeout}: a case stuck in a device that ignores interruption is a timeout once its time is
 * up; its instance is closed and replaced, the case runs once more on a fresh instance with twice the time, and the
 * other cases run on that one. The stuck run waits until its device is closed, so it reaches any bound; the bound is one the
 * other cases, which answer at once, never come near however loaded the machine.
 */
class CaseTimeoutTest {

    @TempDir
    Path corpus;

    @BeforeEach
    void probe() {
        ProbeDevice.reset();
    }

    private static Map<String, Map<String, String>> caseEntries(EngineExecutionResults results) {
        Map<String, Map<String, String>> cases = new TreeMap<>();
        for (var event : results.testEvents().reportingEntryPublished().list()) {
            Map<String, String> values =
                    event.getRequiredPayload(ReportEntry.class).getKeyValuePairs();
            if (values.containsKey(ReportKeys.STATUS)) {
                cases.put(values.get(ReportKeys.ID), values);
            }
        }
        return cases;
    }

    @Test
    void aCaseStuckOnceIsRunAgainOnAFreshInstanceAndTheRestRun() throws IOException {
        SyntheticCases.write(corpus, 5);
        EngineExecutionResults results = EngineTestKit.engine(Constants.ENGINE_ID)
                .configurationParameter(Constants.SUMMARY, "false")
                .configurationParameter(Constants.CHECK_CATALOG_IDS, "false")
                .configurationParameter(Constants.DEVICE, "probe")
                .configurationParameter(Constants.DEVICE_SETTINGS_PREFIX + "hang-runs", "1")
                .configurationParameter(Constants.CASE_TIMEOUT, "3s")
                .selectors(selectDirectory(corpus.toFile()))
                .execute();
        Map<String, Map<String, String>> cases = caseEntries(results);
        assertEquals(5, cases.size());
        Map<String, String> stuck = cases.get(SyntheticCases.id(1));
        assertEquals("pass", stuck.get(ReportKeys.STATUS), stuck::toString);
        assertEquals(
                "did not finish within 3000ms (avs.limits.case-timeout=3000ms); its device instance was closed and"
                        + " replaced",
                stuck.get(ReportKeys.RETRIED));
        assertEquals(
                1,
                cases.values().stream()
                        .filter(c -> c.containsKey(ReportKeys.RETRIED))
                        .count());
        assertEquals("fail", cases.get(SyntheticCases.id(3)).get(ReportKeys.STATUS), "a failure is not run again");
        // The stuck instance, then the retry's, with twice the limits, which ran the rest too.
        assertEquals(2, ProbeDevice.opened());
        assertEquals(List.of(1.0, 2.0), ProbeDevice.factors());
        assertTrue(ProbeDevice.closed() >= 2, "the stuck device was closed, and the retry's after the run");
    }

    @Test
    void aCaseStuckTwiceIsATimeoutAfterTwiceTheBound() throws IOException {
        SyntheticCases.write(corpus, 1);
        EngineExecutionResults results = EngineTestKit.engine(Constants.ENGINE_ID)
                .configurationParameter(Constants.SUMMARY, "false")
                .configurationParameter(Constants.CHECK_CATALOG_IDS, "false")
                .configurationParameter(Constants.DEVICE, "probe")
                .configurationParameter(Constants.DEVICE_SETTINGS_PREFIX + "hang-runs", "2")
                .configurationParameter(Constants.CASE_TIMEOUT, "500ms")
                .configurationParameter(Constants.TIMEOUT_FACTOR, "2")
                .selectors(selectDirectory(corpus.toFile()))
                .execute();
        Map<String, String> stuck = caseEntries(results).get(SyntheticCases.id(1));
        assertEquals("timeout", stuck.get(ReportKeys.STATUS), stuck::toString);
        assertEquals(
                SyntheticCases.id(1) + " did not finish within 2000ms (avs.limits.case-timeout=500ms times"
                        + " avs.timeout-factor=2 times 2 for a case run again); its device instance was closed and"
                        + " replaced",
                stuck.get(ReportKeys.MESSAGE));
        assertTrue(stuck.get(ReportKeys.RETRIED).startsWith("did not finish within 1000ms"), stuck::toString);
        assertEquals(2, ProbeDevice.runs(), "two attempts, not more");
    }
}
