package org.pto.avs.engine.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.io.IOException;
import java.nio.file.Path;
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
 * up; its instance is closed and replaced, and the other cases still run. The stuck run waits until its device is
 * closed, so it reaches any bound; the bound is one the other cases, which answer at once, never come near however
 * loaded the machine.
 */
class CaseTimeoutTest {

    @TempDir
    Path corpus;

    @BeforeEach
    void probe() {
        ProbeDevice.reset();
    }

    @Test
    void aStuckCaseTimesOutAndTheRestRunOnAFreshInstance() throws IOException {
        SyntheticCases.write(corpus, 5);
        EngineExecutionResults results = EngineTestKit.engine(Constants.ENGINE_ID)
                .configurationParameter(Constants.SUMMARY, "false")
                .configurationParameter(Constants.CHECK_CATALOG_IDS, "false")
                .configurationParameter(Constants.DEVICE, "probe")
                .configurationParameter(Constants.DEVICE_SETTINGS_PREFIX + "hang-runs", "1")
                .configurationParameter(Constants.CASE_TIMEOUT, "3s")
                .selectors(selectDirectory(corpus.toFile()))
                .execute();
        Map<String, String> statuses = new TreeMap<>();
        String timeoutMessage = null;
        for (var event : results.testEvents().reportingEntryPublished().list()) {
            Map<String, String> values =
                    event.getRequiredPayload(ReportEntry.class).getKeyValuePairs();
            if (values.containsKey(ReportKeys.STATUS)) {
                statuses.put(values.get(ReportKeys.ID), values.get(ReportKeys.STATUS));
                if (values.get(ReportKeys.STATUS).equals("timeout")) {
                    timeoutMessage = values.get(ReportKeys.MESSAGE);
                }
            }
        }
        assertEquals("timeout", statuses.get(SyntheticCases.id(1)), statuses::toString);
        assertEquals(5, statuses.size());
        assertEquals(1, statuses.values().stream().filter("timeout"::equals).count(), statuses::toString);
        assertEquals(
                SyntheticCases.id(1) + " did not finish within avs.limits.case-timeout=3000ms; its device"
                        + " instance was closed and replaced",
                timeoutMessage);
        assertEquals(2, ProbeDevice.opened(), "the stuck instance was replaced by a fresh one");
        assertTrue(ProbeDevice.closed() >= 2, "the stuck device was closed, and the fresh one after the run");
    }
}
