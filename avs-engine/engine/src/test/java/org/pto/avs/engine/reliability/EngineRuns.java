package org.pto.avs.engine.reliability;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.Event;

/** What a run reported, in a form two runs can be compared by. */
final class EngineRuns {

    private EngineRuns() {}

    /**
     * Per AVS id (or test name): its JUnit status and message and its report entries, without the {@code avs.resumed}
     * marker a resumed run adds.
     */
    static Map<String, String> results(EngineExecutionResults results) {
        Map<String, List<String>> entries = new TreeMap<>();
        for (Event event : results.testEvents().reportingEntryPublished().list()) {
            Map<String, String> values =
                    event.getRequiredPayload(ReportEntry.class).getKeyValuePairs();
            if (!values.containsKey("avs.resumed")) {
                entries.computeIfAbsent(event.getTestDescriptor().getLegacyReportingName(), k -> new ArrayList<>())
                        .add(new TreeMap<>(values).toString());
            }
        }
        Map<String, String> byId = new TreeMap<>();
        for (Event event : results.testEvents().finished().list()) {
            TestExecutionResult result = event.getRequiredPayload(TestExecutionResult.class);
            String id = event.getTestDescriptor().getLegacyReportingName();
            String previous = byId.put(
                    id,
                    result.getStatus() + " "
                            + result.getThrowable().map(Throwable::getMessage).orElse("") + " "
                            + entries.getOrDefault(id, List.of()));
            if (previous != null) {
                throw new AssertionError(id + " finished twice");
            }
        }
        return byId;
    }
}
