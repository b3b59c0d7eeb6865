package org.pto.avs.cases;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.pto.avs.testsupport.GeneratedText;

/**
 * The pages of the repository that show a run of the whole suite (a console summary, a verdict, a bundle's exit line,
 * a selection's {@code suite_points}) show as many cases as ship, and a run where every case passes shows each
 * instruction's points and partial points as the case files have them; the test derives each page with the counts
 * of the case files and fails, naming the command that rewrites it, while a page differs.
 */
class ShownRunsTest {

    private static final Path ROOT = Path.of(System.getProperty("basedir", "."), "..");

    private static final List<CaseFile> CASES = CaseFiles.load();

    /** Where a page states the number of the suite's cases: the number is the second group. */
    private static final List<Pattern> SUITE_SIZE = List.of(
            // PTO AVS conformance on PTO AVS reference-model ... (suite ...): 40 cases
            Pattern.compile("(?m)(^PTO AVS (?:conformance )?on .*: )(\\d+)( cases$)"),
            // does not conform: 7 of 40 cases non-conforming; conforms on the 1 selected of 40 cases
            Pattern.compile("(\\bof )(\\d+)(\\s+cases\\b)"),
            Pattern.compile("(\"suite_points\": )(\\d+)(\\D)"),
            // every case (all 40 today)
            Pattern.compile("(\\(all )(\\d+)( today\\))"));

    /** The totals of a run where every case passed: its points, then its partial points. */
    private static final Pattern PASSING_TOTALS = Pattern.compile(
            "(?m)(^Totals: )(\\d+)"
                    + "( pass, 0 fail, 0 not-supported, 0 waived, 0 error, 0 crash, 0 timeout; partial: )(\\d+)(; advisory: 0$)");

    /** The per-instruction counts of a run where every case passed: {@code B.IOS 13 (13 pass, 1 partial)}. */
    private static final Pattern PASSING_BY_INSTRUCTION =
            Pattern.compile("(?m)^By instruction: [A-Z][A-Z0-9.]* \\d+ \\(\\d+ pass(?:, \\d+ partial)?\\)"
                    + "(?:; [A-Z][A-Z0-9.]* \\d+ \\(\\d+ pass(?:, \\d+ partial)?\\))*$");

    @Test
    void everyPageShowsTheShippedSuite() {
        String command = GeneratedText.command("avs-cases", ShownRunsTest.class);
        assertAll(pages().stream().map(page -> () -> GeneratedText.assertFile(page, counted(read(page)), command)));
    }

    /** So that the derivation cannot pass on pages it no longer recognises. */
    @Test
    void theQuickStartAndTheGuidesShowTheirRuns() {
        for (String page : List.of("README.md", "docs/getting-started.md", "docs/command-line.md")) {
            String text = read(ROOT.resolve(page));
            assertTrue(SUITE_SIZE.get(0).matcher(text).find(), page + " shows no run summary");
        }
        assertTrue(
                PASSING_BY_INSTRUCTION
                        .matcher(read(ROOT.resolve("docs/getting-started.md")))
                        .find(),
                "docs/getting-started.md shows no line By instruction: of a passing run");
        assertTrue(
                PASSING_TOTALS.matcher(read(ROOT.resolve("README.md"))).find(),
                "README.md shows no line Totals: of a passing run");
    }

    @Test
    void aPageIsDerivedWithTheCountsOfTheCaseFiles() {
        String page = "PTO AVS on dev (suite 1): 3 cases\nVerdict: does not conform: 1 of 3\ncases non-conforming\n"
                + "Totals: 3 pass, 0 fail, 0 not-supported, 0 waived, 0 error, 0 crash, 0 timeout; partial: 0; advisory: 0\n"
                + "By instruction: B.IOS 3 (3 pass)\n\"suite_points\": 3}\nTotals: 2 pass, 1 fail, 0 not-supported\n";
        assertEquals(
                "PTO AVS on dev (suite 1): 17 cases\nVerdict: does not conform: 1 of 17\ncases non-conforming\n"
                        + "Totals: 17 pass, 0 fail, 0 not-supported, 0 waived, 0 error, 0 crash, 0 timeout; partial: 2;"
                        + " advisory: 0\nBy instruction: B.IOS 13 (13 pass); B.NEW 4 (4 pass, 2 partial)\n"
                        + "\"suite_points\": 17}\nTotals: 2 pass, 1 fail, 0 not-supported\n",
                derived(page, Map.of("B.IOS", List.of(13, 0), "B.NEW", List.of(4, 2))));
    }

    private static String counted(String page) {
        Map<String, List<Integer>> shipped = CASES.stream()
                .collect(Collectors.groupingBy(
                        CaseFile::instruction,
                        Collectors.collectingAndThen(
                                Collectors.toList(),
                                cases -> List.of(cases.size(), (int)
                                        cases.stream().filter(CaseFile::partial).count()))));
        return derived(page, shipped);
    }

    /** {@code page} with the counts of {@code shipped} (instruction = [points, partial]). */
    private static String derived(String page, Map<String, List<Integer>> shipped) {
        int points = shipped.values().stream().mapToInt(counts -> counts.get(0)).sum();
        int partial =
                shipped.values().stream().mapToInt(counts -> counts.get(1)).sum();
        String text = page;
        for (Pattern size : SUITE_SIZE) {
            text = size.matcher(text).replaceAll("$1" + points + "$3");
        }
        text = PASSING_TOTALS.matcher(text).replaceAll("$1" + points + "$3" + partial + "$5");
        String byInstruction = "By instruction: "
                + new TreeMap<>(shipped)
                        .entrySet().stream()
                                .map(e -> e.getKey() + " " + e.getValue().get(0) + " ("
                                        + e.getValue().get(0) + " pass"
                                        + (e.getValue().get(1) > 0
                                                ? ", " + e.getValue().get(1) + " partial"
                                                : "")
                                        + ")")
                                .collect(Collectors.joining("; "));
        return PASSING_BY_INSTRUCTION.matcher(text).replaceAll(Matcher.quoteReplacement(byInstruction));
    }

    /** The repository's Markdown pages, outside build output. */
    private static List<Path> pages() {
        try (Stream<Path> files = Files.walk(ROOT)) {
            return files.filter(file -> file.toString().endsWith(".md"))
                    .filter(file -> {
                        Path relative = ROOT.relativize(file);
                        for (Path part : relative) {
                            if (part.toString().equals("target")
                                    || part.toString().startsWith(".")) {
                                return false;
                            }
                        }
                        return true;
                    })
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Path page) {
        try {
            return Files.readString(page, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
