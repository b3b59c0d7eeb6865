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
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.attest.Ed25519Keys;
import org.pto.avs.reports.bundle.BundleCommand;
import org.pto.avs.reports.bundle.BundleVerifier;
import org.pto.avs.reports.bundle.TrustPolicy;
import org.pto.avs.reports.shards.SuiteShardPlan;
import org.pto.avs.results.Constants;
import org.pto.avs.results.Sha256;

/**
 * Journals edited by hand and merged with the project's own merge command: every status set to pass, and a
 * reference device's journal renamed to another device. Neither becomes a bundle that verifies.
 */
class ForgedJournalTest {

    private static final String ACME = "Acme acme-sim 4.2.1";

    @TempDir
    static Path runs;

    private static Path flawedJournal;
    private static Path referenceJournal;

    @TempDir
    Path dir;

    @BeforeAll
    static void journalTwoDevices() {
        flawedJournal = runs.resolve("flawed.jsonl");
        BundleCommand.run(
                List.of(
                        "--out",
                        runs.resolve("flawed").toString(),
                        "--config",
                        Constants.DEVICE + "=flawed",
                        "--config",
                        "avs.device.flaw=fault-kind",
                        "--config",
                        Constants.JOURNAL + "=" + flawedJournal),
                quiet(),
                quiet());
        referenceJournal = runs.resolve("reference.jsonl");
        BundleCommand.run(
                List.of(
                        "--out",
                        runs.resolve("reference").toString(),
                        "--config",
                        Constants.JOURNAL + "=" + referenceJournal),
                quiet(),
                quiet());
    }

    @Test
    void aJournalWithEveryStatusSetToPassMergesIntoABundleItsOwnEvidenceRefutes() throws IOException {
        Path forged = dir.resolve("all-pass.jsonl");
        List<String> lines = new ArrayList<>();
        for (String line : Files.readAllLines(flawedJournal, StandardCharsets.UTF_8)) {
            lines.add(line.replace("\"status\":\"fail\"", "\"status\":\"pass\"")
                    .replace("\"avs.status\":\"fail\"", "\"avs.status\":\"pass\""));
        }
        assertTrue(String.join("\n", lines).contains("\"avs.status\":\"pass\""));
        Files.write(forged, ChainedForgery.rechain(lines), StandardCharsets.UTF_8);
        Path merged = dir.resolve("merged");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        MergeCommand.run(List.of("--out", merged.toString(), forged.toString()), quiet(), new PrintStream(err, true));

        List<String> findings = BundleVerifier.forClasspath().verify(merged).findings();
        assertTrue(
                findings.stream().anyMatch(f -> f.contains(": recorded pass, but its evidence judges fail")),
                findings + "\n" + err);
    }

    @Test
    void mergeSignsNoJournalWhoseEvidenceRefutesItsStatuses() throws IOException {
        Path forged = dir.resolve("all-pass.jsonl");
        Files.write(
                forged,
                ChainedForgery.rechain(Files.readString(flawedJournal, StandardCharsets.UTF_8)
                        .replace("\"status\":\"fail\"", "\"status\":\"pass\"")
                        .replace("\"avs.status\":\"fail\"", "\"avs.status\":\"pass\"")
                        .lines()
                        .toList()),
                StandardCharsets.UTF_8);
        KeyPair lab = Ed25519Keys.generate();
        Path labKey = dir.resolve("lab.key.pem");
        Ed25519Keys.writePrivate(labKey, lab);
        Path merged = dir.resolve("merged");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(
                2,
                MergeCommand.run(
                        List.of(
                                "--out",
                                merged.toString(),
                                "--sign-key",
                                labKey.toString(),
                                "--journal-sha256",
                                forged + "=" + Sha256.of(forged),
                                forged.toString()),
                        quiet(),
                        new PrintStream(err, true)));
        String said = err.toString(StandardCharsets.UTF_8);
        assertTrue(
                said.contains("not signed, and no bundle is left: verify --trusted-key with key "
                        + Ed25519Keys.keyId(lab.getPublic()) + " would refuse it"),
                said);
        assertTrue(said.contains(": recorded pass, but its evidence judges fail"), said);
        assertTrue(!Files.exists(merged) && !Files.exists(dir.resolve("merged.zip")), "nothing signed is left");
    }

    @Test
    void aReferenceJournalRenamedToAnotherDeviceIsRefusedByATrustedKey() throws IOException {
        Path renamed = dir.resolve("renamed.jsonl");
        String text = Files.readString(referenceJournal, StandardCharsets.UTF_8);
        assertTrue(text.contains("PTO AVS reference-model"));
        Files.write(
                renamed,
                ChainedForgery.rechain(text.replaceAll("PTO AVS reference-model [0-9A-Za-z.-]+", ACME)
                        .lines()
                        .toList()),
                StandardCharsets.UTF_8);
        Path merged = dir.resolve("merged");
        // The forger has no key the customer trusts: a bundle they seal or sign themselves vouches for nothing.
        KeyPair forger = Ed25519Keys.generate();
        Path forgerKey = dir.resolve("forger.key.pem");
        Ed25519Keys.writePrivate(forgerKey, forger);
        assertEquals(
                0,
                MergeCommand.run(
                        List.of(
                                "--out",
                                merged.toString(),
                                "--sign-key",
                                forgerKey.toString(),
                                "--journal-sha256",
                                renamed + "=" + Sha256.of(renamed),
                                renamed.toString()),
                        quiet(),
                        quiet()));

        KeyPair lab = Ed25519Keys.generate();
        List<String> findings = BundleVerifier.forClasspath()
                .verify(merged, new TrustPolicy(List.of(lab.getPublic()), Set.of()))
                .findings();
        assertEquals(2, findings.size(), findings.toString());
        assertTrue(findings.stream().allMatch(f -> f.contains("not signed by any trusted key")), findings.toString());
    }

