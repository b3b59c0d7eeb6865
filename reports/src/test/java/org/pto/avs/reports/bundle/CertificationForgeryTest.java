package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.allure.RunVerdictResult;
import org.pto.avs.reports.attest.DsseEnvelope;
import org.pto.avs.reports.attest.Ed25519Keys;
import org.pto.avs.reports.fixture.BundleFolders;
import org.pto.avs.reports.fixture.ShippedSuite;
import org.pto.avs.results.Constants;
import org.pto.avs.results.RunVerdict;

/**
 * The forgeries a hostile vendor tried on the bundle of a device with a bug, each refused by {@code verify} with a
 * finding that names what is wrong: a status flipped everywhere and the bundle sealed again, the same with the
 * evidence edited and the bundle signed with the forger's own key, a bundle signed with an untrusted or a revoked
 * key, and an unsigned bundle where a signature is required.
 */
class CertificationForgeryTest {

    @TempDir
    static Path shared;

    private static Path genuine;
    private static KeyPair lab;
    private static Path labKey;
    private static String failing;

    @BeforeAll
    static void certifyADeviceWithOneBug() throws IOException {
        lab = Ed25519Keys.generate();
        labKey = shared.resolve("lab.key.pem");
        Ed25519Keys.writePrivate(labKey, lab);
        genuine = shared.resolve("genuine");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = BundleCommand.run(
                List.of(
                        "--out",
                        genuine.toString(),
                        "--sign-key",
                        labKey.toString(),
                        "--config",
                        Constants.DEVICE + "=flawed",
                        "--config",
                        "avs.device.flaw=fault-kind"),
                new PrintStream(out),
                System.err,
                Clock.systemUTC());
        assertEquals(1, status, out.toString(StandardCharsets.UTF_8));
        JsonNode manifest = ManifestJson.JSON.readTree(
                genuine.resolve(BundleLayout.MANIFEST).toFile());
        for (JsonNode result : manifest.path("results")) {
            if (result.path("status").asText().equals("fail")) {
                failing = result.path("id").asText();
            }
        }
        assertTrue(failing != null, "the flawed device fails some case");
        String printed = out.toString(StandardCharsets.UTF_8);
        assertTrue(
                printed.matches("(?s).*\\n" + ShippedSuite.size() + " cases: \\d+ pass, \\d+ non-conforming, 0 not"
                        + " supported, 0 waived; partial: " + ShippedSuite.partial()
                        + "; advisory: \\d+; 0 problems\\n.*"),
                printed);
        assertTrue(printed.contains("Signed by key " + Ed25519Keys.keyId(lab.getPublic())), printed);
    }

    @Test
    void theGenuineSignedBundleVerifiesWithTheLabsKey() throws IOException {
        Verification verification = BundleVerifier.forClasspath().verify(genuine, trusting(lab));
        assertEquals(List.of(), verification.findings());
        assertEquals(Ed25519Keys.keyId(lab.getPublic()), verification.signer().orElseThrow());
        Verification archive = BundleVerifier.forClasspath().verify(shared.resolve("genuine.zip"), trusting(lab));
        assertEquals(List.of(), archive.findings());
    }

    @Test
    void aFailFlippedToPassEverywhereAndResealedIsRefusedByItsOwnEvidence(@TempDir Path temp) throws IOException {
        Path bundle = copy(temp);
        flipToPass(bundle, failing);
        FileDigests.seal(bundle);

        List<String> integrityOnly =
                BundleVerifier.forClasspath().verify(bundle).findings();
        assertTrue(
                integrityOnly.stream()
                        .anyMatch(f -> f.startsWith(failing + ": recorded pass, but its evidence " + "judges fail")),
                integrityOnly.toString());

        List<String> signed =
                BundleVerifier.forClasspath().verify(bundle, trusting(lab)).findings();
        assertTrue(
                signed.stream().anyMatch(f -> f.contains("the signed predicate disagrees with manifest.json")),
                signed.toString());
        assertTrue(
                signed.stream().anyMatch(f -> f.contains("manifest.json was changed after signing")),
                signed.toString());
    }

