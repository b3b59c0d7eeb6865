package org.pto.avs.reports.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.pto.avs.reports.fixture.AvsRuns;
import org.pto.avs.reports.fixture.ShippedSuite;
import org.pto.avs.reports.listener.AvsReportsListener;

/** Real runs of the shipped cases (and of generated ones) with a clock that only moves when it is read. */
class ProgressWriterTest {

    private static final Pattern LINE = Pattern.compile(
            "PTO AVS progress: (\\d+)/(\\d+) cases done \\((\\d+)%\\), (\\d+) failing, (\\d+) remaining, \\d+ s");

    private final ByteArrayOutputStream stderr = new ByteArrayOutputStream();

    /** Moves {@code stepMillis} forward every time it is read, so "time" passes between any two events. */
    private static final class SteppingClock extends Clock {
        private final long stepMillis;
        private long millis;

        SteppingClock(long stepMillis) {
            this.stepMillis = stepMillis;
        }

        @Override
        public synchronized long millis() {
            millis += stepMillis;
            return millis;
        }

        @Override
        public Instant instant() {
            return Instant.ofEpochMilli(millis());
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }
    }

    private SummaryGeneratingListener run(
            long clockStepMillis, boolean terminal, DiscoverySelector selector, String... config) {
        Map<String, String> parameters = new TreeMap<>();
        for (int i = 0; i < config.length; i += 2) {
            parameters.put(config[i], config[i + 1]);
        }
        SummaryGeneratingListener summary = new SummaryGeneratingListener();
        AvsRuns.run(
                parameters,
                selector,
                summary,
                AvsReportsListener.of(
                        Clock.systemUTC(),
                        new ProgressWriter(
                                new SteppingClock(clockStepMillis),
                                new PrintStream(stderr, true, StandardCharsets.UTF_8),
                                () -> terminal)));
        return summary;
    }

    private String output() {
        return stderr.toString(StandardCharsets.UTF_8);
    }

    private List<int[]> lines() {
        return output().lines()
                .map(l -> {
                    Matcher m = LINE.matcher(l);
                    assertTrue(m.matches(), "not a progress line: " + l);
                    return new int[] {
                        Integer.parseInt(m.group(1)),
                        Integer.parseInt(m.group(2)),
                        Integer.parseInt(m.group(4)),
                        Integer.parseInt(m.group(5))
                    };
                })
                .toList();
    }

    /** The done counts a log shows: each time a tenth of the cases more are done, then the final count. */
    private static List<Integer> tenPercentSteps(int total) {
        List<Integer> steps = new ArrayList<>();
        int shown = 0;
        for (int done = 1; done <= total; done++) {
            if ((done - shown) * 100 >= 10 * total) {
                steps.add(done);
                shown = done;
            }
        }
        if (shown != total) {
            steps.add(total);
        }
        return steps;
    }

    @Test
    void onShowsALinePerTenPercentAndEndsOnTheFinalCounts() {
        // 20 s between readings: the 10 s interval always passed, so every 10% of the cases is a line.
        SummaryGeneratingListener summary = run(20_000, false, AvsRuns.allCases(), "avs.progress", "on");

        int total = ShippedSuite.size();
        long cases = summary.getSummary().getTestsFoundCount();
        assertEquals(total, cases, "the shipped AVS points");
        assertEquals(tenPercentSteps(total), lines().stream().map(l -> l[0]).toList(), output());
        for (int[] line : lines()) {
            assertEquals(total, line[1]);
            assertEquals(total - line[0], line[3], "remaining");
            assertEquals(0, line[2], "the reference device fails nothing");
        }
    }

    @Test
    void failingCountsTheCasesThatFailed() {
        SummaryGeneratingListener summary = run(
                20_000,
                false,
                AvsRuns.allCases(),
                "avs.progress",
                "on",
                "avs.device",
                "flawed",
                "avs.device.flaw",
                "fault-kind");

        long failed = summary.getSummary().getTestsFailedCount();
        assertTrue(failed > 0, "the flawed device reports Fault_BundleControl as Fault_TileLegality");
        int[] last = lines().get(lines().size() - 1);
        assertEquals(ShippedSuite.size(), last[0]);
        assertEquals(failed, last[2], output());
        List<Integer> failing = lines().stream().map(l -> l[2]).toList();
        for (int i = 1; i < failing.size(); i++) {
            assertTrue(failing.get(i) >= failing.get(i - 1), "failing never goes down: " + failing);
        }
    }