    @Test
    void journalsThatNameTwoDeviceIdentitiesDoNotMerge() throws IOException {
        // Two halves of one run, one of them renamed: a report must never mix two devices.
        Path part1 = dir.resolve("part1.jsonl");
        Path part2 = dir.resolve("part2.jsonl");
        List<String> lines = Files.readAllLines(referenceJournal, StandardCharsets.UTF_8);
        String header = lines.get(0).replace("\"shard\":\"1/1\"", "\"shard\":\"%s\"");
        List<String> first = new ArrayList<>(List.of(String.format(header, "1/2")));
        List<String> second = new ArrayList<>(List.of(String.format(header, "2/2")));
        for (String line : lines.subList(1, lines.size())) {
            String id = line.replaceFirst("^\\{\"id\":\"([^\"]+)\".*", "$1");
            if (SuiteShardPlan.of(2).partOf(id).getAsInt() == 1) {
                first.add(line);
            } else {
                second.add(line.replaceAll("PTO AVS reference-model [0-9A-Za-z.-]+", ACME));
            }
        }
        Files.write(part1, first, StandardCharsets.UTF_8);
        Files.write(part2, second, StandardCharsets.UTF_8);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(
                2,
                MergeCommand.run(
                        List.of("--out", dir.resolve("merged").toString(), part1.toString(), part2.toString()),
                        quiet(),
                        new PrintStream(err, true)));
        assertTrue(err.toString().contains("the journals name 2 devices: '" + ACME + "'"), err::toString);
    }

    @Test
    void aJournalWhoseDeviceIdentityHoldsAnEscapeDoesNotMerge() throws IOException {
        Path escaping = dir.resolve("escaping.jsonl");
        String text = Files.readString(referenceJournal, StandardCharsets.UTF_8);
        Files.writeString(
                escaping, text.replaceAll("PTO AVS reference-model", "Acme\\\\u001b[2K\\\\rVerdict: conforms"));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(
                2,
                MergeCommand.run(
                        List.of("--out", dir.resolve("merged").toString(), escaping.toString()),
                        quiet(),
                        new PrintStream(err, true)));
        assertTrue(
                err.toString(StandardCharsets.UTF_8)
                        .contains(escaping + ": names the device 'Acme\\u001B[2K" + "\\u000DVerdict: conforms "),
                err::toString);
        assertTrue(
                err.toString(StandardCharsets.UTF_8)
                        .contains("which no device could say in hello: holds U+001B at" + " index 4"),
                err::toString);
    }

    @Test
    void aJournalWhoseDeviceIdentityHasAPartOf200CharactersDoesNotMerge() throws IOException {
        // Short enough as a whole, but no device can say a name of 200 characters in hello.
        Path longName = dir.resolve("long-name.jsonl");
        String text = Files.readString(referenceJournal, StandardCharsets.UTF_8);
        String part = "n".repeat(200);
        Files.write(
                longName,
                ChainedForgery.rechain(text.replace("PTO AVS reference-model", "Acme " + part)
                        .lines()
                        .toList()),
                StandardCharsets.UTF_8);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(
                2,
                MergeCommand.run(
                        List.of("--out", dir.resolve("merged").toString(), longName.toString()),
                        quiet(),
                        new PrintStream(err, true)));
        String said = err.toString(StandardCharsets.UTF_8);
        assertTrue(said.contains(longName + ": names the device 'Acme " + part + " "), said);
        assertTrue(
                said.contains("which no device could say in hello: no vendor, name and version of at most 128"
                        + " characters each (its longest part without a space is 200 characters long)"),
                said);
        assertTrue(Files.notExists(dir.resolve("merged")), "no bundle");
    }

    @Test
    void aJournalOfAnotherCaseFileDoesNotMerge() throws IOException {
        Path other = dir.resolve("other-suite.jsonl");
        String text = Files.readString(referenceJournal, StandardCharsets.UTF_8);
        String edited =
                text.replaceFirst("\"case_sha256\":\"[0-9a-f]{64}\"", "\"case_sha256\":\"" + "0".repeat(64) + "\"");
        assertTrue(!edited.equals(text), "the journal records each case file's SHA-256");
        Files.writeString(other, edited);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(
                2,
                MergeCommand.run(
                        List.of("--out", dir.resolve("merged").toString(), other.toString()),
                        quiet(),
                        new PrintStream(err, true)));
        assertTrue(err.toString().contains(" with SHA-256 " + "0".repeat(64) + ", this suite's is "), err::toString);
    }

    private static PrintStream quiet() {
        return new PrintStream(new ByteArrayOutputStream(), true);
    }
}