    @Test
    void evidenceEditedToMatchAndSignedWithTheForgersOwnKeyIsRefused(@TempDir Path temp) throws IOException {
        Path bundle = copy(temp);
        flipToPass(bundle, failing);
        // The forger replaces the evidence of the failing case with that of a run of the reference device.
        Path reference = temp.resolve("reference");
        assertEquals(0, BundleCommand.run(List.of("--out", reference.toString()), quiet(), quiet(), Clock.systemUTC()));
        String genuineLine = line(reference.resolve(BundleEvidence.FILE), failing);
        Path evidence = bundle.resolve(BundleEvidence.FILE);
        Files.writeString(evidence, Files.readString(evidence).replace(line(evidence, failing), genuineLine));
        BundleFolders.delete(bundle.resolve(BundleAttestations.FOLDER));
        KeyPair forger = Ed25519Keys.generate();
        BundleAttestations.sign(bundle, forger.getPrivate(), forger.getPublic());
        FileDigests.seal(bundle);

        List<String> findings =
                BundleVerifier.forClasspath().verify(bundle, trusting(lab)).findings();
        assertEquals(
                List.of(
                        "attestations/test-result.dsse.json: not signed by any trusted key (the envelope names key "
                                + Ed25519Keys.keyId(forger.getPublic()) + ")",
                        "attestations/conformance-run.dsse.json: not signed by any trusted key (the envelope names key "
                                + Ed25519Keys.keyId(forger.getPublic()) + ")"),
                findings.stream().filter(f -> f.startsWith("attestations/")).toList());
        // Without a trusted key the rewritten bundle is consistent: only a signature says who vouches for it.
        Verification integrity = BundleVerifier.forClasspath().verify(bundle);
        assertEquals(List.of(), integrity.findings());
        assertFalse(integrity.originChecked());
    }

    @Test
    void aBundleSignedByAnotherKeyOrARevokedKeyIsRefused() throws IOException {
        KeyPair other = Ed25519Keys.generate();
        List<String> another =
                BundleVerifier.forClasspath().verify(genuine, trusting(other)).findings();
        assertEquals(2, another.size(), another.toString());
        assertTrue(another.get(0).contains("not signed by any trusted key"), another.toString());

        TrustPolicy revoked = new TrustPolicy(List.of(lab.getPublic()), Set.of(Ed25519Keys.keyId(lab.getPublic())));
        List<String> findings =
                BundleVerifier.forClasspath().verify(genuine, revoked).findings();
        assertTrue(
                findings.stream().allMatch(f -> f.endsWith("which is revoked")) && findings.size() == 2,
                findings.toString());
    }

    @Test
    void anUnsignedBundleIsRefusedWhenATrustedKeyIsRequiredAndAddedFilesAreFound(@TempDir Path temp)
            throws IOException {
        Path bundle = copy(temp);
        BundleFolders.delete(bundle.resolve(BundleAttestations.FOLDER));
        FileDigests.seal(bundle);
        assertEquals(
                List.of("attestations/: the bundle is not signed; a trusted key can vouch only for a signed bundle"),
                BundleVerifier.forClasspath().verify(bundle, trusting(lab)).findings());

        Path added = copy(temp.resolve("second"));
        Files.writeString(added.resolve("extra.txt"), "added after signing\n");
        FileDigests.seal(added);
        List<String> findings =
                BundleVerifier.forClasspath().verify(added, trusting(lab)).findings();
        assertEquals(
                List.of(
                        "attestations/test-result.dsse.json: extra.txt is in the bundle but not signed",
                        "attestations/conformance-run.dsse.json: extra.txt is in the bundle but not signed"),
                findings);
    }

    @Test
    void filesAddedBesideTheAttestationsAreRefusedAsUnsigned(@TempDir Path temp) throws IOException {
        Path bundle = copy(temp);
        Files.writeString(
                bundle.resolve("attestations/NOTICE.html"),
                "<h1>Certified conforming</h1><script>document.title='PASSED'</script>\n");
        KeyPair forger = Ed25519Keys.generate();
        Files.writeString(
                bundle.resolve("attestations/extra.dsse.json"),
                DsseEnvelope.sign(
                                "text/plain",
                                "PASSED".getBytes(StandardCharsets.UTF_8),
                                forger.getPrivate(),
                                Ed25519Keys.keyId(forger.getPublic()))
                        .toJson());
        FileDigests.seal(bundle);
        List<String> findings =
                BundleVerifier.forClasspath().verify(bundle, trusting(lab)).findings();
        assertEquals(
                List.of(
                        "attestations/test-result.dsse.json: attestations/NOTICE.html is in the bundle but not signed",
                        "attestations/test-result.dsse.json: attestations/extra.dsse.json is in the bundle but not signed",
                        "attestations/conformance-run.dsse.json: attestations/NOTICE.html is in the bundle but not signed",
                        "attestations/conformance-run.dsse.json: attestations/extra.dsse.json is in the bundle but not signed"),
                findings);
        // The seal was made again, so only the signature finds them; without a trusted key they are findings too,
        // since the attestations the bundle carries do not list them.
        assertEquals(4, BundleVerifier.forClasspath().verify(bundle).findings().size());
    }

