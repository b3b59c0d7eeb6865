package org.pto.avs.reports.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.ReportConstants;
import org.pto.avs.reports.fixture.AvsRuns;
import org.pto.avs.reports.fixture.PartialSuite;
import org.pto.avs.reports.fixture.ShippedSuite;
import org.pto.avs.reports.listener.AvsReportsListener;

/**
 * A partial point is counted beside the statuses and marked on its line in the console table, {@code summary.json},
 * {@code summary.md} and {@code coverage.svg}, whether it passes or fails; a whole point is never marked.
 */
class PartialPointsSummaryTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static String run(Path dir, String... config) throws Exception {
        Map<String, String> parameters = new TreeMap<>();
        parameters.put(ReportConstants.SUMMARY_DIR, dir.toString());
        for (int i = 0; i < config.length; i += 2) {
            parameters.put(config[i], config[i + 1]);
        }
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        PartialSuite.run(() -> {
            AvsRuns.run(
                    parameters,
                    AvsRuns.allCases(),
                    AvsReportsListener.of(
                            Clock.systemUTC(),
                            new ConformanceSummaryWriter(new PrintStream(console, true, StandardCharsets.UTF_8))));
            return null;
        });
        return console.toString(StandardCharsets.UTF_8);
    }

    private static String line(String text, String start) {
        return text.lines()
                .filter(l -> l.startsWith(start))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no line starting " + start + " in\n" + text));
    }

    @Test
    void aPassingPartialPointIsCountedAndMarkedInEverySummary(@TempDir Path dir) throws Exception {
        String console = run(dir);

        int total = ShippedSuite.size();
        int partial = PartialSuite.partialIds().size();
        assertEquals(
                "Totals: " + total + " pass, 0 fail, 0 not-supported, 0 waived, 0 error, 0 crash, 0 timeout;"
                        + " partial: " + partial + "; advisory: 0",
                line(console, "Totals: "));
        assertTrue(
                line(console, PartialSuite.ID)
                        .matches(PartialSuite.ID + " +execution +pass +" + Pattern.quote(PartialSuite.MARK)),
                console);
        assertTrue(
                line(console, "PTO-AVS-BLOCK-B-IOS-PEMODE-005")
                        .matches("PTO-AVS-BLOCK-B-IOS-PEMODE-005 +execution" + " +pass"),
                "a whole point has no mark: " + console);

        JsonNode summary = JSON.readTree(dir.resolve("summary.json").toFile());
        assertEquals(partial, summary.path("totals").path("partial").asInt());
        assertEquals(total, summary.path("totals").path("pass").asInt(), "a partial pass is still a pass");
        JsonNode stream = caseNode(summary, PartialSuite.ID);
        assertEquals("pass", stream.path("status").asText());
        assertEquals(PartialSuite.MARK, stream.path("detail").asText());
        assertEquals(
                PartialSuite.LEAVES_OUT.get(0).step(),
                stream.path("partial").get(0).path("step").asText());
        assertEquals(
                PartialSuite.LEAVES_OUT.get(0).why(),
                stream.path("partial").get(0).path("why").asText());
        assertEquals(
                0,
                caseNode(summary, "PTO-AVS-BLOCK-B-IOS-PEMODE-005")
                        .path("partial")
                        .size());

        String markdown = Files.readString(dir.resolve("summary.md"));
        assertTrue(
                markdown.contains("| Totals | " + total + " pass, 0 fail, 0 not-supported, 0 waived, 0 error,"
                        + " 0 crash, 0 timeout; partial: " + partial + "; advisory: 0 |"),
                markdown);
        assertTrue(
                markdown.contains("| " + PartialSuite.ID + " | execution | **pass** | " + PartialSuite.MARK + " |"),
                markdown);
        assertTrue(markdown.contains(PartialSuite.ID + " (pass, partial)"), "the coverage table marks it too");

        String svg = Files.readString(dir.resolve("coverage.svg"));
        assertTrue(svg.contains(">" + PartialSuite.ID + " (partial)</text>"), "its column is labelled partial");
        assertTrue(svg.contains("x " + PartialSuite.ID + ": pass, partial</title>"), "its cells say so");
        assertTrue(svg.contains("; partial: " + partial + "</text>"), "the legend counts it");
    }

    @Test
    void aFailingPartialPointStillFailsAndIsStillMarked(@TempDir Path dir) throws Exception {
        String console = run(dir, "avs.device", "flawed", "avs.device.flaw", "fault-kind");

        String totals = line(console, "Totals: ");
        assertTrue(totals.contains("; partial: " + PartialSuite.partialIds().size() + "; "), totals);
        assertTrue(line(console, "Verdict: ").startsWith("Verdict: does not conform"), console);
        String row = line(console, PartialSuite.ID);
        assertTrue(
                row.matches(PartialSuite.ID + " +execution +fail +" + Pattern.quote(PartialSuite.MARK) + "; .+"), row);

        JsonNode stream = caseNode(JSON.readTree(dir.resolve("summary.json").toFile()), PartialSuite.ID);
        assertEquals("fail", stream.path("status").asText());
        assertTrue(stream.path("detail").asText().startsWith(PartialSuite.MARK + "; "), stream.toString());
        assertEquals(
                List.of(PartialSuite.LEAVES_OUT.get(0).step()),
                List.of(stream.path("partial").get(0).path("step").asText()));
    }

    private static JsonNode caseNode(JsonNode summary, String id) {
        for (JsonNode c : summary.path("cases")) {
            if (c.path("id").asText().equals(id)) {
                return c;
            }
        }
        throw new AssertionError("no case " + id + " in " + summary);
    }
}
