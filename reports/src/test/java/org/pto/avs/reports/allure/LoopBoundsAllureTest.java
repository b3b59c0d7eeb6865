package org.pto.avs.reports.allure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.pto.avs.reports.ReportConstants;
import org.pto.avs.reports.fixture.AvsRuns;
import org.pto.avs.reports.listener.AvsReportsListener;

/**
 * A failing B.DIM vector's page shows what its diff names: a device that lets a second B.DIM overwrite LB0 fails
 * {@code loop_bounds.LB0: expected 3, actual 9}, and the actual observation, attached and side by side with the
 * expected one, holds that LB0 of 9 in its state record {@code loop_bounds}; the TPC advance that differs is named with its step.
 */
class LoopBoundsAllureTest {

    private static final String DUPLICATE = "PTO-AVS-BLOCK-B-DIM-DUPLICATE-001";

    /** From one line to the next in a side: the break, the indentation and the marking of a line that differs. */
    private static final String LINE_BREAK = "(?:\\s|<[^>]*>)*";

    @Test
    void theActualObservationShowsTheLoopBoundsTheDiffNames(@TempDir Path dir) throws Exception {
        AvsRuns.run(
                Map.of(
                        ReportConstants.ALLURE_DIR,
                        dir.toString(),
                        "avs.device",
                        "mutant",
                        "avs.device.mutant",
                        "dim-second-write-overwrites"),
                DiscoverySelectors.parse("avs:" + DUPLICATE).orElseThrow(),
                AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));

        JsonNode result = AllureResults.byAvsId(dir).get(DUPLICATE);
        assertEquals("failed", result.path("status").asText(), result.toString());
        String html = result.path("descriptionHtml").asText();
        assertTrue(html.contains("loop_bounds.LB0: expected 3, actual 9"), html);
        assertTrue(html.contains("tpc_advance[2]: expected 0, actual 4"), "the advance names its step: " + html);

        JsonNode vector = result.path("steps").get(0);
        assertTrue(vector.path("name").asText().startsWith("vector second-write-faults"), vector.toString());
        JsonNode actual = new ObjectMapper()
                .readTree(AllureResults.attachment(dir, attachment(vector, AllureCaseMapper.ACTUAL_OBSERVATION)));
        assertEquals(9, actual.path("records").path("loop_bounds").path("LB0").asInt(-1), actual.toString());
        assertEquals(4, actual.path("tpc_advance").path(2).asInt(-1), actual.toString());

        String sideBySide = AllureResults.attachment(dir, attachment(vector, AllureCaseMapper.COMPARISON));
        String actualSide = between(sideBySide, "<pre class=\"avs-actual\"", "</pre>");
        String expectedSide = between(sideBySide, "<pre class=\"avs-expected\"", "</pre>");
        assertTrue(
                Pattern.compile("&quot;records&quot;: \\{" + LINE_BREAK
                                + "&quot;loop_bounds&quot;: \\{&quot;LB0&quot;: 9, "
                                + "&quot;LB1&quot;: null, &quot;LB2&quot;: null}")
                        .matcher(actualSide)
                        .find(),
                actualSide);
        assertTrue(
                Pattern.compile("&quot;records&quot;: \\{" + LINE_BREAK
                                + "&quot;loop_bounds&quot;: \\{&quot;LB0&quot;: 3")
                        .matcher(expectedSide)
                        .find(),
                expectedSide);
        assertTrue(actualSide.contains("&quot;tpc_advance&quot;: [null, 4, 4]"), actualSide);
        assertTrue(expectedSide.contains("&quot;tpc_advance&quot;: [null, 4, 0]"), expectedSide);
    }

    private static JsonNode attachment(JsonNode step, String name) {
        for (JsonNode attachment : step.path("attachments")) {
            if (attachment.path("name").asText().equals(name)) {
                return attachment;
            }
        }
        throw new AssertionError("no attachment '" + name + "' in " + step);
    }

    private static String between(String text, String start, String end) {
        int from = text.indexOf(start);
        assertTrue(from >= 0, "no " + start + " in " + text);
        return text.substring(from, text.indexOf(end, from));
    }
}