    @Test
    void bundleSignsNoRunWhoseWaiverFileVerifyWouldRefuse(@TempDir Path temp) throws IOException {
        String device = ManifestJson.JSON
                .readTree(genuine.resolve(BundleLayout.MANIFEST).toFile())
                .path("device")
                .asText();
        Path waivers = temp.resolve("waivers.txt");
        Files.writeString(
                waivers,
                "device: " + device + "\n" + failing + " | "
                        + LocalDate.now(ZoneOffset.UTC).plusDays(30)
                        + " | https://errata.example/E-1"
                        + " | erratum E-1\n");
        // Unsigned: refused before the run, with verify's own finding.
        assertEquals(
                "bundle: nothing run, nothing signed: the waiver file " + waivers + " (waivers.txt in the bundle)"
                        + " would be refused by verify with the signing key: waivers.txt has no signature"
                        + " (waivers.txt.dsse.json); sign it with sign-waivers " + waivers
                        + " --sign-key <the same key>",
                refusedBundle(temp, waivers).strip());
        // Signed by another key.
        KeyPair stranger = Ed25519Keys.generate();
        Files.writeString(
                WaiverSignature.envelopeOf(waivers),
                WaiverSignature.sign(Files.readAllBytes(waivers), stranger.getPrivate(), stranger.getPublic())
                        .toJson());
        assertTrue(
                refusedBundle(temp, waivers).contains("waivers.txt.dsse.json: not signed by a trusted, unrevoked key"));
        // Signed by the lab, then edited.
        Files.writeString(
                WaiverSignature.envelopeOf(waivers),
                WaiverSignature.sign(Files.readAllBytes(waivers), lab.getPrivate(), lab.getPublic())
                        .toJson());
        Files.writeString(waivers, Files.readString(waivers).replace("erratum E-1", "erratum E-1 and all the rest"));
        assertTrue(refusedBundle(temp, waivers)
                .contains("waivers.txt is not the file waivers.txt.dsse.json signed (edited after signing?)"));
        // Signed by the lab for another device: found only once the run names its device, and still not signed.
        Files.writeString(
                waivers,
                "device: Other other-sim 1.0\n" + failing + " | "
                        + LocalDate.now(ZoneOffset.UTC).plusDays(30)
                        + " | https://errata.example/E-1"
                        + " | erratum E-1\n");
        assertEquals(
                0,
                SignWaiversCommand.run(List.of(waivers.toString(), "--sign-key", labKey.toString()), quiet(), quiet()));
        String refused = refusedBundle(temp, waivers);
        assertTrue(
                refused.contains("not signed, and no bundle is left: verify --trusted-key with key "
                        + Ed25519Keys.keyId(lab.getPublic()) + " would refuse it"),
                refused);
        assertTrue(
                refused.contains(
                        "waivers.txt is for Other other-sim 1.0, and this bundle's device is '" + device + "'"),
                refused);
    }

