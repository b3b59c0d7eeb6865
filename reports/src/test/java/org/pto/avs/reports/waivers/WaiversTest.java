package org.pto.avs.reports.waivers;

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
import java.time.LocalDate;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.pto.avs.reports.ReportConstants;
import org.pto.avs.reports.allure.AllureWriter;
import org.pto.avs.reports.fixture.AvsRuns;
import org.pto.avs.reports.listener.AvsReportsListener;
import org.pto.avs.reports.summary.ConformanceSummaryWriter;

/**
 * {@code avs.waivers} end to end, on the device that reports Fault_TileLegality for Fault_BundleControl: STREAM-001
 * fails and is waived, PLACEMENT-001 fails under an expired waiver, ZERO-MASK-001 passes under a waiver (an
 * unexpected pass). Every waiver is in the summary, console, JSON and Markdown, with id, reason, link and expiry.
 */
class WaiversTest {

    /** Inside the bound on expiries (avs.waivers.max-days, 365 by default) on the day the test runs. */
    private static final String IN_FORCE = LocalDate.now().plusDays(30).toString();

    private static final String WAIVED = "PTO-AVS-BLOCK-B-IOS-STREAM-001";
    private static final String EXPIRED = "PTO-AVS-BLOCK-B-IOS-PLACEMENT-001";
    private static final String UNNEEDED = "PTO-AVS-BLOCK-B-IOS-ZERO-MASK-001";
    private static final String FILE_LINE = "waivers.txt:";
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    static Path dir;

    private static final Map<String, TestExecutionResult.Status> junit = new TreeMap<>();
    private static String engineOut;
    private static String console;

