package org.pto.avs.reports.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.pto.avs.results.CaseStatus;

/**
 * The bundle's {@code summary/summary.json} against its manifest: each case's status and the totals must be those
 * the manifest records (and the verifier has judged again), so a summary edited on its own is found.
 */
final class BundleSummary {

    static final String FILE = BundleLayout.SUMMARY + "/summary.json";

    private BundleSummary() {}

    static void check(BundleFiles files, Map<String, String> statuses, List<String> findings) {
        Optional<byte[]> bytes = files.bytes(FILE);
        if (bytes.isEmpty()) {
            findings.add(FILE + ": missing");
            return;
        }
        JsonNode summary;
        try {
            summary = ManifestJson.JSON.readTree(bytes.get());
        } catch (IOException e) {
            findings.add(FILE + ": not valid JSON: " + e.getMessage());
            return;
        }
        Map<String, String> listed = new TreeMap<>();
        summary.path("cases")
                .forEach(c ->
                        listed.put(c.path("id").asText(""), c.path("status").asText("")));
        statuses.forEach((id, status) -> {
            String there = listed.get(id);
            if (there == null) {
                findings.add(FILE + ": has no line for " + id);
            } else if (!there.equals(status)) {
                findings.add(FILE + ": says " + id + " is " + there + ", the manifest says " + status);
            }
        });
        listed.keySet().stream()
                .filter(id -> !statuses.containsKey(id))
                .forEach(id -> findings.add(FILE + ": lists " + id + ", which has no result"));
        for (CaseStatus status : CaseStatus.values()) {
            long counted = statuses.values().stream()
                    .filter(s -> s.equals(status.text()))
                    .count();
            long stated = summary.path("totals").path(status.text()).asLong(-1);
            if (stated != counted) {
                findings.add(FILE + ": totals." + status.text() + " is " + stated + ", the results count " + counted);
            }
        }
    }
}
