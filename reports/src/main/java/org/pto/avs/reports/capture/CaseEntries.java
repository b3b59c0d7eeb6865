package org.pto.avs.reports.capture;

import org.pto.avs.engine.api.ReportKeys;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.platform.engine.reporting.ReportEntry;

/**
 * The report entries the engine published for one case, in order: one per vector published in full (it has
 * {@link ReportKeys#VECTOR}), then one for the case (it has {@link ReportKeys#STATUS}), which lists every vector.
 */
final class CaseEntries {

    private final List<Map<String, String>> vectors = new ArrayList<>();
    private Map<String, String> caseEntry;

    synchronized void add(ReportEntry entry) {
        Map<String, String> values = entry.getKeyValuePairs();
        if (values.containsKey(ReportKeys.VECTOR)) {
            vectors.add(values);
        } else if (values.containsKey(ReportKeys.STATUS)) {
            caseEntry = values;
        }
    }

    synchronized List<Map<String, String>> vectors() {
        return List.copyOf(vectors);
    }

    /** The case entry, or an empty map when the engine published none (a harness fault before the case ran). */
    synchronized Map<String, String> caseEntry() {
        return caseEntry == null ? Map.of() : caseEntry;
    }
}
