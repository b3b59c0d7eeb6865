package org.pto.avs.reports.allure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.ReportConstants;
import org.pto.avs.reports.fixture.AvsRuns;
import org.pto.avs.reports.fixture.ShippedSuite;
import org.pto.avs.reports.listener.AvsReportsListener;
import org.pto.avs.reports.summary.ConformanceSummaryWriter;
import org.pto.avs.results.Constants;

/**
 * A run that fails before its first case leaves its own failure in the summary and the Allure results, never the
 * previous run's cases: the same directories are run twice, first on the reference device, then on a device that
 * does not exist.
 */
class FailedStartTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String FOREIGN = "{\"uuid\":\"f\",\"name\":\"another framework's test\",\"status\":\"passed\","
            + "\"labels\":[{\"name\":\"framework\",\"value\":\"junit-platform\"}]}";

    private String run(Path allure, Path summary, String device) {
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        AvsRuns.run(
                Map.of(
                        ReportConstants.ALLURE_DIR,
                        allure.toString(),
                        ReportConstants.SUMMARY_DIR,
                        summary.toString(),
                        Constants.DEVICE,
                        device),
                AvsRuns.allCases(),
                AvsReportsListener.of(
                        Clock.systemUTC(),
                        new AllureWriter(),
                        new ConformanceSummaryWriter(new PrintStream(console, true, StandardCharsets.UTF_8))));
        return console.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aDeviceThatDoesNotExistReplacesThePreviousSummaryWithItsFailure(@TempDir Path allure, @TempDir Path summary)
            throws Exception {
        run(allure, summary, "reference");
        assertEquals(
                ShippedSuite.size(),
                JSON.readTree(summary.resolve("summary.json").toFile())
                        .path("cases")
                        .size());

        String console = run(allure, summary, "nosuch");

        JsonNode json = JSON.readTree(summary.resolve("summary.json").toFile());
        assertEquals(0, json.path("cases").size(), "the previous run's cases are gone");
        assertEquals(1, json.path("problems").size(), json.toString());
        assertTrue(
                json.path("problems").get(0).path("message").asText().contains("avs.device=nosuch names no device"),
                json.toString());
        assertTrue(Files.readString(summary.resolve("summary.md")).contains("avs.device=nosuch names no device"));
        assertTrue(console.contains("avs.device=nosuch names no device"), console);
    }

    @Test
    void aDeviceThatDoesNotExistReplacesThePreviousAllureResultsWithOneBrokenResult(
            @TempDir Path allure, @TempDir Path summary) throws Exception {
        run(allure, summary, "reference");
        assertEquals(ShippedSuite.size(), AllureResults.byAvsId(allure).size());
        Files.writeString(allure.resolve("foreign-result.json"), FOREIGN);
        Files.createDirectories(allure.resolve("history"));
        Files.writeString(allure.resolve("history/history-trend.json"), "[]");

        run(allure, summary, "nosuch");

        List<JsonNode> ours = AllureResults.files(allure, "-result.json").stream()
                .map(AllureResults::read)
                .filter(r -> "pto-avs".equals(AllureResults.label(r, "framework")))
                .toList();
        assertEquals(1, ours.size(), "only the failure of this run: " + ours);
        assertEquals("broken", ours.get(0).path("status").asText());
        assertTrue(
                ours.get(0)
                        .path("statusDetails")
                        .path("message")
                        .asText()
                        .contains("avs.device=nosuch names no device"),
                ours.get(0).toString());
        try (var files = Files.list(allure)) {
            assertEquals(
                    List.of(),
                    files.map(f -> f.getFileName().toString())
                            .filter(n -> n.contains("-attachment."))
                            .toList(),
                    "no attachment of the old cases");
        }
        assertFalse(Files.exists(allure.resolve(AllureResultsDirectory.ENVIRONMENT_FILE)), "no old verdict");
        assertTrue(Files.exists(allure.resolve("foreign-result.json")), "another framework's result stays");
        assertTrue(Files.exists(allure.resolve("history/history-trend.json")), "the history stays");
    }
}
