package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.TestExecutionResult.Status.FAILED;
import static org.junit.platform.engine.TestExecutionResult.Status.SUCCESSFUL;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.FilePosition;
import org.junit.platform.engine.support.descriptor.FileSource;
import org.junit.platform.testkit.engine.EngineDiscoveryResults;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.Events;

/**
 * Bad case files are discovery issues naming file, line, column and field, and failing tests; the good files in
 * the same selection still run. The corpus is src/test/resources/malformed (outside pto-avs/cases), one file per
 * defect, described by its INDEX.txt.
 */
class MalformedCaseFilesTest {

    private static final Path CORPUS = AvsKit.testResource("malformed");

    /** One line of INDEX.txt: an issue the engine must report for {@code file}. */
    private record Expected(String file, int line, int column, String fragment) {

        static Expected parse(String text) {
            String[] parts = text.split("\\s*\\|\\s*", 4);
            return new Expected(parts[0].strip(), Integer.parseInt(parts[1]), Integer.parseInt(parts[2]), parts[3]);
        }

        boolean matches(Path corpus, DiscoveryIssue issue) {
            if (!issue.message().startsWith(corpus.resolve(file) + ":" + line + ":" + column + ": " + fragment)) {
                return false;
            }
            FileSource source =
                    assertInstanceOf(FileSource.class, issue.source().orElseThrow(), issue::message);
            FilePosition position = source.getPosition().orElseThrow();
            return source.getFile().equals(corpus.resolve(file).toFile())
                    && position.getLine() == line
                    && position.getColumn().orElse(-1) == column;
        }
    }

    @Test
    void everyFileOfTheCorpusYieldsExactlyTheIssuesItsIndexStatesAndTheGoodFilesStillPass(@TempDir Path temp)
            throws IOException {
        Path corpus = copyWithLinks(temp);
        List<Expected> index = index();
        Set<String> defective = index.stream().map(Expected::file).collect(Collectors.toCollection(TreeSet::new));
        assertTrue(defective.size() >= 30, "the corpus covers at least 30 defects: " + defective.size());

        EngineDiscoveryResults discovered =
                AvsKit.engine().selectors(selectDirectory(corpus.toFile())).discover();
        List<DiscoveryIssue> issues = new ArrayList<>(discovered.getDiscoveryIssues());
        List<String> problems = new ArrayList<>();
        for (Expected expected : index) {
            List<DiscoveryIssue> matching =
                    issues.stream().filter(i -> expected.matches(corpus, i)).toList();
            if (matching.size() != 1) {
                problems.add(expected + ": " + matching.size() + " matching issues; the file's issues are "
                        + issues.stream()
                                .map(DiscoveryIssue::message)
                                .filter(m -> m.startsWith(corpus.resolve(expected.file()) + ":"))
                                .toList());
            }
            issues.removeAll(matching);
        }
        issues.forEach(issue -> problems.add("an issue INDEX.txt does not list: " + issue.message()));
        assertTrue(issues.stream().allMatch(i -> i.severity() == DiscoveryIssue.Severity.WARNING));
        assertEquals(List.of(), problems);

        // The engine never throws: the run completes, each bad file fails as a test of its own, the rest pass.
        EngineExecutionResults run =
                AvsKit.engine().selectors(selectDirectory(corpus.toFile())).execute();
        run.containerEvents().assertStatistics(stats -> stats.failed(0));
        Events tests = run.testEvents();
        Set<String> failedFiles = tests.finished().stream()
                .filter(e -> e.getRequiredPayload(TestExecutionResult.class).getStatus() == FAILED)
                .map(e -> e.getTestDescriptor().getDisplayName().replace("invalid case file " + corpus + "/", ""))
                .collect(Collectors.toCollection(TreeSet::new));
        assertEquals(defective, failedFiles);
        assertEquals(List.of(AvsKit.DECODE, "PTO-AVS-BLOCK-B-IOS-SIZECODES-003"), AvsKit.finished(tests, SUCCESSFUL));
        Set<String> valid = jsonFiles(corpus);
        valid.removeAll(defective);
        assertEquals(Set.of("good.json", "good-payload-file.json"), valid, "INDEX.txt lists every bad file");
    }