    @Test
    void aSignedRunWhoseWaiverFileNamesALookAlikeDeviceIsRefusedBeforeAnyCaseRuns(@TempDir Path temp)
            throws IOException {
        String device = ManifestJson.JSON
                .readTree(genuine.resolve(BundleLayout.MANIFEST).toFile())
                .path("device")
                .asText();
        int a = device.indexOf('A');
        assertTrue(a >= 0, device);
        // A Cyrillic A for the Latin one, and the device's own name with a blank after it.
        String lookAlike = device.substring(0, a) + "\u0410" + device.substring(a + 1);
        Path waivers = temp.resolve("waivers.txt");
        Files.writeString(
                waivers,
                "device: " + lookAlike + "\ndevice: " + device + " \n" + failing + " | "
                        + LocalDate.now(ZoneOffset.UTC).plusDays(30) + " | https://errata.example/E-1 | erratum E-1\n",
                StandardCharsets.UTF_8);
        // Signed all the same (sign-waivers refuses such a file): the run must not rely on the signature.
        Files.writeString(
                WaiverSignature.envelopeOf(waivers),
                WaiverSignature.sign(Files.readAllBytes(waivers), lab.getPrivate(), lab.getPublic())
                        .toJson());
        Path journal = temp.resolve("run.jsonl");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = BundleCommand.run(
                List.of(
                        "--out",
                        temp.resolve("signed").toString(),
                        "--sign-key",
                        labKey.toString(),
                        "--config",
                        Constants.DEVICE + "=flawed",
                        "--config",
                        "avs.device.flaw=fault-kind",
                        "--config",
                        Constants.WAIVERS + "=" + waivers,
                        "--config",
                        Constants.JOURNAL + "=" + journal),
                new PrintStream(out, true),
                new PrintStream(err, true),
                Clock.systemUTC());
        String said = err.toString(StandardCharsets.UTF_8);
        assertEquals(2, status, said);
        assertTrue(
                said.startsWith("bundle: nothing run, nothing signed: " + waivers + ":1: device: '"
                        + device.substring(0, a) + "\\u0410" + device.substring(a + 1) + "' holds \\u0410 at column "
                        + (a + 9) + ", which is not printable ASCII"),
                said);
        assertTrue(
                said.contains(waivers + ":2: device: '" + device + "' ends with a blank (\\u0020 at column "
                        + (device.length() + 9) + ")"),
                said);
        assertFalse(Files.exists(journal), "no case ran, none was journaled");
        assertFalse(out.toString(StandardCharsets.UTF_8).contains(" cases: "), "no case ran, none was reported");
        assertFalse(Files.exists(temp.resolve("signed")), "no bundle");

        ByteArrayOutputStream signing = new ByteArrayOutputStream();
        assertEquals(
                1,
                SignWaiversCommand.run(
                        List.of(waivers.toString(), "--sign-key", labKey.toString()),
                        quiet(),
                        new PrintStream(signing, true)));
        assertTrue(
                signing.toString(StandardCharsets.UTF_8)
                        .startsWith("sign-waivers: " + waivers + ":1: device: '" + device.substring(0, a) + "\\u0410"),
                signing::toString);
    }

    @Test
    void signWaiversRefusesAnExpiredWaiver(@TempDir Path temp) throws IOException {
        Path waivers = temp.resolve("waivers.txt");
        Files.writeString(
                waivers,
                "device: Acme acme-sim 4.2.1\n# expired\n" + failing
                        + " | 2024-01-31 | https://errata.example/E-1 | erratum E-1\n");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(
                1,
                SignWaiversCommand.run(
                        List.of(waivers.toString(), "--sign-key", labKey.toString()),
                        quiet(),
                        new PrintStream(err, true),
                        Clock.fixed(Instant.parse("2026-02-01T00:00:00Z"), ZoneOffset.UTC)));
        assertEquals(
                List.of(
                        "sign-waivers: " + waivers + ":3: expires: 2024-01-31 has passed (today is 2026-02-01);"
                                + " an expired waiver waives nothing: renew it with a new expiry after a review, or remove the line",
                        "sign-waivers: " + waivers + " is not signed; fix the lines above first"),
                err.toString(StandardCharsets.UTF_8).lines().toList());
        assertFalse(Files.exists(WaiverSignature.envelopeOf(waivers)));
    }

    /** Runs bundle --sign-key with the waiver file; it must exit 2 and leave nothing. Returns what it said. */
    private static String refusedBundle(Path temp, Path waivers) {
        Path out = temp.resolve("signed");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = BundleCommand.run(
                List.of(
                        "--out",
                        out.toString(),
                        "--sign-key",
                        labKey.toString(),
                        "--config",
                        Constants.DEVICE + "=flawed",
                        "--config",
                        "avs.device.flaw=fault-kind",
                        "--config",
                        Constants.WAIVERS + "=" + waivers),
                quiet(),
                new PrintStream(err, true),
                Clock.systemUTC());
        String said = err.toString(StandardCharsets.UTF_8);
        assertEquals(2, status, said);
        assertFalse(Files.exists(out) || Files.exists(temp.resolve("signed.zip")), "nothing is left: " + said);
        return said;
    }