    @Test
    void aRunShorterThanTheIntervalPrintsNothing() {
        run(1, false, AvsRuns.allCases(), "avs.progress", "on");
        assertEquals("", output());
    }

    @Test
    void autoShowsTheShippedCasesOnlyWhenTheyAreMoreThanFifty() {
        run(20_000, false, AvsRuns.allCases());
        assertEquals(ShippedSuite.size() > ProgressWriter.AUTO_MIN_CASES, !output().isEmpty(), output());
    }

    @Test
    void autoShowsRunsOfMoreThanFiftyCases(@TempDir Path dir) throws IOException {
        writeCases(dir, ProgressWriter.AUTO_MIN_CASES + 1);
        SummaryGeneratingListener summary =
                run(20_000, false, DiscoverySelectors.selectDirectory(dir.toFile()), "avs.catalog.check-ids", "false");

        assertEquals(51, summary.getSummary().getTestsSucceededCount(), failures(summary));
        int[] last = lines().get(lines().size() - 1);
        assertEquals(List.of(51, 51, 0, 0), List.of(last[0], last[1], last[2], last[3]), output());
        assertTrue(lines().size() <= 11, "one line per 10% and the last: " + output());
    }

    @Test
    void autoIsQuietForFiftyCasesAndOffForAny(@TempDir Path dir) throws IOException {
        writeCases(dir, ProgressWriter.AUTO_MIN_CASES);
        run(20_000, false, DiscoverySelectors.selectDirectory(dir.toFile()), "avs.catalog.check-ids", "false");
        assertEquals("", output());

        writeCases(dir, ProgressWriter.AUTO_MIN_CASES + 10);
        run(
                20_000,
                false,
                DiscoverySelectors.selectDirectory(dir.toFile()),
                "avs.catalog.check-ids",
                "false",
                "avs.progress",
                "off");
        assertEquals("", output());
    }

    @Test
    void aTerminalGetsOneLineRedrawnInPlaceAndErasedAtTheEnd() {
        run(1_000, true, AvsRuns.allCases(), "avs.progress", "on");

        String out = output();
        assertFalse(out.contains("\n"), "the terminal line is never a new line: " + out);
        int total = ShippedSuite.size();
        assertTrue(
                out.startsWith(ProgressDisplay.ERASE_LINE + "PTO AVS 1/" + total + " done, 0 failing, " + (total - 1)
                        + " remaining"),
                out);
        assertTrue(
                out.contains(ProgressDisplay.ERASE_LINE + "PTO AVS " + total + "/" + total
                        + " done, 0 failing, 0 remaining"),
                out);
        assertTrue(out.endsWith(ProgressDisplay.ERASE_LINE), "erased before the summary prints: " + out);
    }

    @Test
    void aBadValueFailsTheRunBeforeAnyCaseAndShowsNoProgress() {
        SummaryGeneratingListener summary = run(20_000, false, AvsRuns.allCases(), "avs.progress", "sometimes");
        assertEquals(0, summary.getSummary().getTestsStartedCount(), failures(summary));
        StringWriter failure = new StringWriter();
        summary.getSummary().printFailuresTo(new PrintWriter(failure), 5);
        assertTrue(
                failure.toString().contains("avs.progress=sometimes is not allowed: auto, on or off"),
                failure.toString());
        assertEquals("", output());
    }

    private static String failures(SummaryGeneratingListener summary) {
        StringWriter text = new StringWriter();
        summary.getSummary().printFailuresTo(new PrintWriter(text), 5);
        return summary.getSummary().getTestsFoundCount() + " found; " + text;
    }

    /** {@code count} copies of a shipped case under ids of their own, in files named after them. */
    private static void writeCases(Path dir, int count) throws IOException {
        String id = "PTO-AVS-BLOCK-B-IOS-STREAM-001";
        String text;
        try (InputStream in = ProgressWriterTest.class
                .getClassLoader()
                .getResourceAsStream("pto-avs/cases/block/B.IOS/" + id + ".json")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        try (var old = Files.list(dir)) {
            for (Path file : old.toList()) {
                Files.delete(file);
            }
        }
        for (int i = 1; i <= count; i++) {
            String copy = String.format("PTO-AVS-BLOCK-B-IOS-PROGRESS-%03d", i);
            Files.writeString(dir.resolve(copy + ".json"), text.replace(id, copy), StandardCharsets.UTF_8);
        }
    }
}
