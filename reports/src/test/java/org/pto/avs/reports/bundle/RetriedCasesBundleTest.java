package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.results.Constants;

/**
 * A certification of a conforming device too slow for the time limits as set (the flawed device {@code slow}: every
 * first attempt answers too late, every second attempt, with twice the limits, in time): every case runs twice and
 * passes, the device conforms, the bundle verifies (each case judged again from its second attempt's evidence), and
 * every report says each case was retried and why.
 */
class RetriedCasesBundleTest {

    private static final String RETRIED = "retried: the first attempt timed out (";

    @TempDir
    static Path shared;

    private static Path bundle;
    private static String console;

    @BeforeAll
    static void bundleARunOfASlowConformingDevice() {
        bundle = shared.resolve("slow");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = BundleCommand.run(
                List.of(
                        "--out",
                        bundle.toString(),
                        "--config",
                        Constants.DEVICE + "=flawed",
                        "--config",
                        Constants.DEVICE_SETTINGS_PREFIX + "flaw=slow"),
                new PrintStream(out, true),
                System.err);
        console = out.toString();
        assertEquals(0, status, () -> "written, and the device conforms: " + console);
    }

    @Test
    void theBundleVerifiesFromTheSecondAttemptsEvidence() throws IOException {
        assertEquals(List.of(), BundleVerifier.forClasspath().verify(bundle).findings());
        JsonNode manifest =
                ManifestJson.JSON.readTree(bundle.resolve("manifest.json").toFile());
        assertTrue(manifest.path("results").size() > 0, manifest::toString);
        manifest.path("results")
                .forEach(r -> assertEquals("pass", r.path("status").asText(), r::toString));
    }

    @Test
    void everySummarySaysEachCaseWasRetriedAndWhy() throws IOException {
        JsonNode summary = ManifestJson.JSON.readTree(
                bundle.resolve("summary/summary.json").toFile());
        assertEquals("conforms", summary.path("verdict").asText().split(":")[0]);
        assertTrue(summary.path("cases").size() > 0);
        for (JsonNode c : summary.path("cases")) {
            assertEquals("pass", c.path("status").asText(), c::toString);
            assertTrue(c.path("retried").asText().contains("the flawed device is slow"), c::toString);
            assertTrue(c.path("detail").asText().contains(RETRIED), c::toString);
        }
        String markdown = Files.readString(bundle.resolve("summary/summary.md"));
        assertEquals(summary.path("cases").size(), count(markdown, RETRIED), markdown);
        assertTrue(console.contains(RETRIED), console);
    }

    @Test
    void allureShowsEachCaseFlakyWithWhyAndTheJUnitXmlCarriesIt() throws IOException {
        List<JsonNode> results = allureResults();
        assertTrue(results.size() > 0);
        for (JsonNode result : results) {
            assertEquals("passed", result.path("status").asText(), result::toString);
            JsonNode details = result.path("statusDetails");
            assertTrue(details.path("flaky").asBoolean(), result::toString);
            assertTrue(details.path("message").asText().startsWith(RETRIED), details::toString);
            List<String> tags = new ArrayList<>();
            result.path("labels").forEach(l -> {
                if (l.path("name").asText().equals("tag")) {
                    tags.add(l.path("value").asText());
                }
            });
            assertTrue(tags.contains("retried"), tags::toString);
        }
        String xml = Files.readString(bundle.resolve("surefire-reports/TEST-pto-avs.xml"));
        assertTrue(count(xml, "avs.retried: ") >= results.size(), "every case's entries say why it ran again");
    }

    private static List<JsonNode> allureResults() throws IOException {
        List<JsonNode> results = new ArrayList<>();
        try (Stream<Path> files = Files.list(bundle.resolve("allure-results"))) {
            for (Path file :
                    files.filter(p -> p.toString().endsWith("-result.json")).toList()) {
                JsonNode result = ManifestJson.JSON.readTree(file.toFile());
                if (result.path("fullName").asText().startsWith("PTO-AVS-")) {
                    results.add(result);
                }
            }
        }
        return results;
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
