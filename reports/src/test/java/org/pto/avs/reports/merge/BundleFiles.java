package org.pto.avs.reports.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;

/** What of a bundle must not depend on how the run was carried out (at once, resumed, in parts). */
final class BundleFiles {

    private static final ObjectMapper JSON = new ObjectMapper();

    private BundleFiles() {}

    /** {@code summary/summary.json} without its start and end times. */
    static JsonNode summary(Path bundle) throws IOException {
        ObjectNode summary = (ObjectNode)
                JSON.readTree(bundle.resolve("summary/summary.json").toFile());
        summary.remove("start");
        summary.remove("end");
        return summary;
    }

    /** The device, the results (status and observation digest per AVS id) and the problems of {@code manifest.json}. */
    static JsonNode results(Path bundle) throws IOException {
        JsonNode manifest = JSON.readTree(bundle.resolve("manifest.json").toFile());
        ObjectNode kept = JSON.createObjectNode();
        kept.set("device", manifest.get("device"));
        kept.set("results", manifest.get("results"));
        kept.set("problems", manifest.get("problems"));
        return kept;
    }
}
