package org.pto.avs.reports.summary;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.ReportConstants;
import org.pto.avs.reports.fixture.AvsRuns;
import org.pto.avs.reports.fixture.PartialSuite;
import org.pto.avs.reports.fixture.ShippedSuite;
import org.pto.avs.reports.listener.AvsReportsListener;
import org.pto.avs.results.CaseStatus;

/**
 * The console's {@code By instruction:} line and {@code summary.json}'s {@code by_instruction} count each
 * instruction's points, the statuses they ended in and its partial points, so a vendor sees which instruction its
 * failures and partial points belong to.
 */
class InstructionTotalsTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static final String BY_INSTRUCTION = "By instruction: ";

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

    private String line(String start) {
        String text = console.toString(StandardCharsets.UTF_8);
        return text.lines()
                .filter(l -> l.startsWith(start))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no line starting " + start + " in\n" + text));
    }

    @Test
    void aPassingRunCountsEveryPointOfEachInstructionAsAPass(@TempDir Path dir) throws Exception {
        run(dir);

        Map<String, Map<CaseStatus, Integer>> statuses = uniform(CaseStatus.PASS);
        Map<String, Integer> advisory = advisory(summary(dir));
        assertEquals(BY_INSTRUCTION + text(statuses, ShippedSuite.partialIds(), advisory), line(BY_INSTRUCTION));
        assertEquals(
                json(statuses, ShippedSuite.partialIds(), advisory),
                summary(dir).path("by_instruction"));
    }

    @Test
    void aRunWhereEveryCaseCrashesCountsEveryPointOfEachInstructionAsACrash(@TempDir Path dir) throws Exception {
        run(dir, "avs.device", "flawed", "avs.device.flaw", "crash");

        Map<String, Map<CaseStatus, Integer>> statuses = uniform(CaseStatus.CRASH);
        Map<String, Integer> advisory = advisory(summary(dir));
        assertEquals(BY_INSTRUCTION + text(statuses, ShippedSuite.partialIds(), advisory), line(BY_INSTRUCTION));
        assertEquals(
                json(statuses, ShippedSuite.partialIds(), advisory),
                summary(dir).path("by_instruction"));
    }

    @Test
    void aFailingPartialPointIsCountedAsAFailAndAsPartialUnderItsInstruction(@TempDir Path dir) throws Exception {
        PartialSuite.run(() -> {
            run(dir, "avs.device", "flawed", "avs.device.flaw", "fault-kind");
            return null;
        });

        // The statuses each point ended in, as its own row of the console table and of summary.json says.
        Map<String, CaseStatus> consoleRows = new TreeMap<>();
        ShippedSuite.ids()
                .forEach(id -> consoleRows.put(id, status(line(id + " ").split(" +")[2])));
        JsonNode summary = summary(dir);
        Map<String, CaseStatus> jsonRows = new TreeMap<>();
        summary.path("cases")
                .forEach(c -> jsonRows.put(
                        c.path("id").asText(), status(c.path("status").asText())));
        assertEquals(consoleRows, jsonRows);
        assertEquals(CaseStatus.FAIL, consoleRows.get(PartialSuite.ID), "the flaw fails the partial point");

        Map<String, Map<CaseStatus, Integer>> statuses = counted(consoleRows::get);
        Map<String, Integer> advisory = advisory(summary);
        assertEquals(BY_INSTRUCTION + text(statuses, PartialSuite.partialIds(), advisory), line(BY_INSTRUCTION));
        JsonNode counted = summary.path("by_instruction");
        assertEquals(json(statuses, PartialSuite.partialIds(), advisory), counted);
        int fails = 0;
        for (JsonNode instruction : counted) {
            fails += instruction.path(CaseStatus.FAIL.text()).asInt();
        }
        assertEquals(
                summary.path("totals").path(CaseStatus.FAIL.text()).asInt(),
                fails,
                "every failing case is counted under its instruction");
    }

    /** Every point of every shipped instruction in {@code status}. */
    private static Map<String, Map<CaseStatus, Integer>> uniform(CaseStatus status) {
        return counted(id -> status);
    }

    /** How many points of each shipped instruction ended in each status, in the status order. */
    private static Map<String, Map<CaseStatus, Integer>> counted(Function<String, CaseStatus> statusOf) {
        Map<String, Map<CaseStatus, Integer>> counts = new TreeMap<>();
        ShippedSuite.byInstruction().forEach((mnemonic, points) -> {
            Map<CaseStatus, Integer> status = new EnumMap<>(CaseStatus.class);
            points.forEach(p -> status.merge(statusOf.apply(p.id()), 1, Integer::sum));
            counts.put(mnemonic, status);
        });
        return counts;
    }

    /** How many cases of each instruction list an advisory finding in {@code summary}'s cases. */
    private static Map<String, Integer> advisory(JsonNode summary) {
        Map<String, Integer> counts = new TreeMap<>();
        summary.path("cases")
                .forEach(c -> counts.merge(
                        c.path("instruction").asText(), c.path("advisory").isEmpty() ? 0 : 1, Integer::sum));
        return counts;
    }

    /** {@code B.DIM 5 (5 pass); B.IOR 3 (3 pass, 1 partial); ...}. */
    private static String text(
            Map<String, Map<CaseStatus, Integer>> statuses, Set<String> partial, Map<String, Integer> advisory) {
        List<String> parts = new ArrayList<>();
        statuses.forEach((mnemonic, status) -> {
            List<String> counts = new ArrayList<>();
            status.forEach((s, n) -> counts.add(n + " " + s.text()));
            int partials = partials(mnemonic, partial);
            if (partials > 0) {
                counts.add(partials + " partial");
            }
            if (advisory.getOrDefault(mnemonic, 0) > 0) {
                counts.add(advisory.get(mnemonic) + " advisory");
            }
            parts.add(mnemonic + " " + cases(status) + " (" + String.join(", ", counts) + ")");
        });
        return String.join("; ", parts);
    }

    /** {@code {"B.DIM": {"cases": 5, "pass": 5, "partial": 0, "advisory": 0}, ...}}. */
    private static JsonNode json(
            Map<String, Map<CaseStatus, Integer>> statuses, Set<String> partial, Map<String, Integer> advisory) {
        ObjectNode expected = JSON.createObjectNode();
        statuses.forEach((mnemonic, status) -> {
            ObjectNode node = expected.putObject(mnemonic);
            node.put("cases", cases(status));
            status.forEach((s, n) -> node.put(s.text(), n));
            node.put("partial", partials(mnemonic, partial));
            node.put("advisory", advisory.getOrDefault(mnemonic, 0));
        });
        return expected;
    }

    private static int cases(Map<CaseStatus, Integer> status) {
        return status.values().stream().mapToInt(Integer::intValue).sum();
    }

    private static int partials(String mnemonic, Set<String> partial) {
        return (int) ShippedSuite.byInstruction().get(mnemonic).stream()
                .map(ShippedSuite.Point::id)
                .filter(partial::contains)
                .count();
    }

    private static CaseStatus status(String text) {
        return CaseStatus.parse(text).orElseThrow(() -> new AssertionError("no status " + text));
    }

    private static JsonNode summary(Path dir) throws Exception {
        return JSON.readTree(dir.resolve("summary.json").toFile());
    }
}
