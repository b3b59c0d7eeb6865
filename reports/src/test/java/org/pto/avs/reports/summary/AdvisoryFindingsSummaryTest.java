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
import java.util.regex.Pattern;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.ReportConstants;
import org.pto.avs.reports.fixture.AdvisorySuite;
import org.pto.avs.reports.fixture.AvsRuns;
import org.pto.avs.reports.fixture.ShippedSuite;
import org.pto.avs.reports.listener.AvsReportsListener;
import org.pto.avs.reports.render.AdvisoryJson;

/**
 * A case with an advisory finding keeps its status (a pass here) and is counted apart, never as non-conforming: the
 * console table and {@code summary.md} mark it and count {@code advisory} beside the statuses, {@code summary.json}
 * lists its finding with vector, why and diff and counts it in {@code totals.advisory}; {@code summary.md} lists the
 * finding in a section of its own. Each case names its upstream test where its file does.
 */
class AdvisoryFindingsSummaryTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    private static String console;
    private static JsonNode summary;

    @BeforeAll
    static void runTheAdvisorySuiteOnTheReferenceDevice() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        AdvisorySuite.run(() -> {
            AvsRuns.run(
                    Map.of(ReportConstants.SUMMARY_DIR, dir.toString()),
                    AvsRuns.allCases(),
                    AvsReportsListener.of(
                            Clock.systemUTC(),
                            new ConformanceSummaryWriter(new PrintStream(out, true, StandardCharsets.UTF_8))));
            return null;
        });
        console = out.toString(StandardCharsets.UTF_8);
        summary = JSON.readTree(dir.resolve("summary.json").toFile());
    }

    private static String line(String start) {
        return console.lines()
                .filter(l -> l.startsWith(start))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no line starting " + start + " in\n" + console));
    }

    private static JsonNode caseNode(String id) {
        return StreamSupport.stream(summary.path("cases").spliterator(), false)
                .filter(c -> c.path("id").asText().equals(id))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no case " + id));
    }

    /** The cases summary.json lists with a finding: the count every summary must state. */
    private static long withFindings() {
        return StreamSupport.stream(summary.path("cases").spliterator(), false)
                .filter(c -> !c.path("advisory").isEmpty())
                .count();
    }

    @Test
    void theConsoleCountsAndMarksTheFindingAndTheCaseStillPasses() {
        int total = ShippedSuite.size();
        assertTrue(withFindings() >= 1, summary.toString());
        assertEquals(
                "Totals: " + total + " pass, 0 fail, 0 not-supported, 0 waived, 0 error, 0 crash, 0 timeout;"
                        + " partial: " + ShippedSuite.partial() + "; advisory: " + withFindings(),
                line("Totals: "));
        assertTrue(line("Verdict: ").startsWith("Verdict: conforms"), "an advisory finding never fails the run");
        assertTrue(
                line(AdvisorySuite.ID)
                        .matches(AdvisorySuite.ID + " +decode-positive +pass +" + Pattern.quote(AdvisorySuite.MARK)),
                console);
        assertTrue(
                line("PTO-AVS-BLOCK-B-IOS-PEMODE-005").matches("PTO-AVS-BLOCK-B-IOS-PEMODE-005 +execution +pass"),
                "a case without a finding has no mark: " + console);
        assertTrue(line("By instruction: ").contains(" advisory)"), line("By instruction: "));
    }

    @Test
    void summaryJsonListsTheFindingWithVectorWhyAndDiffAndCountsIt() {
        assertEquals(withFindings(), summary.path("totals").path("advisory").asLong());
        assertEquals(ShippedSuite.size(), summary.path("totals").path("pass").asInt(), "a finding is no fail");
        JsonNode decode = caseNode(AdvisorySuite.ID);
        assertEquals("pass", decode.path("status").asText());
        assertEquals(AdvisorySuite.MARK, decode.path("detail").asText());
        assertEquals(List.of(AdvisorySuite.FINDING), AdvisoryJson.read(decode.path("advisory")));
        assertEquals(
                0, caseNode("PTO-AVS-BLOCK-B-IOS-PEMODE-005").path("advisory").size());
        assertTrue(
                summary.path("by_instruction").path("B.IOS").path("advisory").asInt() >= 1,
                summary.path("by_instruction").toString());
    }

    @Test
    void summaryJsonNamesTheUpstreamTestOfEachCaseThatHasOne() {
        JsonNode upstream = caseNode(AdvisorySuite.ID).path("upstream");
        assertEquals(AdvisorySuite.UPSTREAM.url(), upstream.path("url").asText());
        assertEquals(AdvisorySuite.UPSTREAM.path(), upstream.path("path").asText());
        assertEquals(AdvisorySuite.UPSTREAM.commit(), upstream.path("commit").asText());
        assertEquals("0.58.3", upstream.path("line").asText());
        assertEquals(
                AdvisorySuite.UPSTREAM.notObservable().get(0).assertion(),
                upstream.path("not_observable").get(0).path("assertion").asText());
        assertTrue(caseNode("PTO-AVS-BLOCK-B-IOS-PEMODE-005").has("upstream"), "every case has the key");
    }

    @Test
    void summaryMarkdownCountsTheFindingListsItApartAndLinksTheUpstreamTest() throws Exception {
        String markdown = Files.readString(dir.resolve("summary.md"));
        assertTrue(markdown.contains("; advisory: " + withFindings() + " |"), markdown);
        assertTrue(markdown.contains("## Advisory findings\n"), markdown);
        assertTrue(
                markdown.contains("| " + AdvisorySuite.ID + " | pass | " + AdvisorySuite.VECTOR + " | "
                        + AdvisorySuite.WHY
                        + " | decoded[0].handler: expected BindBlockSharedIO, actual BindBundleSharedIO |"),
                markdown);
        assertTrue(
                markdown.contains("[block-decode-b-ios-canonical-001.asl @ e599a3d3 (0.58.3)]("
                        + AdvisorySuite.UPSTREAM.url() + ")"),
                markdown);
    }
}
