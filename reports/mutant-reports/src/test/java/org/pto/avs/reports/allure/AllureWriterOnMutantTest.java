package org.pto.avs.reports.allure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Clock;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.pto.avs.reports.ReportConstants;
import org.pto.avs.reports.fixture.AvsRuns;
import org.pto.avs.reports.listener.AvsReportsListener;

/** The Allure result of a case that a mutant device fails: the one that reports the binding stream last slot first. */
class AllureWriterOnMutantTest {

    private static final String STREAM = "PTO-AVS-BLOCK-B-IOS-STREAM-001";

    private static Map<String, String> config(Path dir, String... more) {
        Map<String, String> config = new HashMap<>(Map.of(ReportConstants.ALLURE_DIR, dir.toString()));
        for (int i = 0; i < more.length; i += 2) {
            config.put(more[i], more[i + 1]);
        }
        return config;
    }

    @Test
    void aStreamInTheWrongOrderFailsItsVectorsFinalStateNotItsStepsAndShowsBothSidesInOneShape(@TempDir Path dir) {
        AvsRuns.run(
                config(dir, "avs.device", "mutant", "avs.device.mutant", "stream-order-reversed"),
                DiscoverySelectors.parse("avs:" + STREAM).orElseThrow(),
                AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));

        JsonNode result = AllureResults.byAvsId(dir).get(STREAM);
        assertTrue(
                result.path("statusDetails")
                        .path("message")
                        .asText()
                        .startsWith("[binding stream in the wrong order] 4 fields differ"),
                result.toString());
        JsonNode vector = result.path("steps").get(1);
        assertEquals("failed", vector.path("status").asText());
        JsonNode words = vector.path("steps");
        for (int i = 0; i < words.size() - 1; i++) {
            assertEquals(
                    "passed",
                    words.get(i).path("status").asText(),
                    words.get(i).path("name").asText());
        }
        JsonNode state = words.get(words.size() - 1);
        assertEquals(
                "final state: 4 fields differ (bindings[0], bindings[1], bindings[2], bindings[3])",
                state.path("name").asText());
        assertEquals("failed", state.path("status").asText());

        String html = result.path("descriptionHtml").asText();
        assertEquals(
                1,
                html.split(Pattern.quote("bindings[0]: expected {S0, 0, 1111}, actual {S3, 0, 1111}"), -1).length - 1,
                "the diff once: " + html);
        assertTrue(html.contains("<pre class=\"avs-expected\"") && html.contains("<pre class=\"avs-actual\""), html);
        assertFalse(html.contains("R23"), "only the compared fields: " + html);
    }
}
