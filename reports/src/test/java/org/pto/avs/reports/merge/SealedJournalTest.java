package org.pto.avs.reports.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.attest.Ed25519Keys;
import org.pto.avs.reports.bundle.BundleVerifier;
import org.pto.avs.reports.bundle.TrustPolicy;
import org.pto.avs.results.Constants;

/**
 * A part's journal is sealed when the part ends: its digest in the last line, its signed statement beside it. A
 * journal rewritten afterwards (the failing case's line replaced by a passing line of an honest run) is refused by
 * the merge, by the digest, by the signature, and even unsealed by the run id the spliced line names.
 */
class SealedJournalTest {

    private static final Pattern SEALED =
            Pattern.compile("Journal (.+) sealed: sha256 ([0-9a-f]{64}), signed by key ([0-9a-f]{64}) in (.+)");

    @TempDir
    static Path runs;

    private static Path labKey;
    private static Path labPublic;
    private static String flawedLog;
    private static Path flawedJournal;
    private static Path honestJournal;

    @TempDir
    Path dir;

    private Path journal;
    private Path envelope;

    @BeforeAll
    static void runTwoParts() throws IOException {
        KeyPair lab = Ed25519Keys.generate();
        labKey = runs.resolve("lab.key.pem");
        labPublic = runs.resolve("lab.pub.pem");
        Ed25519Keys.writePrivate(labKey, lab);
        Ed25519Keys.writePublic(labPublic, lab.getPublic());
        flawedJournal = runs.resolve("part-1.jsonl");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PartCommand.run(
                List.of(
                        "--journal",
                        flawedJournal.toString(),
                        "--sign-key",
                        labKey.toString(),
                        "--config",
                        Constants.SHARD + "=1/1",
                        "--config",
                        Constants.DEVICE + "=flawed",
                        "--config",
                        "avs.device.flaw=fault-kind"),
                new PrintStream(out, true),
                quiet(),
                Map.of());
        flawedLog = out.toString(StandardCharsets.UTF_8);
        honestJournal = runs.resolve("honest.jsonl");
        PartCommand.run(
                List.of("--journal", honestJournal.toString(), "--config", Constants.SHARD + "=1/1"),
                quiet(),
                quiet(),
                Map.of());
    }

    @BeforeEach
    void copyThePart() throws IOException {
        journal = Files.copy(flawedJournal, dir.resolve("part-1.jsonl"));
        envelope = Files.copy(JournalSeal.envelopeOf(flawedJournal), JournalSeal.envelopeOf(journal));
    }

    private static PrintStream quiet() {
        return new PrintStream(new ByteArrayOutputStream(), true);
    }

    private String sealedDigest() {
        String[] lines = flawedLog.strip().split("\n");
        Matcher last = SEALED.matcher(lines[lines.length - 1]);
        assertTrue(last.matches(), "the part's last line seals its journal: " + flawedLog);
        assertEquals(flawedJournal.toString(), last.group(1));
        assertEquals(JournalSeal.envelopeOf(flawedJournal).toString(), last.group(4));
        return last.group(2);
    }

    /** The failing case's line replaced by the honest run's line of the same case; returns its line number. */
    private int rewriteTheFailingCase() throws IOException {
        return rewriteTheFailingCase(false);
    }

