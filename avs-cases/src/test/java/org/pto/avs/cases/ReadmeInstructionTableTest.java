package org.pto.avs.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The README's table of certified instructions states, for each, the AVS points (case files) and how many of them
 * are partial, and the totals: the counts are the shipped case files', so the front page cannot drift from them.
 */
class ReadmeInstructionTableTest {

    private static final Path README = Path.of(System.getProperty("basedir", "."), "../README.md");

    /** A row: {@code | `B.IOS` | what it does | 13 | 0 |}. */
    private static final Pattern ROW =
            Pattern.compile("(?m)^\\| `([A-Z][A-Z0-9.]*)` \\|[^|]*\\| (\\d+) \\| (\\d+) \\|$");

    /** The totals row: {@code | **all** | | **40** | **2** |}. */
    private static final Pattern TOTAL =
            Pattern.compile("(?m)^\\| \\*\\*all\\*\\* \\| *\\| \\*\\*(\\d+)\\*\\* \\| \\*\\*(\\d+)\\*\\* \\|$");

    /**
     * The summary the quick start shows: {@code PTO AVS conformance on ...: 40 cases} and
     * {@code Totals: 40 pass, ...; partial: 2; advisory: 0}.
     */
    private static final Pattern SHOWN_CASES = Pattern.compile("(?m)^PTO AVS (?:conformance )?on .*: (\\d+) cases$");

    private static final Pattern SHOWN_TOTALS =
            Pattern.compile("(?m)^Totals: (\\d+) pass, .*; partial: (\\d+); advisory: 0$");

    private static final List<CaseFile> CASES = CaseFiles.load();

    @Test
    void eachInstructionsPointsAndPartialPointsAreItsCaseFiles() throws IOException {
        Map<String, List<Integer>> stated = new TreeMap<>();
        Matcher row = ROW.matcher(readme());
        while (row.find()) {
            stated.put(row.group(1), List.of(Integer.parseInt(row.group(2)), Integer.parseInt(row.group(3))));
        }
        Map<String, List<Integer>> shipped = CASES.stream()
                .collect(Collectors.groupingBy(
                        CaseFile::instruction,
                        TreeMap::new,
                        Collectors.collectingAndThen(
                                Collectors.toList(),
                                cases -> List.of(cases.size(), (int)
                                        cases.stream().filter(CaseFile::partial).count()))));
        assertEquals(
                shipped,
                stated,
                () -> README.normalize() + ": the table of instructions (instruction = [points, partial]) does not"
                        + " match the case files under " + CaseFiles.ROOT);
    }

    @Test
    void theTotalsAreEveryCaseFileAndEveryPartialOne() throws IOException {
        Matcher total = TOTAL.matcher(readme());
        assertTrue(total.find(), () -> README.normalize() + " has no row | **all** | | **N** | **P** |");
        long partial = CASES.stream().filter(CaseFile::partial).count();
        assertEquals(
                List.of((long) CASES.size(), partial),
                List.of(Long.parseLong(total.group(1)), Long.parseLong(total.group(2))),
                () -> README.normalize() + ": the totals row [points, partial] does not match the case files");
    }

    @Test
    void theQuickStartsSummaryCountsEveryCaseFile() throws IOException {
        String readme = readme();
        Matcher cases = SHOWN_CASES.matcher(readme);
        Matcher totals = SHOWN_TOTALS.matcher(readme);
        assertTrue(cases.find() && totals.find(), () -> README.normalize() + " shows no run summary");
        long partial = CASES.stream().filter(CaseFile::partial).count();
        assertEquals(
                List.of((long) CASES.size(), (long) CASES.size(), partial),
                List.of(
                        Long.parseLong(cases.group(1)),
                        Long.parseLong(totals.group(1)),
                        Long.parseLong(totals.group(2))),
                () -> README.normalize() + ": the summary shown [cases, passes, partial] is not the run of the case"
                        + " files");
    }

    private static String readme() throws IOException {
        return Files.readString(README, StandardCharsets.UTF_8);
    }
}