    @Test
    void theVerifyCommandSaysWhetherItCheckedOriginJustBeforeTheVerdict(@TempDir Path temp) throws IOException {
        Path pub = temp.resolve("lab.pub.pem");
        Ed25519Keys.writePublic(pub, lab.getPublic());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(0, VerifyCommand.run(List.of("verify", genuine.toString()), new PrintStream(out), quiet()));
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        // The device, how it ran, the verdict and the totals (then the cases they name); who vouches for it comes
        // just before.
        int device = deviceLine(lines);
        assertTrue(
                lines.get(device - 1).startsWith("integrity only: who made this bundle was not checked"),
                lines.toString());
        assertTrue(lines.get(device + 1).startsWith("sandbox: not-applicable: "), lines.toString());
        assertTrue(lines.get(device + 2).startsWith("verdict: "), lines.toString());
        assertTrue(lines.get(device + 3).startsWith("totals: "), lines.toString());

        out.reset();
        assertEquals(
                0,
                VerifyCommand.run(
                        List.of("verify", genuine.toString(), "--trusted-key", pub.toString()),
                        new PrintStream(out),
                        quiet()));
        lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertTrue(
                lines.get(deviceLine(lines) - 1)
                        .endsWith("signed by trusted key " + Ed25519Keys.keyId(lab.getPublic())),
                lines.toString());
    }