    /**
     * The failing case's line replaced by the honest run's line of the same case, its run id rewritten to this
     * journal's when {@code rewriteTheRun}; returns its line number.
     */
    private int rewriteTheFailingCase(boolean rewriteTheRun) throws IOException {
        List<String> lines = new ArrayList<>(Files.readAllLines(journal, StandardCharsets.UTF_8));
        int failing = -1;
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).contains("\"status\":\"fail\"")) {
                failing = i;
            }
        }
        assertTrue(failing > 0, "the flawed device failed a case: " + lines);
        String id = lines.get(failing).replaceFirst("^\\{\"id\":\"([^\"]+)\".*", "$1");
        String honest = Files.readAllLines(honestJournal, StandardCharsets.UTF_8).stream()
                .filter(l -> l.startsWith("{\"id\":\"" + id + "\""))
                .findFirst()
                .orElseThrow();
        assertTrue(honest.contains("\"status\":\"pass\""), honest);
        if (rewriteTheRun) {
            honest = honest.replaceFirst("\"run\":\"[^\"]+\"", "\"run\":\"" + runOf(journal) + "\"");
        }
        lines.set(failing, honest);
        Files.write(journal, lines, StandardCharsets.UTF_8);
        return failing + 1;
    }

    private static String runOf(Path journal) throws IOException {
        return Files.readAllLines(journal).get(0).replaceFirst(".*\"run\":\"([^\"]+)\".*", "$1");
    }

    private int merge(ByteArrayOutputStream err, String... options) {
        List<String> args =
                new ArrayList<>(List.of("--out", dir.resolve("merged").toString()));
        args.addAll(List.of(options));
        args.add(journal.toString());
        return MergeCommand.run(args, quiet(), new PrintStream(err, true));
    }

    @Test
    void theLastLineIsTheJournalsDigestAndASealedJournalMerges() throws IOException {
        assertEquals(JournalSeal.sha256(flawedJournal), sealedDigest());
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        // 1: the flawed device does not conform; the journals were accepted.
        assertEquals(
                1,
                merge(err, "--trusted-key", labPublic.toString(), "--journal-sha256", journal + "=" + sealedDigest()),
                err::toString);
        assertTrue(Files.isRegularFile(dir.resolve("merged/manifest.json")));
    }

    @Test
    void aJournalRewrittenAfterItsPartIsRefusedByItsDigest() throws IOException {
        rewriteTheFailingCase();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, merge(err, "--journal-sha256", journal + "=" + sealedDigest()));
        assertTrue(
                err.toString()
                        .contains("merge: " + journal + ": its SHA-256 is " + JournalSeal.sha256(journal) + ", not "
                                + sealedDigest() + " (--journal-sha256): the journal changed after its part ended"),
                err::toString);
        assertTrue(Files.notExists(dir.resolve("merged")));
    }

    @Test
    void aJournalRewrittenAfterItsPartIsRefusedByItsSignature() throws IOException {
        rewriteTheFailingCase();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, merge(err, "--trusted-key", labPublic.toString()));
        assertTrue(
                err.toString()
                        .contains("merge: " + journal + ": its SHA-256 is " + JournalSeal.sha256(journal)
                                + ", and the signed statement names " + sealedDigest()),
                err::toString);
    }

    @Test
    void aJournalSignedByAnUntrustedKeyOrNotAtAllIsRefused() throws IOException {
        KeyPair other = Ed25519Keys.generate();
        Path otherPublic = dir.resolve("other.pub.pem");
        Ed25519Keys.writePublic(otherPublic, other.getPublic());
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, merge(err, "--trusted-key", otherPublic.toString()));
        assertTrue(err.toString().contains(envelope + ": not signed by a trusted key (--trusted-key)"), err::toString);
        Files.delete(envelope);
        ByteArrayOutputStream unsigned = new ByteArrayOutputStream();
        assertEquals(2, merge(unsigned, "--trusted-key", labPublic.toString()));
        assertTrue(
                unsigned.toString().contains(journal + ": no signature beside it (part-1.jsonl.dsse.json"),
                unsigned::toString);
    }

    @Test
    void aLineOfAnotherRunIsRefusedEvenWithoutASeal() throws IOException {
        rewriteTheFailingCase();
        String run = Files.readAllLines(journal).get(0).replaceFirst(".*\"run\":\"([^\"]+)\".*", "$1");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, merge(err));
        assertTrue(err.toString().contains("merge: warning: the journals are merged as they are now"), err::toString);
        assertTrue(
                Pattern.compile("merge: " + Pattern.quote(journal.toString()) + ":\\d+: the result of PTO-AVS-\\S+"
                                + " names the run \\S+, and the journal is of the run " + Pattern.quote(run)
                                + ": a line of another journal")
                        .matcher(err.toString())
                        .find(),
                err::toString);
    }

    @Test
    void aLineCopiedFromAnotherRunWithItsRunIdRewrittenIsRefusedEvenWithoutASeal() throws IOException {
        int line = rewriteTheFailingCase(true);
        String run = "\"run\":\"" + runOf(journal) + "\"";
        assertTrue(
                Files.readString(journal).lines().skip(1).allMatch(l -> l.contains(run)), "every line names the run");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, merge(err));
        assertTrue(
                Pattern.compile("merge: " + Pattern.quote(journal + ":" + line) + ": the result of PTO-AVS-\\S+ (does"
                                + " not follow line " + (line - 1) + "|is numbered \\d+, and follows line " + (line - 1)
                                + ")[^\n]*: a line copied from another journal")
                        .matcher(err.toString())
                        .find(),
                err::toString);
        assertTrue(Files.notExists(dir.resolve("merged")));
    }

    @Test
    void aLineAppendedAgainIsRefusedEvenWithoutASeal() throws IOException {
        List<String> lines = new ArrayList<>(Files.readAllLines(journal, StandardCharsets.UTF_8));
        String replayed = lines.get(1);
        String id = replayed.replaceFirst("^\\{\"id\":\"([^\"]+)\".*", "$1");
        lines.add(replayed);
        Files.write(journal, lines, StandardCharsets.UTF_8);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, merge(err));
        assertTrue(
                err.toString()
                        .contains("merge: " + journal + ":" + lines.size() + ": the result of " + id
                                + " repeats line 2 byte for byte: a line appended again (a replay)"),
                err::toString);
        assertTrue(Files.notExists(dir.resolve("merged")));
    }

    @Test
    void aSigningMergeWithoutASealCheckIsAUsageErrorNamingTheOptions() throws IOException {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, merge(err, "--sign-key", labKey.toString()));
        assertTrue(
                err.toString()
                        .startsWith("merge: --sign-key signs only journals whose seal the merge checked: add"
                                + " --trusted-key <pub.pem> (the journals signed by shard --sign-key) or"
                                + " --journal-sha256 <journal>=<sha256> for each journal"),
                err::toString);
        assertTrue(Files.notExists(dir.resolve("merged")), "nothing signed");
        // With the seal checked, the same journal is signed.
        ByteArrayOutputStream checked = new ByteArrayOutputStream();
        assertEquals(
                1,
                merge(checked, "--sign-key", labKey.toString(), "--journal-sha256", journal + "=" + sealedDigest()),
                checked::toString);
        assertEquals(
                Ed25519Keys.keyId(Ed25519Keys.readPublic(labPublic)),
                BundleVerifier.forClasspath()
                        .verify(
                                dir.resolve("merged"),
                                new TrustPolicy(List.of(Ed25519Keys.readPublic(labPublic)), Set.of()))
                        .signer()
                        .orElseThrow(),
                checked::toString);
    }
}
