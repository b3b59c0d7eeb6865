package org.pto.avs.reports.allure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.ReportConstants;
import org.pto.avs.reports.fixture.AdvisorySuite;
import org.pto.avs.reports.fixture.AvsRuns;
import org.pto.avs.reports.listener.AvsReportsListener;

/**
 * The Allure page of a case with an advisory finding stays passed and carries the tag, the parameter, the finding
 * with why and diff in its description and a step named for it; a case that names its upstream test links it and
 * lists the upstream assertions no device can show.
 */
class AdvisoryFindingsAllureTest {

    @Test
    void aFindingIsMarkedOnAPassedPageAndTheUpstreamTestIsLinked(@TempDir Path dir) throws Exception {
        AdvisorySuite.run(() -> {
            AvsRuns.run(
                    Map.of(ReportConstants.ALLURE_DIR, dir.toString()),
                    AvsRuns.allCases(),
                    AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));
            return null;
        });
        Map<String, JsonNode> results = AllureResults.byAvsId(dir);

        JsonNode decode = results.get(AdvisorySuite.ID);
        assertEquals("passed", decode.path("status").asText(), "an advisory finding never fails the case");
        assertTrue(AllureResults.labels(decode, "tag").contains("advisory-finding"), decode.toString());
        assertEquals(AdvisorySuite.MARK, parameter(decode, "advisory"));
        String description = decode.path("description").asText();
        assertTrue(
                description.startsWith("Advisory findings: advisory vectors check behaviour the spec does not"
                        + " mandate; these differ, and never make the case non-conforming:\n- vector "
                        + AdvisorySuite.VECTOR + " differs (" + AdvisorySuite.WHY + ")\n"
                        + "  decoded[0].handler: expected BindBlockSharedIO, actual BindBundleSharedIO\n\n"),
                description);
        assertTrue(
                description.contains("Upstream test: " + AdvisorySuite.UPSTREAM.describe()
                        + "\nIts assertions no device can show (not compared, and not a partial point):\n- "
                        + AdvisorySuite.UPSTREAM.notObservable().get(0).describe()),
                description);
        JsonNode link = link(decode, "upstream test");
        assertEquals(AdvisorySuite.UPSTREAM.url(), link.path("url").asText());

        JsonNode step = step(decode, "vector " + AdvisorySuite.VECTOR + " (advisory finding)");
        assertEquals("passed", step.path("status").asText(), "the finding's step does not fail the page");
        assertTrue(step.path("statusDetails").path("message").asText().contains(AdvisorySuite.WHY), step.toString());
        assertTrue(
                step.path("steps").toString().contains("final state: 1 field differs (decoded[0].handler)"),
                "the field that differs is shown: " + step);

        JsonNode whole = results.get("PTO-AVS-BLOCK-B-IOS-PEMODE-005");
        assertFalse(AllureResults.labels(whole, "tag").contains("advisory-finding"));
        assertEquals("", parameter(whole, "advisory"));
        assertFalse(whole.path("description").asText().contains("Advisory findings"));
    }

    private static String parameter(JsonNode result, String name) {
        for (JsonNode parameter : result.path("parameters")) {
            if (parameter.path("name").asText().equals(name)) {
                return parameter.path("value").asText();
            }
        }
        return "";
    }

    private static JsonNode link(JsonNode result, String name) {
        for (JsonNode link : result.path("links")) {
            if (link.path("name").asText().equals(name)) {
                return link;
            }
        }
        throw new AssertionError("no link " + name + " in " + result.path("links"));
    }

    private static JsonNode step(JsonNode result, String start) {
        List<JsonNode> steps = new java.util.ArrayList<>();
        result.path("steps").forEach(steps::add);
        return steps.stream()
                .filter(s -> s.path("name").asText().startsWith(start))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no step " + start + " in " + result.path("steps")));
    }
}
