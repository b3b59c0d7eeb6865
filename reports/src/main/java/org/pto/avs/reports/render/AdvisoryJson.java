package org.pto.avs.reports.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.results.AdvisoryFinding;
import org.pto.avs.results.values.Difference;

/**
 * A case's advisory findings as {@code summary.json} and {@code manifest.json} list them, and as the verifier reads
 * them back: {@code [{"vector":..,"why":..,"diff":[{"path":..,"step":..,"expected":..,"actual":..}]}]}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class AdvisoryJson {

    private AdvisoryJson() {}

    /** Adds each finding to {@code array}. */
    public static void write(ArrayNode array, List<AdvisoryFinding> findings) {
        for (AdvisoryFinding finding : findings) {
            ObjectNode node = array.addObject().put("vector", finding.vector()).put("why", finding.why());
            ArrayNode diff = node.putArray("diff");
            for (Difference difference : finding.differences()) {
                diff.addObject()
                        .put("path", difference.path())
                        .put("step", difference.step())
                        .put("expected", difference.expected())
                        .put("actual", difference.actual());
            }
        }
    }

    /** The findings in {@code array} as {@link #write} writes them; a member it lacks reads as empty. */
    public static List<AdvisoryFinding> read(JsonNode array) {
        List<AdvisoryFinding> findings = new ArrayList<>();
        for (JsonNode node : array) {
            List<Difference> differences = new ArrayList<>();
            for (JsonNode difference : node.path("diff")) {
                differences.add(new Difference(
                        difference.path("path").asText(""),
                        difference.path("step").asInt(-1),
                        difference.path("expected").asText(""),
                        difference.path("actual").asText("")));
            }
            findings.add(new AdvisoryFinding(
                    node.path("vector").asText(""), node.path("why").asText(""), differences));
        }
        return findings;
    }
}