    /** The corpus in a folder of its own, with the symbolic links INDEX.txt asks for pointing outside it. */
    private static Path copyWithLinks(Path temp) throws IOException {
        Path corpus = temp.resolve("malformed");
        try (Stream<Path> walk = Files.walk(CORPUS)) {
            for (Path from : walk.toList()) {
                Path to = corpus.resolve(CORPUS.relativize(from).toString());
                if (Files.isDirectory(from)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(from, to);
                }
            }
        }
        Path outside = Files.writeString(temp.resolve("outside.bin"), "not part of any case");
        for (String line : Files.readAllLines(CORPUS.resolve("INDEX.txt"), StandardCharsets.UTF_8)) {
            if (line.startsWith("@symlink ")) {
                Path link = corpus.resolve(line.substring("@symlink ".length(), line.indexOf(" -> ")));
                Files.createDirectories(link.getParent());
                Files.createSymbolicLink(link, outside);
            }
        }
        return corpus;
    }

    private static List<Expected> index() throws IOException {
        return Files.readAllLines(CORPUS.resolve("INDEX.txt"), StandardCharsets.UTF_8).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#") && !l.startsWith("@"))
                .map(Expected::parse)
                .toList();
    }

    private static Set<String> jsonFiles(Path corpus) throws IOException {
        try (Stream<Path> files = Files.list(corpus)) {
            return files.map(p -> p.getFileName().toString())
                    .filter(n -> n.endsWith(".json"))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    @Test
    void twoFilesWithOneAvsIdBothFail() {
        Path duplicates = AvsKit.testResource("duplicates");
        Events tests = AvsKit.engine()
                .selectors(selectDirectory(duplicates.toFile()))
                .execute()
                .testEvents();
        tests.assertStatistics(stats -> stats.started(2).failed(2).succeeded(0));
        assertEquals(
                duplicates.resolve("second.json") + ":3:9: id: duplicate AVS id " + AvsKit.DECODE + ": "
                        + duplicates.resolve("first.json") + ":3 has the same id; ids must be unique",
                AvsKit.message(tests, "invalid case file " + duplicates.resolve("second.json")));
        assertTrue(AvsKit.message(tests, "invalid case file " + duplicates.resolve("first.json"))
                .contains("duplicate AVS id " + AvsKit.DECODE + ": " + duplicates.resolve("second.json") + ":3"));
    }

    @Test
    void aFileThatIsNotUtf8IsReportedWhereItStopsBeingUtf8(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("latin1.json");
        Files.write(file, new byte[] {'{', '\n', ' ', '"', (byte) 0xE9, '"', '}'});
        EngineDiscoveryResults results =
                AvsKit.engine().selectors(selectDirectory(dir.toFile())).discover();
        assertEquals(
                List.of(file + ":2:3: cannot read the file: the file is not UTF-8 text: byte 0xE9 at offset 4"
                        + " begins no UTF-8 character"),
                results.getDiscoveryIssues().stream()
                        .map(DiscoveryIssue::message)
                        .toList());
    }

    @Test
    void aFileLargerThanTheBoundIsRefusedUnread(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("huge.json");
        try (RandomAccessFile sparse = new RandomAccessFile(file.toFile(), "rw")) {
            sparse.setLength(64L * 1024 * 1024 + 1);
        }
        Map<String, String> messages = new TreeMap<>();
        AvsKit.engine()
                .selectors(selectDirectory(dir.toFile()))
                .discover()
                .getDiscoveryIssues()
                .forEach(issue -> messages.put(issue.message(), issue.severity().name()));
        assertEquals(
                Map.of(
                        file + ":1:1: cannot read the file: the file is larger than 64 MiB, the bound on a case file",
                        "WARNING"),
                messages);
    }
}
