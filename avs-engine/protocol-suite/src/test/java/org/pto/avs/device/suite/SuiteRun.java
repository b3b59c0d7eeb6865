package org.pto.avs.device.suite;

import java.util.Map;
import java.util.TreeMap;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.pto.avs.engine.AvsSelector;

/** One run of every AVS case on the classpath through the pto-avs engine, as the Launcher runs it in a vendor build. */
final class SuiteRun {

    private SuiteRun() {}

    /** The status of every case by AVS id, from the {@code avs.status} report entries. */
    static Map<String, String> statuses(Map<String, String> configuration) {
        EngineExecutionResults results = EngineTestKit.engine("pto-avs")
                .selectors(AvsSelector.selectAvs("*"))
                .configurationParameters(configuration)
                .configurationParameter("avs.summary", "false")
                .execute();
        Map<String, String> statuses = new TreeMap<>();
        for (Event event : results.allEvents().reportingEntryPublished().list()) {
            Map<String, String> entry =
                    event.getRequiredPayload(ReportEntry.class).getKeyValuePairs();
            if (entry.containsKey("avs.status")) {
                statuses.put(entry.get("avs.id"), entry.get("avs.status"));
            }
        }
        return statuses;
    }
}
