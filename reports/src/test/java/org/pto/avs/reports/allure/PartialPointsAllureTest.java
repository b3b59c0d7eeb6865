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
import org.pto.avs.reports.fixture.AvsRuns;
import org.pto.avs.reports.fixture.PartialSuite;
import org.pto.avs.reports.listener.AvsReportsListener;

/** The Allure page of a partial point carries the tag, the parameter and a note listing the steps it leaves out. */
class PartialPointsAllureTest {

    @Test
    void aPartialPointIsTaggedAndItsPageListsTheStepsItLeavesOut(@TempDir Path dir) throws Exception {
        PartialSuite.run(() -> {
            AvsRuns.run(
                    Map.of(ReportConstants.ALLURE_DIR, dir.toString()),
                    AvsRuns.allCases(),
                    AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));
            return null;
        });
        Map<String, JsonNode> results = AllureResults.byAvsId(dir);

        JsonNode stream = results.get(PartialSuite.ID);
        assertEquals("passed", stream.path("status").asText(), "a partial pass is passed");
        assertTrue(tags(stream).contains("partial"), tags(stream).toString());
        assertEquals(PartialSuite.MARK, parameter(stream, "partial"));
        assertTrue(
                stream.path("description")
                        .asText()
                        .startsWith("Partial point: this case covers its AVS point"
                                + " only in part. It leaves out:\n- the rejected duplicate is reported to the block's exception"
                                + " handler (the modeled subset has no exception handler a device can report)\n\n"),
                stream.path("description").asText());
        assertTrue(
                stream.path("descriptionHtml")
                        .asText()
                        .startsWith("<p>Partial point: this case covers its AVS"
                                + " point only in part. It leaves out:<br>- the rejected duplicate"),
                "shown at the top of the page");

        JsonNode whole = results.get("PTO-AVS-BLOCK-B-IOS-PEMODE-005");
        assertFalse(tags(whole).contains("partial"), tags(whole).toString());
        assertEquals("", parameter(whole, "partial"));
        assertFalse(whole.path("description").asText().contains("Partial point"));
    }

    private static List<String> tags(JsonNode result) {
        return AllureResults.labels(result, "tag");
    }

    private static String parameter(JsonNode result, String name) {
        for (JsonNode parameter : result.path("parameters")) {
            if (parameter.path("name").asText().equals(name)) {
                return parameter.path("value").asText();
            }
        }
        return "";
    }
}
