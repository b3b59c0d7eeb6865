package org.pto.avs.reports.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.isa.Catalog;
import org.pto.avs.reports.ReportConstants;
import org.pto.avs.reports.fixture.AvsRuns;
import org.pto.avs.reports.fixture.ShippedSuite;
import org.pto.avs.reports.listener.AvsReportsListener;
import org.pto.avs.reports.suite.SuiteFile;
import org.pto.avs.reports.suite.SuiteFiles;
import org.w3c.dom.Document;

class ConformanceSummaryWriterTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final ByteArrayOutputStream console = new ByteArrayOutputStream();

    private void run(Path dir, String... config) {
        Map<String, String> parameters = new TreeMap<>();
        parameters.put(ReportConstants.SUMMARY_DIR, dir.toString());
        for (int i = 0; i < config.length; i += 2) {
            parameters.put(config[i], config[i + 1]);
        }
        AvsRuns.run(
                parameters,
                AvsRuns.allCases(),
                AvsReportsListener.of(
                        Clock.systemUTC(),
                        new ConformanceSummaryWriter(new PrintStream(console, true, StandardCharsets.UTF_8))));
    }

    private String console() {
        return console.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aBuildOfTwoDevicesEndsWithEachDevicesVerdict(@TempDir Path dir) {
        run(dir.resolve("reference"));
        assertFalse(console().contains("Devices with a summary in"), "one device has its table only: " + console());
        console.reset();
        run(dir.resolve("flawed"), "avs.device", "flawed", "avs.device.flaw", "fault-kind");
        List<String> lines = console().lines().toList();
        int heading = lines.indexOf(
                "Devices with a summary in " + dir.toAbsolutePath().normalize() + ":");
        assertEquals(lines.size() - 3, heading, "the last lines of the run: " + console());
        String flawed = lines.get(heading + 1);
        String reference = lines.get(heading + 2);
        assertTrue(flawed.contains("does not conform: ") && flawed.contains("(flawed, "), flawed);
        assertTrue(flawed.endsWith(", this run)"), flawed);
        assertTrue(reference.contains(" conforms  (reference, "), reference);
        assertFalse(reference.contains("this run"), reference);
    }

    @Test
    void theConsoleTableListsEveryAvsIdWithKindAndStatusThenTotals(@TempDir Path dir) throws Exception {
        run(dir);

        String table = console();
        for (String id : ShippedSuite.ids()) {
            assertTrue(table.lines().anyMatch(l -> l.startsWith(id + " ") && l.contains(" pass")), id + "\n" + table);
        }
        assertTrue(table.lines().anyMatch(l -> l.matches("PTO-AVS-BLOCK-B-IOS-STREAM-001 +execution +pass")), table);
        assertTrue(
                table.contains("Totals: " + ShippedSuite.size()
                        + " pass, 0 fail, 0 not-supported, 0 waived, 0 error, 0 crash, 0 timeout"),
                table);
        assertTrue(table.startsWith("PTO AVS conformance on PTO AVS reference-model "), table);
    }

    @Test
    void theVerdictComesFirstAndADeviceThatCouldNotBeJudgedIsIncompleteNeverConforming(@TempDir Path dir)
            throws Exception {
        run(dir, "avs.device", "flawed", "avs.device.flaw", "blind");

        JsonNode summary = JSON.readTree(dir.resolve("summary.json").toFile());
        int notSupported = summary.path("totals").path("not-supported").asInt();
        int passed = summary.path("totals").path("pass").asInt();
        assertTrue(notSupported > 0 && passed > 0, summary.path("totals").toString());
        String verdict = "incomplete: " + notSupported + " of " + ShippedSuite.size() + " cases not supported";
        assertEquals(verdict, summary.path("verdict").asText(), console());
        assertEquals(
                "Verdict: " + verdict, console().lines().skip(1).findFirst().orElseThrow(), console());
        assertTrue(Files.readString(dir.resolve("summary.md")).contains("| Verdict | **" + verdict + "** |"));
        List<String> notSupportedLines = console()
                .lines()
                .filter(l -> l.matches("PTO-AVS-\\S+ +\\S+ +not-supported .*"))
                .toList();
        assertEquals(notSupported, notSupportedLines.size(), console());
        for (String line : notSupportedLines) {
            String id = line.substring(0, line.indexOf(' '));
            assertFalse(line.contains("[not supported]"), "the status column says it once: " + line);
            assertEquals(1, line.split(id, -1).length - 1, "the id column names the case once: " + line);
        }
    }

    @Test
    void aConformingAndANonConformingDeviceHaveTheirVerdicts(@TempDir Path good, @TempDir Path bad) throws Exception {
        run(good);
        assertEquals(
                "conforms",
                JSON.readTree(good.resolve("summary.json").toFile())
                        .path("verdict")
                        .asText());
        assertTrue(console().contains("\nVerdict: conforms\n"), console());
        run(bad, "avs.device", "flawed", "avs.device.flaw", "crash");
        assertEquals(
                "does not conform: " + ShippedSuite.size() + " of " + ShippedSuite.size() + " cases non-conforming",
                JSON.readTree(bad.resolve("summary.json").toFile())
                        .path("verdict")
                        .asText());
    }

    @Test
    void aSelectionThatMatchesNothingIsAProblemOfTheRunSaidAsTheEngineSaysIt(@TempDir Path dir) throws Exception {
        run(dir, "avs.id", "PTO-AVS-BLOCK-B-IOS-STREM-001");

        String problem = "Problem of the run, not of the device: avs.id=PTO-AVS-BLOCK-B-IOS-STREM-001 matched no case;"
                + " did you mean PTO-AVS-BLOCK-B-IOS-STREAM-001?";
        assertEquals(
                List.of("Verdict: incomplete: no case ran", problem),
                console().lines().skip(1).limit(2).toList(),
                console());
        assertFalse(console().contains("Clause coverage"), "nothing ran, nothing to cover: " + console());
        assertEquals(1, console().split("PTO-AVS-BLOCK-B-IOS-STREAM-001", -1).length - 1, console());
        assertFalse(console().contains("does not conform"), console());
        JsonNode summary = JSON.readTree(dir.resolve("summary.json").toFile());
        assertEquals(
                "incomplete: no case ran", summary.path("verdict").asText(), "summary.json says it as the console");
        assertEquals(
                problem.substring("Problem of the run, not of the device: ".length()),
                summary.path("problems").path(0).path("message").asText());
        String markdown = Files.readString(dir.resolve("summary.md"));
        assertTrue(markdown.contains("| Verdict | **incomplete: no case ran** |"), markdown);
        assertTrue(markdown.contains("did you mean PTO-AVS-BLOCK-B-IOS-STREAM-001?"), markdown);
    }

    @Test
    void aRunOfASelectionSaysItIsPartial(@TempDir Path dir) throws Exception {
        run(dir, "avs.id", "PTO-AVS-BLOCK-B-IOS-STREAM-001");

        String verdict = "conforms on the 1 selected of " + ShippedSuite.size() + " cases";
        assertTrue(console().contains("\nVerdict: " + verdict + "\n"), console());
        assertTrue(Files.readString(dir.resolve("summary.md")).contains("| Verdict | **" + verdict + "** |"));
        JsonNode summary = JSON.readTree(dir.resolve("summary.json").toFile());
        assertEquals(verdict, summary.path("verdict").asText());
        assertFalse(summary.path("selection").path("whole_suite").asBoolean(true), summary.toString());
        assertEquals(1, summary.path("selection").path("selected").asInt());
        assertEquals(
                ShippedSuite.size(),
                summary.path("selection").path("suite_points").asInt());
    }

    @Test
    void aRunOfOneIdReportsTheCoverageOfItsInstructionAndNamesTheOthersOnce(@TempDir Path dir) throws Exception {
        run(dir, "avs.id", "PTO-AVS-BLOCK-B-IOS-STREAM-001");

        List<String> coverage =
                console().lines().filter(l -> l.startsWith("Clause coverage")).toList();
        assertEquals(2, coverage.size(), console());
        assertTrue(coverage.get(0).startsWith("Clause coverage of this run (B.IOS): "), coverage.get(0));
        // Every other instruction with cases and clauses to cover: a record whose contract has none (a decode-only
        // lifecycle form) has no coverage to show.
        Set<String> others = new TreeSet<>(ShippedSuite.byInstruction().keySet());
        others.remove("B.IOS");
        others.removeIf(mnemonic -> org.pto.avs.isa.Catalog.standard().instructions().stream()
                .filter(i -> i.mnemonic().equals(mnemonic))
                .allMatch(i -> i.contract().clauseReferences().isEmpty()));
        String notShown = coverage.get(1);
        assertTrue(notShown.startsWith("Clause coverage not shown for "), notShown);
        assertTrue(notShown.endsWith(": the run selected none of their cases"), notShown);
        for (String instruction : others) {
            assertTrue(notShown.contains(instruction), instruction + " in " + notShown);
        }
        String markdown = Files.readString(dir.resolve("summary.md"));
        assertEquals(
                List.of("## Clause coverage: B.IOS"),
                markdown.lines().filter(l -> l.startsWith("## Clause coverage")).toList());
        assertTrue(markdown.contains(notShown + "."), markdown);
    }

    @Test
    void theRuleUnderTheDetailHeaderIsAsWideAsTheHeader(@TempDir Path dir) {
        run(dir);

        String rule =
                console().lines().filter(l -> l.startsWith("-----")).findFirst().orElseThrow();
        assertTrue(rule.endsWith("  ------"), "the detail column's rule underlines 'detail': " + rule);
        assertTrue(
                console().lines().anyMatch(l -> l.contains("partial: leaves out") && l.length() > rule.length()),
                "a detail longer than its rule: " + console());
    }

    @Test
    void failuresShowTheirCategoryAndFirstDifference(@TempDir Path dir) {
        run(dir, "avs.device", "flawed", "avs.device.flaw", "fault-kind");

        String line = console()
                .lines()
                .filter(l -> l.startsWith("PTO-AVS-BLOCK-B-IOS-STREAM-001 "))
                .findFirst()
                .orElseThrow();
        assertTrue(line.contains(" fail "), line);
        assertTrue(
                line.contains("[wrong fault kind] vector step1-duplicate-s18: step 2 (0x01201E13 B.IOS S18, "
                        + "mask=1111): expected Fault_BundleControl, actual Fault_TileLegality"),
                line);
        assertFalse(console().contains("Totals: " + ShippedSuite.size() + " pass"), console());
    }

    @Test
    void aClauseCoveredOnlyByCasesTheDeviceDidNotRunIsNotTested(@TempDir Path dir) throws Exception {
        // Every case crashes: every clause has covering points, and none of them judged anything.
        run(dir, "avs.device", "flawed", "avs.device.flaw", "crash");

        JsonNode summary = JSON.readTree(dir.resolve("summary.json").toFile());
        assertEquals(ShippedSuite.size(), summary.path("totals").path("crash").asInt());
        Map<String, Integer> clausesPerInstruction = new TreeMap<>();
        for (JsonNode clause : summary.path("coverage")) {
            assertFalse(clause.path("tested").asBoolean(), clause.toString());
            clausesPerInstruction.merge(clause.path("instruction").asText(), 1, Integer::sum);
        }
        clausesPerInstruction.forEach((instruction, clauses) -> assertTrue(
                console()
                        .contains("Clause coverage of this run (" + instruction + "): 0 of " + clauses
                                + " clauses covered; NOT TESTED: "),
                console()));
        String markdown = Files.readString(dir.resolve("summary.md"));
        assertTrue(markdown.contains("**NOT TESTED** (covered only by points this run did not judge: "), markdown);
    }

    @Test
    void summaryJsonHasTheCasesAndTheClauseMatrixWithUncoveredClausesNotTested(@TempDir Path dir) throws Exception {
        run(dir);

        JsonNode summary = JSON.readTree(dir.resolve("summary.json").toFile());
        assertEquals("pto-avs-summary/1", summary.path("format").asText());
        assertTrue(
                summary.path("selection").path("whole_suite").asBoolean(false),
                summary.path("selection").toString());
        assertEquals(ShippedSuite.size(), summary.path("cases").size());
        assertEquals(ShippedSuite.size(), summary.path("totals").path("pass").asInt());

        Map<String, Set<String>> coveringByClause = coveringFromCaseFiles();
        int clauses = 0;
        for (String mnemonic : ShippedSuite.byInstruction().keySet()) {
            clauses += Catalog.standard()
                    .instruction(mnemonic)
                    .orElseThrow()
                    .contract()
                    .clauseReferences()
                    .size();
        }
        assertEquals(clauses, summary.path("coverage").size());
        List<String> notTested = new ArrayList<>();
        for (JsonNode clause : summary.path("coverage")) {
            String name = clause.path("instruction").asText() + " "
                    + clause.path("clause").asText();
            Set<String> points = new TreeSet<>();
            clause.path("points").forEach(p -> points.add(p.path("id").asText()));
            assertEquals(coveringByClause.getOrDefault(name, Set.of()), points, name);
            assertEquals(!points.isEmpty(), clause.path("tested").asBoolean(), name);
            assertFalse(clause.path("text").asText().isBlank(), name);
            if (points.isEmpty()) {
                notTested.add(name);
            }
        }
        String markdown = Files.readString(dir.resolve("summary.md"));
        for (String clause : notTested) {
            String reference = clause.substring(clause.indexOf(' ') + 1);
            assertTrue(
                    markdown.lines()
                            .anyMatch(l -> l.startsWith("| `" + reference + "` |") && l.endsWith("**NOT TESTED** |")),
                    clause);
        }
        assertTrue(markdown.contains("| PTO-AVS-BLOCK-B-IOS-STREAM-001 | execution | **pass** |"), markdown);
        if (notTested.isEmpty()) {
            assertFalse(console().contains("NOT TESTED"));
        } else {
            for (String clause : notTested) {
                String instruction = clause.substring(0, clause.indexOf(' '));
                assertTrue(
                        console()
                                .lines()
                                .anyMatch(l -> l.startsWith("Clause coverage of this run (" + instruction + ")")
                                        && l.contains("NOT TESTED: ")
                                        && l.contains(clause.substring(clause.indexOf(' ') + 1))),
                        clause + "\n" + console());
            }
        }
    }

    @Test
    void theHeatMapIsSvgWithACellPerClauseAndPointAndMarksUntestedClauses(@TempDir Path dir) throws Exception {
        run(dir);

        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        Document svg =
                factory.newDocumentBuilder().parse(dir.resolve("coverage.svg").toFile());
        assertEquals("svg", svg.getDocumentElement().getLocalName());
        JsonNode summary = JSON.readTree(dir.resolve("summary.json").toFile());
        int clauses = summary.path("coverage").size();
        long covered = 0;
        long notTested = 0;
        for (JsonNode clause : summary.path("coverage")) {
            covered += clause.path("points").size();
            notTested += clause.path("tested").asBoolean() ? 0 : 1;
        }
        String text = Files.readString(dir.resolve("coverage.svg"));
        long cells = text.lines()
                .filter(l -> l.startsWith("<rect x=\"") && l.contains("<title>"))
                .count();
        assertEquals(clauses * (long) ShippedSuite.size(), cells);
        long green = text.lines()
                .filter(l -> l.contains("fill=\"" + CoverageSvg.PASS_COLOUR + "\"><title>"))
                .count();
        assertEquals(covered, green, "every covering cell of an all-pass run is green");
        assertEquals(
                notTested,
                text.lines().filter(l -> l.contains(">NOT TESTED</text>")).count());
    }

    @Test
    void theEngineLeavesItsOwnTableOutAndAvsSummaryFalseSilencesTheReportsOne(@TempDir Path dir, @TempDir Path quiet)
            throws Exception {
        PrintStream original = System.out;
        ByteArrayOutputStream engineOut = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(engineOut, true, StandardCharsets.UTF_8));
            run(dir);
        } finally {
            System.setOut(original);
        }
        assertFalse(
                engineOut.toString(StandardCharsets.UTF_8).contains("PTO AVS on "),
                engineOut.toString(StandardCharsets.UTF_8));
        assertEquals(1, console().lines().filter(l -> l.startsWith("Totals: ")).count());

        console.reset();
        run(quiet, "avs.summary", "false");
        assertEquals("", console());
        assertTrue(Files.isRegularFile(quiet.resolve("summary.json")), "the files are written either way");
    }

    /** The covering points of each clause, read straight from the case files rather than through the engine. */
    private static Map<String, Set<String>> coveringFromCaseFiles() throws Exception {
        Map<String, Set<String>> covering = new TreeMap<>();
        ClassLoader loader = ConformanceSummaryWriterTest.class.getClassLoader();
        for (SuiteFile file : SuiteFiles.fromClasspath(loader).under(SuiteFiles.CASES_ROOT)) {
            try (InputStream in = loader.getResourceAsStream(file.path())) {
                JsonNode json = JSON.readTree(in);
                json.path("covers")
                        .forEach(c -> covering.computeIfAbsent(
                                        json.path("instruction").asText() + " " + c.asText(), k -> new TreeSet<>())
                                .add(json.path("id").asText()));
            }
        }
        return covering;
    }
}
