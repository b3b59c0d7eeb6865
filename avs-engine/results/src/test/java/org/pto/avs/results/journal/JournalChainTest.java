package org.pto.avs.results.journal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.Sha256;

/**
 * Every result line of a journal is tied to its place: a line of another run's journal with its run id rewritten, a
 * line appended again, and the line after an edited one are named by file and line, and a resume refuses such a
 * journal; a journal its run wrote, resumed or not, reads whole.
 */
class JournalChainTest {

    @TempDir
    Path dir;

    private static JournalHeader header(String run) {
        return JournalHeader.of("probe", Map.of(), "1/1", run, "1.0");
    }

    private static JournalEntry entry(String id, CaseStatus status) {
        return new JournalEntry(id, "cases/" + id + ".json", "0".repeat(64), status, "", List.of(Map.of("avs.id", id)));
    }

    private Path journal(String name, String run, CaseStatus status, String... ids) throws JournalException {
        Path file = dir.resolve(name);
        try (ResultJournal journal = ResultJournal.open(file, header(run), false)) {
            for (String id : ids) {
                journal.append(entry(id, status));
            }
        }
        return file;
    }

    @Test
    void aJournalItsRunWroteAndResumedReadsWhole() throws Exception {
        Path file = journal("run.jsonl", "run-a", CaseStatus.PASS, "A", "B");
        try (ResultJournal resumed = ResultJournal.open(file, header("run-b"), true)) {
            resumed.append(entry("C", CaseStatus.PASS));
        }
        JournalContents contents = JournalContents.read(file);
        assertEquals(List.of(), contents.foreignLines());
        assertEquals(3, contents.results());
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertTrue(lines.get(3).contains("\"run\":\"run-a\",\"seq\":3,\"prev\":\""), lines.get(3));
    }

    @Test
    void aLineOfAnotherRunWithItsRunIdRewrittenIsNamed() throws Exception {
        Path file = journal("run.jsonl", "run-a", CaseStatus.FAIL, "A", "B", "C");
        Path other = journal("other.jsonl", "run-b", CaseStatus.PASS, "A", "B", "C");
        List<String> lines = new ArrayList<>(Files.readAllLines(file, StandardCharsets.UTF_8));
        // B's passing line of the other run, where B failed in this one, its run id made this run's.
        lines.set(2, Files.readAllLines(other).get(2).replace("\"run\":\"run-b\"", "\"run\":\"run-a\""));
        Files.write(file, lines, StandardCharsets.UTF_8);

        List<String> foreign = JournalContents.read(file).foreignLines();
        assertTrue(
                foreign.get(0)
                        .startsWith(file + ":3: the result of B does not follow line 2: it names "
                                + Sha256.of(Files.readAllLines(other).get(1))),
                foreign.toString());
        assertTrue(
                foreign.get(0)
                        .endsWith(": a line copied from another journal, or line 2 changed after it was" + " written"),
                foreign.toString());
        assertTrue(foreign.get(1).startsWith(file + ":4: the result of C does not follow line 3"), foreign.toString());
    }

    @Test
    void aLineAppendedAgainIsNamedAsAReplay() throws Exception {
        Path file = journal("run.jsonl", "run-a", CaseStatus.PASS, "A", "B");
        List<String> lines = new ArrayList<>(Files.readAllLines(file, StandardCharsets.UTF_8));
        lines.add(lines.get(1));
        Files.write(file, lines, StandardCharsets.UTF_8);

        assertEquals(
                List.of(file + ":4: the result of A repeats line 2 byte for byte: a line appended again (a replay)"),
                JournalContents.read(file).foreignLines());
    }

    @Test
    void aLineEditedInPlaceIsFoundByTheLineAfterIt() throws Exception {
        Path file = journal("run.jsonl", "run-a", CaseStatus.FAIL, "A", "B", "C");
        List<String> lines = new ArrayList<>(Files.readAllLines(file, StandardCharsets.UTF_8));
        lines.set(2, lines.get(2).replace("\"status\":\"fail\"", "\"status\":\"pass\""));
        Files.write(file, lines, StandardCharsets.UTF_8);

        List<String> foreign = JournalContents.read(file).foreignLines();
        assertEquals(1, foreign.size(), foreign.toString());
        assertTrue(foreign.get(0).startsWith(file + ":4: the result of C does not follow line 3"), foreign.toString());
    }

    @Test
    void aLineRemovedIsFoundByTheNumberOfTheLineAfterIt() throws Exception {
        Path file = journal("run.jsonl", "run-a", CaseStatus.FAIL, "A", "B", "C");
        List<String> lines = new ArrayList<>(Files.readAllLines(file, StandardCharsets.UTF_8));
        lines.remove(2);
        Files.write(file, lines, StandardCharsets.UTF_8);

        assertEquals(
                List.of(file + ":3: the result of C is numbered 3, and follows line 2, result 1: a line copied from"
                        + " another journal or moved, or a line before it removed"),
                JournalContents.read(file).foreignLines());
    }

    @Test
    void aResumeRefusesAJournalWithALineItsRunDidNotWrite() throws Exception {
        Path file = journal("run.jsonl", "run-a", CaseStatus.PASS, "A", "B");
        List<String> lines = new ArrayList<>(Files.readAllLines(file, StandardCharsets.UTF_8));
        lines.add(lines.get(2));
        Files.write(file, lines, StandardCharsets.UTF_8);
        String before = Files.readString(file);

        JournalException refused =
                assertThrows(JournalException.class, () -> ResultJournal.open(file, header("run-b"), true));
        assertTrue(
                refused.getMessage()
                        .startsWith("avs.resume: " + file + ":4: the result of B repeats line 3 byte for byte"),
                refused.getMessage());
        assertTrue(refused.getMessage().endsWith("start a new journal"), refused.getMessage());
        assertEquals(before, Files.readString(file), "left as it was");
    }
}