    @BeforeAll
    static void runWithWaivers() throws Exception {
        Path waivers = Files.writeString(
                dir.resolve("waivers.txt"),
                String.join(
                                "\n",
                                "# AVS id | expires | link | reason",
                                WAIVED + " | " + IN_FORCE
                                        + " | https://errata.example/E-7 | Erratum E-7: duplicates report the wrong fault "
                                        + "kind; fixed in rev B",
                                EXPIRED + " | 2000-01-01 | https://errata.example/E-3 | Erratum E-3, long fixed",
                                UNNEEDED + " | " + IN_FORCE + " | https://errata.example/E-9 | Erratum E-9: zero mask")
                        + "\n");
        Map<String, String> config = new TreeMap<>(Map.of(
                "avs.device",
                "flawed",
                "avs.device.flaw",
                "fault-kind",
                "avs.waivers",
                waivers.toString(),
                ReportConstants.ALLURE_DIR,
                dir.resolve("allure").toString(),
                ReportConstants.SUMMARY_DIR,
                dir.resolve("summary").toString()));
        TestExecutionListener statuses = new TestExecutionListener() {
            @Override
            public void executionFinished(TestIdentifier test, TestExecutionResult result) {
                if (test.isTest()) {
                    junit.put(test.getLegacyReportingName(), result.getStatus());
                }
            }
        };
        ByteArrayOutputStream table = new ByteArrayOutputStream();
        ByteArrayOutputStream engine = new ByteArrayOutputStream();
        PrintStream original = System.out;
        try {
            System.setOut(new PrintStream(engine, true, StandardCharsets.UTF_8));
            AvsRuns.run(
                    config,
                    AvsRuns.allCases(),
                    statuses,
                    AvsReportsListener.of(
                            Clock.systemUTC(),
                            new AllureWriter(),
                            new ConformanceSummaryWriter(new PrintStream(table, true, StandardCharsets.UTF_8))));
        } finally {
            System.setOut(original);
        }
        engineOut = engine.toString(StandardCharsets.UTF_8);
        console = table.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aWaivedFailingCaseIsReportedWaivedAndDoesNotFailTheBuild() throws Exception {
        assertEquals(TestExecutionResult.Status.ABORTED, junit.get(WAIVED));
        assertTrue(
                console.lines()
                        .anyMatch(l -> l.startsWith(WAIVED + " ")
                                && l.contains(" waived ")
                                && l.contains("waived until " + IN_FORCE + ": Erratum E-7")),
                console);
        assertTrue(console.contains(", 1 waived,"), console);

        JsonNode allure = allure(WAIVED);
        assertEquals("skipped", allure.path("status").asText());
        String message = allure.path("statusDetails").path("message").asText();
        assertTrue(message.startsWith("[waived] waived until " + IN_FORCE + ": Erratum E-7"), message);
        assertTrue(
                allure.path("descriptionHtml")
                        .asText()
                        .contains("expected Fault_BundleControl, actual Fault_TileLegality"),
                "the waived failure keeps its diff: "
                        + allure.path("descriptionHtml").asText());
        assertTrue(message.contains(" field"), "and names the fields that differ: " + message);
        assertTrue(
                allure.path("links").toString().contains("\"url\":\"https://errata.example/E-7\""),
                allure.path("links").toString());

        JsonNode summary = summaryCase(WAIVED);
        assertEquals("waived", summary.path("status").asText());
        assertEquals("applied", summary.path("waiver").path("use").asText());
        assertEquals(
                "https://errata.example/E-7",
                summary.path("waiver").path("link").asText());
    }

    @Test
    void everyWaiverIsInTheSummaryWithIdReasonLinkAndExpiry() throws Exception {
        String headline = "3 waivers named cases of this run: 1 applied, 1 unexpected-pass, 1 expired";
        assertTrue(console.contains("Waivers: " + headline + "\n"), console);
        assertTrue(
                console.lines()
                        .anyMatch(l -> l.startsWith(EXPIRED + " ")
                                && l.contains(" expired ")
                                && l.contains(" 2000-01-01 ")
                                && l.contains(" https://errata.example/E-3 ")
                                && l.contains(" Erratum E-3, long fixed ")
                                && l.endsWith(FILE_LINE + "3")),
                console);

        JsonNode waivers =
                JSON.readTree(dir.resolve("summary/summary.json").toFile()).path("waivers");
        assertEquals(3, waivers.size(), waivers.toString());
        JsonNode unneeded = waivers.get(2);
        assertEquals(UNNEEDED, unneeded.path("id").asText());
        assertEquals("unexpected-pass", unneeded.path("use").asText());
        assertEquals(IN_FORCE, unneeded.path("expires").asText());
        assertEquals("https://errata.example/E-9", unneeded.path("link").asText());
        assertEquals("Erratum E-9: zero mask", unneeded.path("reason").asText());
        assertEquals(dir.resolve("waivers.txt") + ":4", unneeded.path("origin").asText());

        String markdown = Files.readString(dir.resolve("summary/summary.md"));
        assertTrue(
                markdown.contains("## Waivers\n\n" + headline + ".\n\n| AVS id | waiver | expires | link | reason | "
                        + "waiver line |\n|---|---|---|---|---|---|\n"),
                markdown);
        assertTrue(
                markdown.contains(
                        "| " + WAIVED + " | applied | " + IN_FORCE + " | https://errata.example/E-7 | Erratum "
                                + "E-7: duplicates report the wrong fault kind; fixed in rev B | "
                                + dir.resolve("waivers.txt") + ":2 |"),
                markdown);
    }

    @Test
    void anExpiredWaiverFailsItsCase() throws Exception {
        assertEquals(TestExecutionResult.Status.FAILED, junit.get(EXPIRED));
        assertEquals("", engineOut, "an expired waiver is a failure, not a warning");
        JsonNode summary = summaryCase(EXPIRED);
        assertEquals("fail", summary.path("status").asText());
        assertEquals("expired", summary.path("waiver").path("use").asText());
        assertTrue(
                summary.path("detail")
                        .asText()
                        .startsWith(
                                "the waiver at " + dir.resolve("waivers.txt") + ":3 "
                                        + "expired on 2000-01-01 (Erratum E-3, long fixed, https://errata.example/E-3); renew or remove it; "),
                summary.path("detail").asText());
        assertEquals("failed", allure(EXPIRED).path("status").asText());
    }

    @Test
    void aWaivedCaseThatPassesIsAnUnexpectedPassReportedSoTheWaiverIsRemoved() throws Exception {
        assertEquals(TestExecutionResult.Status.SUCCESSFUL, junit.get(UNNEEDED), "not a strict run");
        assertTrue(
                console.lines()
                        .anyMatch(l -> l.startsWith(UNNEEDED + " ")
                                && l.contains(" pass ")
                                && l.contains("unexpected pass: waived until " + IN_FORCE)
                                && l.contains("remove the waiver at ")),
                console);
        JsonNode allure = allure(UNNEEDED);
        assertEquals("passed", allure.path("status").asText());
        assertTrue(allure.path("statusDetails").path("message").asText().contains("remove the waiver"));
        assertTrue(allure.path("labels").toString().contains("waiver-unexpected-pass"));
        assertEquals(
                "unexpected-pass",
                summaryCase(UNNEEDED).path("waiver").path("use").asText());
    }

    private static JsonNode allure(String id) throws Exception {
        try (var files = Files.list(dir.resolve("allure"))) {
            for (Path file :
                    files.filter(f -> f.toString().endsWith("-result.json")).toList()) {
                JsonNode result = JSON.readTree(file.toFile());
                if (result.path("fullName").asText().equals(id)) {
                    return result;
                }
            }
        }
        throw new AssertionError("no Allure result for " + id);
    }

    private static JsonNode summaryCase(String id) throws Exception {
        for (JsonNode c :
                JSON.readTree(dir.resolve("summary/summary.json").toFile()).path("cases")) {
            if (c.path("id").asText().equals(id)) {
                return c;
            }
        }
        throw new AssertionError("no summary line for " + id);
    }
}
