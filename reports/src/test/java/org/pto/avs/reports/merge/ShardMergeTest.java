package org.pto.avs.reports.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.bundle.BundleCommand;
import org.pto.avs.reports.bundle.BundleVerifier;
import org.pto.avs.reports.fixture.ShippedSuite;
import org.pto.avs.reports.shards.ShardRecord;
import org.pto.avs.results.Constants;
import org.pto.avs.results.journal.JournalHeader;

/**
 * Four parts of a run ({@code avs.shard=i/4}, a journal each) merge into the bundle and summary of the whole run, and
 * the verifier accepts it; journals that do not make up a whole run are refused with the reason.
 */
class ShardMergeTest {

    private static final int PARTS = 4;

    /** The parts' journals, written once for every test; a test that changes one changes a copy. */
    @TempDir
    static Path parts;

    private static final List<Path> PART_JOURNALS = new ArrayList<>();

    @TempDir
    Path dir;

    private final List<Path> journals = new ArrayList<>();

    @BeforeAll
    static void runTheParts() {
        for (int part = 1; part <= PARTS; part++) {
            Path journal = parts.resolve("part" + part + ".jsonl");
            // A part's own bundle is no certification bundle (it lacks the other parts' ids); only its journal counts.
            BundleCommand.run(
                    List.of(
                            "--out",
                            parts.resolve("part" + part).toString(),
                            "--config",
                            Constants.SHARD + "=" + part + "/" + PARTS,
                            "--config",
                            Constants.JOURNAL + "=" + journal),
                    quiet(),
                    quiet());
            PART_JOURNALS.add(journal);
        }
    }

    @BeforeEach
    void copyTheJournals() throws IOException {
        for (Path journal : PART_JOURNALS) {
            journals.add(Files.copy(journal, dir.resolve(journal.getFileName())));
        }
    }

    private static PrintStream quiet() {
        return new PrintStream(new ByteArrayOutputStream(), true);
    }

    private int merge(Path out, List<Path> parts, ByteArrayOutputStream err) {
        List<String> args = new ArrayList<>(List.of("--out", out.toString()));
        parts.forEach(p -> args.add(p.toString()));
        return MergeCommand.run(args, quiet(), new PrintStream(err, true));
    }

    @Test
    void thePartsMergeIntoTheBundleAndSummaryOfTheWholeRun() throws IOException {
        Path whole = dir.resolve("whole");
        assertEquals(0, BundleCommand.run(List.of("--out", whole.toString()), quiet(), quiet()));
        Path merged = dir.resolve("merged");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(0, merge(merged, journals, err), err::toString);

        assertEquals(BundleFiles.summary(whole), BundleFiles.summary(merged));
        assertEquals(BundleFiles.results(whole), BundleFiles.results(merged));
        assertEquals(List.of(), BundleVerifier.forClasspath().verify(merged).findings());
        ShardRecord record = ShardRecord.parse(Files.readString(merged.resolve(ShardRecord.FILE)));
        assertEquals(PARTS, record.parts());
        assertEquals(
                ShippedSuite.size(),
                record.shards().stream().mapToInt(p -> p.ids().size()).sum());
    }

    @Test
    void aMissingPartIsRefused() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, merge(dir.resolve("merged"), journals.subList(0, PARTS - 1), err));
        assertTrue(err.toString().contains("merge: no journal of part 4/4"), err::toString);
        assertTrue(Files.notExists(dir.resolve("merged")));
    }

    @Test
    void aPartCutShortIsRefusedWithTheIdsItLacks() throws IOException {
        Path journal = journals.get(1);
        List<String> lines = Files.readAllLines(journal, StandardCharsets.UTF_8);
        assertTrue(lines.size() > 2, "part 2/4 ran at least two cases: " + lines.size());
        Files.write(journal, lines.subList(0, lines.size() - 1), StandardCharsets.UTF_8);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, merge(dir.resolve("merged"), journals, err));
        assertTrue(
                err.toString().contains("(part 2/4); finish that part (run it again with avs.resume=true)"),
                err::toString);
    }

    @Test
    void aJournalThatHoldsIdsOfAnotherPartIsRefused() throws IOException {
        // Part 1's journal given twice, once in the place of part 3: its header says 1/4 both times.
        List<Path> wrong = new ArrayList<>(journals);
        Path copy = Files.copy(journals.get(0), dir.resolve("copy.jsonl"));
        wrong.set(2, copy);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, merge(dir.resolve("merged"), wrong, err));
        assertTrue(err.toString().contains("part 1/4 again"), err::toString);
        assertTrue(err.toString().contains("no journal of part 3/4"), err::toString);
    }

    @Test
    void aJournalOfTheEarlierFormatIsRefusedNamingItsFormat() throws IOException {
        Path journal = journals.get(2);
        List<String> lines = new ArrayList<>(Files.readAllLines(journal, StandardCharsets.UTF_8));
        // The format before result lines were chained: its lines cannot show where their run wrote them.
        lines.set(0, lines.get(0).replace("\"" + JournalHeader.FORMAT + "\"", "\"pto-avs-journal/2\""));
        Files.write(journal, lines, StandardCharsets.UTF_8);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, merge(dir.resolve("merged"), journals, err));
        assertTrue(
                err.toString()
                        .contains("merge: " + journal + " is a pto-avs-journal/2 journal, written by another"
                                + " version of PTO AVS; this one reads " + JournalHeader.FORMAT + " journals only"),
                err::toString);
    }
}
