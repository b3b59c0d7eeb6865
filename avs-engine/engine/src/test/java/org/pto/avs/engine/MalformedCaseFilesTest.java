package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.TestExecutionResult.Status.FAILED;
import static org.junit.platform.engine.TestExecutionResult.Status.SUCCESSFUL;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.support.descriptor.FileSource;
import org.junit.platform.testkit.engine.EngineDiscoveryResults;
import org.junit.platform.testkit.engine.Events;

/**
 * Bad case files are discovery issues naming file, line, column and field, and failing tests; the good files in
 * the same selection still run. (The files are in src/test/resources/malformed, outside pto-avs/cases.)
 */
class MalformedCaseFilesTest {

    private static final Path MALFORMED = AvsKit.testResource("malformed");

    private static EngineDiscoveryResults discovered() {
        return AvsKit.engine().selectors(selectDirectory(MALFORMED.toFile())).discover();
    }

    private static DiscoveryIssue issueFor(String file) {
        String origin = MALFORMED.resolve(file).toString();
        List<DiscoveryIssue> issues = discovered().getDiscoveryIssues().stream()
                .filter(issue -> issue.message().startsWith(origin + ":")).toList();
        assertEquals(1, issues.size(), () -> "one issue for " + file + ", got " + issues);
        return issues.get(0);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            bad-json.json           | 5  | 3  |                            | not valid JSON: Unexpected character ('"' (code 34)): was expecting comma to separate Object entries
            truncated.json          | 19 | 5  |                            | not valid JSON: Unexpected end-of-input: expected close marker for Array (opened at line 18, column 20)
            unknown-key.json        | 15 | 7  | vectors[0].frobnicate      | unknown key 'frobnicate'; allowed: name, description, covers, initial, program, expect
            unknown-mnemonic.json   | 5  | 18 | instruction                | unknown mnemonic 'B.IOX'; the catalog has B.IOS
            bad-assembly.json       | 18 | 34 | vectors[0].program[1].asm  | cannot assemble 'B.IOS S1, mask=0011': column 16: mask 0011 is not one of 0000, 1000, 0100, 0010, 0001, 1100, 1110, 1111
            id-not-in-catalog.json  | 3  | 9  | id                         | PTO-AVS-BLOCK-B-IOS-NOPE-001 is not listed in the tests of the catalog record B.IOS (pto-avs/catalog/block/B.IOS.json)
            states-nothing.json     | 13 | 5  | vectors[0]                 | vector 'all-fields-zero' states nothing to compare
            uncovered-clause.json   | 10 | 50 | covers[1]                  | clause legality[0] is listed in "covers" but no vector covers it
            """)
    void eachProblemIsAnIssueNamingFileLineColumnAndField(String file, int line, int column, String field,
            String reason) {
        DiscoveryIssue issue = issueFor(file);
        String where = MALFORMED.resolve(file) + ":" + line + ":" + column + ": "
                + (field == null ? "" : field + ": ");
        assertTrue(issue.message().startsWith(where + reason), () -> "expected " + where + reason + "..., got "
                + issue.message());
        FileSource source = assertInstanceOf(FileSource.class, issue.source().orElseThrow());
        assertEquals(MALFORMED.resolve(file).toFile(), source.getFile());
        assertEquals(line, source.getPosition().orElseThrow().getLine());
        assertEquals(Optional.of(column), source.getPosition().orElseThrow().getColumn());
    }

    @Test
    void discoveryNeverThrowsAndReportsEveryBadFile() {
        EngineDiscoveryResults results = discovered();
        assertEquals(8, results.getDiscoveryIssues().size(), results.getDiscoveryIssues()::toString);
        // Warnings, so the launcher still runs the good cases; the bad files fail as tests of their own.
        assertTrue(results.getDiscoveryIssues().stream().allMatch(i -> i.severity() == DiscoveryIssue.Severity.WARNING));
    }

    @Test
    void theGoodFileRunsAndEveryBadFileFailsWithItsProblems() {
        Events tests = AvsKit.engine().selectors(selectDirectory(MALFORMED.toFile())).execute().testEvents();
        assertEquals(List.of(AvsKit.DECODE), AvsKit.finished(tests, SUCCESSFUL));
        assertEquals(8, AvsKit.finished(tests, FAILED).size());
        String name = "invalid case file " + MALFORMED.resolve("unknown-key.json");
        assertEquals(MALFORMED.resolve("unknown-key.json") + ":15:7: vectors[0].frobnicate: unknown key 'frobnicate';"
                + " allowed: name, description, covers, initial, program, expect", AvsKit.message(tests, name));
    }

    @Test
    void twoFilesWithOneAvsIdBothFail() {
        Path duplicates = AvsKit.testResource("duplicates");
        Events tests = AvsKit.engine().selectors(selectDirectory(duplicates.toFile())).execute().testEvents();
        tests.assertStatistics(stats -> stats.started(2).failed(2).succeeded(0));
        assertEquals(duplicates.resolve("second.json") + ":3:9: id: duplicate AVS id " + AvsKit.DECODE + ": "
                        + duplicates.resolve("first.json") + ":3 has the same id; ids must be unique",
                AvsKit.message(tests, "invalid case file " + duplicates.resolve("second.json")));
        assertTrue(AvsKit.message(tests, "invalid case file " + duplicates.resolve("first.json"))
                .contains("duplicate AVS id " + AvsKit.DECODE + ": " + duplicates.resolve("second.json") + ":3"));
    }

    @Test
    void aFileThatIsNotUtf8IsReportedNotGuessed(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("latin1.json");
        Files.write(file, new byte[] {'{', '"', (byte) 0xE9, '"', '}'});
        EngineDiscoveryResults results = AvsKit.engine().selectors(selectDirectory(dir.toFile())).discover();
        assertEquals(List.of(file + ":1:1: cannot read the file: the file is not UTF-8 text"),
                results.getDiscoveryIssues().stream().map(DiscoveryIssue::message).toList());
    }
}
