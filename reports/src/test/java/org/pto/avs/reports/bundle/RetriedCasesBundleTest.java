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
 * A certification of a conforming device too slow for the time limits as set (the flawed device {@code slow}: in time
 * only on an instance opened with twice the limits): the first case runs twice, on a fresh instance with twice the
 * limits, which the cases after it run on, so every case passes, the device conforms, the bundle verifies (the retried
 * case judged again from its second attempt's evidence), and every report says that case was retried and why, and no
 * other.
 */
class RetriedCasesBundleTest {

    private static final String RETRIED = "retried: the first attempt timed out (";

    @TempDir
    static Path shared;

    private static Path bundle;
    private static String console;
    private static String retriedId;

    @BeforeAll
    static void bundleARunOfASlowConformingDevice() throws IOException {
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
        List<String> retried = new ArrayList<>();
        summary().path("cases").forEach(c -> {
            if (!c.path("retried").isNull()) {
                retried.add(c.path("id").asText());
            }
        });
        assertEquals(1, retried.size(), () -> "the first case alone: " + retried);
        retriedId = retried.get(0);
    }

    private static JsonNode summary() throws IOException {
        return ManifestJson.JSON.readTree(bundle.resolve("summary/summary.json").toFile());
    }

    @Test
    void theBundleVerifiesFromTheSecondAttemptsEvidence() throws IOException {
        assertEquals(List.of(), BundleVerifier.forClasspath().verify(bundle).findings());
        JsonNode manifest =
                ManifestJson.JSON.readTree(bundle.resolve("manifest.json").toFile());
        assertTrue(manifest.path("results").size() > 1, manifest::toString);
        manifest.path("results")
                .forEach(r -> assertEquals("pass", r.path("status").asText(), r::toString));
    }

    @Test
    void everySummarySaysThatCaseWasRetriedAndWhy() throws IOException {
        JsonNode summary = summary();
        assertEquals("conforms", summary.path("verdict").asText().split(":")[0]);
        for (JsonNode c : summary.path("cases")) {
            assertEquals("pass", c.path("status").asText(), c::toString);
            boolean retried = c.path("id").asText().equals(retriedId);
            assertEquals(retried, c.path("detail").asText().contains(RETRIED), c::toString);
            if (retried) {
                assertTrue(c.path("retried").asText().contains("the flawed device is slow"), c::toString);
            }
        }
        String markdown = Files.readString(bundle.resolve("summary/summary.md"));
        assertEquals(1, count(markdown, RETRIED), markdown);
        assertTrue(line(markdown, retriedId).contains(RETRIED), markdown);
        assertEquals(1, count(console, RETRIED), console);
        assertTrue(line(console, retriedId).contains(RETRIED), console);
    }

    @Test
    void allureShowsThatCaseFlakyWithWhyAndTheJUnitXmlCarriesIt() throws IOException {
        List<JsonNode> results = allureResults();
        assertTrue(results.size() > 1);
        for (JsonNode result : results) {
            assertEquals("passed", result.path("status").asText(), result::toString);
            boolean retried = result.path("fullName").asText().equals(retriedId);
            JsonNode details = result.path("statusDetails");
            assertEquals(retried, details.path("flaky").asBoolean(), result::toString);
            assertEquals(retried, details.path("message").asText().contains(RETRIED), details::toString);
            List<String> tags = new ArrayList<>();
            result.path("labels").forEach(l -> {
                if (l.path("name").asText().equals("tag")) {
                    tags.add(l.path("value").asText());
                }
            });
            assertEquals(retried, tags.contains("retried"), tags::toString);
        }
        String xml = Files.readString(bundle.resolve("surefire-reports/TEST-pto-avs.xml"));
        // The entry between the attempts and the case entry both say why.
        assertEquals(2, count(xml, "avs.retried: "), xml);
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

    private static String line(String text, String id) {
        return text.lines()
                .filter(l -> l.contains(id))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no line of " + id + " in\n" + text));
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