    /** The index of verify's {@code device: } line, the first of the lines that say what the bundle proves. */
    private static int deviceLine(List<String> lines) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("device: ")) {
                return i;
            }
        }
        throw new AssertionError("no device line: " + lines);
    }

    @Test
    void everyWrittenFormOfARevokedKeyRevokesItAndAnUnreadableOneIsAUsageError(@TempDir Path temp) throws IOException {
        Path pub = temp.resolve("lab.pub.pem");
        Ed25519Keys.writePublic(pub, lab.getPublic());
        String id = Ed25519Keys.keyId(lab.getPublic());
        List<String> trusting = List.of("verify", genuine.toString(), "--trusted-key", pub.toString());
        for (String form : List.of(id, "sha256:" + id, id.toUpperCase(Locale.ROOT), " " + id + " ")) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            assertEquals(
                    1, VerifyCommand.run(concat(trusting, "--revoked-key", form), new PrintStream(out), quiet()), form);
            assertTrue(
                    out.toString(StandardCharsets.UTF_8).contains("signed by key " + id + ", which is revoked"),
                    form + ": " + out);
        }
        Path file = temp.resolve("revoked.txt");
        Files.write(
                file, ("\uFEFF# revoked keys\r\nsha256:" + id + "  # leaked\r\n\r\n").getBytes(StandardCharsets.UTF_8));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(
                1,
                VerifyCommand.run(concat(trusting, "--revoked-keys", file.toString()), new PrintStream(out), quiet()),
                out::toString);

        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(
                2,
                VerifyCommand.run(
                        concat(trusting, "--revoked-key", id.substring(0, 60)), quiet(), new PrintStream(err, true)));
        assertTrue(
                err.toString(StandardCharsets.UTF_8)
                        .startsWith(
                                "verify: --revoked-key '" + id.substring(0, 60)
                                        + "' is not a key id (64 hex digits as keygen prints it, with or without 'sha256:' before them)"),
                err::toString);
        Files.writeString(file, "# revoked keys\n" + id + "\nkey-" + id + "\n");
        err.reset();
        assertEquals(
                2,
                VerifyCommand.run(
                        concat(trusting, "--revoked-keys", file.toString()), quiet(), new PrintStream(err, true)));
        assertTrue(
                err.toString(StandardCharsets.UTF_8)
                        .startsWith("verify: " + file + ":3: 'key-" + id + "' is not a key id\n"),
                err::toString);
        err.reset();
        assertEquals(
                2,
                VerifyCommand.run(
                        List.of("verify", genuine.toString(), "--revoked-key", id),
                        quiet(),
                        new PrintStream(err, true)));
        assertTrue(
                err.toString(StandardCharsets.UTF_8).contains("without --trusted-key no signature is checked"),
                err::toString);
    }

    @Test
    void aRevocationListThatNamesNoKeyOrCannotBeReadIsAUsageError(@TempDir Path temp) throws IOException {
        Path pub = temp.resolve("lab.pub.pem");
        Ed25519Keys.writePublic(pub, lab.getPublic());
        List<String> trusting = List.of("verify", genuine.toString(), "--trusted-key", pub.toString());
        Path empty = Files.writeString(temp.resolve("empty.txt"), "");
        Path comments = Files.writeString(temp.resolve("comments.txt"), "# revoked keys\r\n\r\n# none yet\r\n");
        Path binary = Files.write(temp.resolve("binary.txt"), new byte[] {(byte) 0xC3, 0x28, '\n'});
        Map<Path, String> said = Map.of(
                empty,
                "holds no key id; a revocation list names each key it revokes",
                comments,
                "holds no key id; a revocation list names each key it revokes",
                binary,
                "not UTF-8 text",
                temp.resolve("missing.txt"),
                "no such file");
        for (Map.Entry<Path, String> file : said.entrySet()) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            assertEquals(
                    2,
                    VerifyCommand.run(
                            concat(trusting, "--revoked-keys", file.getKey().toString()),
                            new PrintStream(out, true),
                            new PrintStream(err, true)),
                    file.getKey() + ": " + out);
            String error = err.toString(StandardCharsets.UTF_8);
            assertTrue(error.startsWith("verify: " + file.getKey() + ": " + file.getValue()), error);
            assertTrue(
                    error.contains("verify: --revoked-keys " + file.getKey() + " is not a list of key ids, one a line"),
                    error);
            assertFalse(out.toString(StandardCharsets.UTF_8).contains("verified"), "nothing verified: " + out);
        }
    }

    @Test
    void aBundleZipWithACommentAndTheResourceForksOfMacOsVerifiesSayingWhatWasIgnored(@TempDir Path temp)
            throws IOException {
        // The genuine archive as macOS Finder would pack its folder, with a comment some tool added.
        Path repacked = temp.resolve("genuine.zip");
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(shared.resolve("genuine.zip")));
                ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(repacked))) {
            for (ZipEntry entry = in.getNextEntry(); entry != null; entry = in.getNextEntry()) {
                out.putNextEntry(new ZipEntry(entry.getName()));
                in.transferTo(out);
                String name = entry.getName();
                if (name.equals("genuine/" + BundleLayout.MANIFEST)) {
                    out.putNextEntry(new ZipEntry("__MACOSX/genuine/._" + BundleLayout.MANIFEST));
                    out.write("Mac OS X        ATTR".getBytes(StandardCharsets.US_ASCII));
                    out.putNextEntry(new ZipEntry("genuine/._" + BundleLayout.SEAL));
                    out.write("Mac OS X        ATTR".getBytes(StandardCharsets.US_ASCII));
                }
            }
            out.setComment("packed on a Mac");
        }
        Path pub = temp.resolve("lab.pub.pem");
        Ed25519Keys.writePublic(pub, lab.getPublic());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(
                0,
                VerifyCommand.run(
                        List.of("verify", repacked.toString(), "--trusted-key", pub.toString()),
                        new PrintStream(out, true),
                        quiet()),
                out::toString);
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertEquals(
                "ignored: the archive's comment (15 bytes) and 2 macOS resource forks (__MACOSX/, ._<name>): not part"
                        + " of the bundle, never read",
                lines.get(0));
        assertTrue(
                lines.stream()
                        .anyMatch(l -> l.startsWith("verified: " + repacked + " (seal ")
                                && l.contains("signed by trusted key " + Ed25519Keys.keyId(lab.getPublic()))),
                lines.toString());
    }

    private static List<String> concat(List<String> head, String... tail) {
        return Stream.concat(head.stream(), Stream.of(tail)).toList();
    }

    @Test
    void aDeviceIdentityThatWouldPrintLinesOfItsOwnIsRefusedAndShownOnOneLine(@TempDir Path temp) throws IOException {
        Path bundle = copy(temp);
        Path manifestFile = bundle.resolve(BundleLayout.MANIFEST);
        ObjectNode manifest = (ObjectNode) ManifestJson.JSON.readTree(manifestFile.toFile());
        String forged = "Acme\nverdict: conforms\n\u001b[32mtotals: 13 pass</p><script>x()</script>";
        manifest.put("device", forged);
        Files.writeString(manifestFile, ManifestJson.JSON.writeValueAsString(manifest));
        FileDigests.seal(bundle);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(1, VerifyCommand.run(List.of("verify", bundle.toString()), new PrintStream(out), quiet()));
        List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
        assertTrue(
                lines.contains("  manifest.json: device: 'Acme\\u000Averdict: conforms\\u000A\\u001B[32mtotals: 13 pass"
                        + "</p><script>x()</script>' is not a device identity: holds U+000A at index 4, which is not printable;"
                        + " an identity is printable text of at most 128 characters a part"),
                lines.toString());
        assertTrue(
                lines.stream()
                        .noneMatch(l -> l.startsWith("verdict:") || l.startsWith("totals:") || l.contains("\u001b")),
                lines.toString());
    }

    /** Flips a case to pass in the manifest, its Allure result, its JUnit XML test case and the summary. */
    /** The manifest's statuses by AVS id. */
    private static Map<String, String> statuses(JsonNode manifest) {
        Map<String, String> statuses = new TreeMap<>();
        manifest.path("results")
                .forEach(r ->
                        statuses.put(r.path("id").asText(), r.path("status").asText()));
        return statuses;
    }

    private static void flipToPass(Path bundle, String id) throws IOException {
        Path manifestFile = bundle.resolve(BundleLayout.MANIFEST);
        JsonNode manifest = ManifestJson.JSON.readTree(manifestFile.toFile());
        for (JsonNode result : manifest.path("results")) {
            if (result.path("id").asText().equals(id)) {
                ((ObjectNode) result).put("status", "pass");
            }
        }
        Files.writeString(manifestFile, ManifestJson.JSON.writeValueAsString(manifest));
        Path summaryFile = bundle.resolve(BundleSummary.FILE);
        JsonNode summary = ManifestJson.JSON.readTree(summaryFile.toFile());
        for (JsonNode line : summary.path("cases")) {
            if (line.path("id").asText().equals(id)) {
                ((ObjectNode) line).put("status", "pass");
            }
        }
        ObjectNode totals = (ObjectNode) summary.path("totals");
        totals.put("pass", totals.path("pass").asInt() + 1)
                .put("fail", totals.path("fail").asInt() - 1);
        Files.writeString(summaryFile, ManifestJson.JSON.writeValueAsString(summary));
        try (Stream<Path> files = Files.list(bundle.resolve(BundleLayout.ALLURE_RESULTS))) {
            for (Path file :
                    files.filter(f -> f.toString().endsWith("-result.json")).toList()) {
                JsonNode result = ManifestJson.JSON.readTree(file.toFile());
                if (result.path("fullName").asText().equals(id)) {
                    ((ObjectNode) result).put("status", "passed");
                    Files.writeString(file, ManifestJson.JSON.writeValueAsString(result));
                }
                if (result.path("fullName").asText().equals(RunVerdictResult.FULL_NAME)) {
                    // The verdict result follows the flipped statuses, as a thorough forger makes it.
                    ((ObjectNode) result)
                            .put(
                                    "name",
                                    RunVerdictResult.NAME_PREFIX
                                            + RunVerdict.of(Verification.totalsOf(statuses(manifest)))
                                                    .text());
                    Files.writeString(file, ManifestJson.JSON.writeValueAsString(result));
                }
            }
        }
        try (Stream<Path> files = Files.list(bundle.resolve(BundleLayout.SUREFIRE_REPORTS))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".xml")).toList()) {
                String xml = Files.readString(file);
                Matcher tag =
                        Pattern.compile("<testcase [^>]*name=\"" + id + "\"").matcher(xml);
                if (tag.find()) {
                    int start = tag.start();
                    int end = xml.indexOf("</testcase>", start);
                    String testCase = xml.substring(start, end);
                    String passed = testCase.replaceAll("(?s)<failure[^>]*/>|<failure.*?</failure>", "");
                    Files.writeString(file, xml.substring(0, start) + passed + xml.substring(end));
                }
            }
        }
    }

    private static String line(Path evidence, String id) throws IOException {
        return Files.readAllLines(evidence).stream()
                .filter(l -> l.startsWith("{\"id\":\"" + id + "\""))
                .findFirst()
                .orElseThrow();
    }

    private static TrustPolicy trusting(KeyPair pair) {
        return new TrustPolicy(List.of(pair.getPublic()), Set.of());
    }

    private static Path copy(Path temp) throws IOException {
        return BundleFolders.copy(genuine, temp.resolve("bundle"));
    }

    private static PrintStream quiet() {
        return new PrintStream(new ByteArrayOutputStream());
    }
}
