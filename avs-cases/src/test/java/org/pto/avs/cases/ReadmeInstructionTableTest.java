package org.pto.avs.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Instruction;
import org.pto.avs.testsupport.GeneratedText;

/**
 * The README's table of certified instructions states, for each, the AVS points (case files) and how many of them
 * are partial, and the totals (its quick start's run is {@link ShownRunsTest}'s). The counts are the shipped case
 * files', so the front page cannot drift from them: the test derives the README with the counts of the case files (a row
 * for each instruction that has case files, a new one with its catalog record's summary) and fails, naming the
 * command that rewrites it, while the file differs.
 */
class ReadmeInstructionTableTest {

    private static final Path README = Path.of(System.getProperty("basedir", "."), "../README.md");

    private static final String HEADER = "| instruction | what it does | AVS points | partial |\n|---|---|---|---|\n";

    /** A row: {@code | `B.IOS` | what it does | 13 | 0 |}. */
    private static final Pattern ROW =
            Pattern.compile("(?m)^\\| `([A-Z][A-Z0-9.]*)` \\|([^|]*)\\| (\\d+) \\| (\\d+) \\|\n");

    /** The totals row: {@code | **all** | | **40** | **2** |}. */
    private static final Pattern TOTAL =
            Pattern.compile("(?m)^\\| \\*\\*all\\*\\* \\| *\\| \\*\\*(\\d+)\\*\\* \\| \\*\\*(\\d+)\\*\\* \\|\n");

    private static final List<CaseFile> CASES = CaseFiles.load();

    @Test
    void theReadmeHasTheTableAndItsTotals() throws IOException {
        String readme = readme();
        assertTrue(readme.contains(HEADER), () -> README.normalize() + " has no table headed " + HEADER);
        assertTrue(ROW.matcher(readme).find(), () -> README.normalize() + " has no row | `MNEMONIC` | ... | N | P |");
        assertTrue(
                TOTAL.matcher(readme).find(), () -> README.normalize() + " has no row | **all** | | **N** | **P** |");
    }

    @Test
    void eachInstructionsPointsPartialPointsAndTheTotalsAreTheCaseFiles() throws IOException {
        GeneratedText.assertFile(
                README, counted(readme()), GeneratedText.command("avs-cases", ReadmeInstructionTableTest.class));
    }

    /** The derivation keeps each row's words, drops an instruction without cases and adds one that has some. */
    @Test
    void theDerivedTableFollowsTheCaseFiles() {
        String readme = HEADER
                + "| `B.IOS` | binds | 1 | 1 |\n| `B.GONE` | was | 2 | 0 |\n| **all** | | **3** | **1** |\n" + "text\n";
        Map<String, List<Integer>> shipped = new LinkedHashMap<>();
        shipped.put("B.IOS", List.of(13, 0));
        shipped.put("B.NEW", List.of(4, 2));
        assertEquals(
                HEADER
                        + "| `B.IOS` | binds | 13 | 0 |\n| `B.NEW` | what B.NEW does | 4 | 2 |\n| **all** | | **17** | **2** |\n"
                        + "text\n",
                derived(readme, shipped, mnemonic -> "what " + mnemonic + " does"));
    }

    /** The README with the counts of the shipped case files. */
    private static String counted(String readme) {
        Catalog catalog = Catalog.standard();
        Map<String, List<Integer>> shipped = new LinkedHashMap<>();
        for (Instruction instruction : catalog.instructions()) {
            List<CaseFile> cases = CASES.stream()
                    .filter(c -> c.instruction().equals(instruction.mnemonic()))
                    .toList();
            if (!cases.isEmpty()) {
                shipped.put(instruction.mnemonic(), List.of(cases.size(), (int)
                        cases.stream().filter(CaseFile::partial).count()));
            }
        }
        Map<String, List<CaseFile>> byInstruction =
                CASES.stream().collect(Collectors.groupingBy(CaseFile::instruction));
        assertEquals(
                byInstruction.keySet(),
                shipped.keySet(),
                "case files whose instruction is no record of the catalog: " + byInstruction.keySet());
        return derived(
                readme,
                shipped,
                mnemonic -> catalog.instruction(mnemonic).orElseThrow().summary());
    }

    /**
     * {@code readme} with its rows and totals made of {@code shipped} (instruction = [points, partial]): a
     * row keeps its words, an instruction it lacks gets a row with {@code summaryOf}'s words after the others.
     */
    private static String derived(
            String readme, Map<String, List<Integer>> shipped, Function<String, String> summaryOf) {
        int tableStart = readme.indexOf(HEADER) + HEADER.length();
        Matcher total = TOTAL.matcher(readme);
        if (tableStart < HEADER.length() || !total.find(tableStart)) {
            return readme;
        }
        Map<String, String> words = new LinkedHashMap<>();
        Matcher row = ROW.matcher(readme.substring(tableStart, total.start()));
        while (row.find()) {
            words.put(row.group(1), row.group(2));
        }
        shipped.keySet().forEach(mnemonic -> words.putIfAbsent(mnemonic, " " + summaryOf.apply(mnemonic) + " "));
        List<String> rows = new ArrayList<>();
        int points = 0;
        int partial = 0;
        for (Map.Entry<String, String> entry : words.entrySet()) {
            List<Integer> counts = shipped.get(entry.getKey());
            if (counts != null) {
                rows.add("| `" + entry.getKey() + "` |" + entry.getValue() + "| " + counts.get(0) + " | "
                        + counts.get(1) + " |\n");
                points += counts.get(0);
                partial += counts.get(1);
            }
        }
        String table = String.join("", rows) + "| **all** | | **" + points + "** | **" + partial + "** |\n";
        return readme.substring(0, tableStart) + table + readme.substring(total.end());
    }

    private static String readme() throws IOException {
        return Files.readString(README, StandardCharsets.UTF_8);
    }
}
