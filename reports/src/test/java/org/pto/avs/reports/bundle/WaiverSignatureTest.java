package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.attest.Ed25519Keys;

/** A waived result counts in a certification only when a trusted key signed the very waiver file that waived it. */
class WaiverSignatureTest {

    private static final String ID = "PTO-AVS-BLOCK-B-IOS-STREAM-001";
    private static final String EXPIRES =
            LocalDate.now(ZoneOffset.UTC).plusDays(30).toString();
    private static final String LINK = "https://errata.example/E-7";
    private static final String DEVICE = "Acme acme-sim 4.2.1";
    private static final String WAIVERS =
            "device: " + DEVICE + "\n" + ID + " | " + EXPIRES + " | " + LINK + " | Erratum E-7\n";
    private static final String REFUSED =
            ID + ": waived by a waiver file that no trusted key signed; the case is " + "non-conforming";

    private final KeyPair trusted = Ed25519Keys.generate();
    private final KeyPair stranger = Ed25519Keys.generate();
    private final TrustPolicy policy = new TrustPolicy(List.of(trusted.getPublic()), Set.of());

    private static byte[] envelope(String text, KeyPair key) {
        return WaiverSignature.sign(text.getBytes(StandardCharsets.UTF_8), key.getPrivate(), key.getPublic())
                .toJson()
                .getBytes(StandardCharsets.UTF_8);
    }

    private static JsonNode manifest() {
        return manifest(DEVICE);
    }

    private static JsonNode manifest(String device) {
        ObjectNode manifest = new ObjectMapper().createObjectNode();
        manifest.put("waiver_file", BundleLayout.WAIVERS)
                .put("start", Instant.now().toString())
                .put("device", device);
        manifest.putArray("waivers")
                .addObject()
                .put("id", ID)
                .put("use", "applied")
                .put("expires", EXPIRES)
                .put("link", LINK)
                .put("reason", "Erratum E-7");
        return manifest;
    }

    private static BundleWaivers waivers(String text, byte[] envelope, TrustPolicy trust) {
        return waivers(text, envelope, trust, DEVICE);
    }

    private static BundleWaivers waivers(String text, byte[] envelope, TrustPolicy trust, String device) {
        Map<String, byte[]> files = new HashMap<>();
        files.put(BundleLayout.WAIVERS, text.getBytes(StandardCharsets.UTF_8));
        if (envelope != null) {
            files.put(WaiverSignature.BUNDLE_ENVELOPE, envelope);
        }
        return new BundleWaivers(new BundleFiles(files), manifest(device), trust);
    }

    private static List<String> findings(BundleWaivers waivers) throws Exception {
        List<String> findings = new ArrayList<>();
        waivers.check(Map.of(ID, "waived"), findings);
        return findings;
    }

    @Test
    void aFileSignedByTheTrustedKeyCountsAndVerifyListsItsSigner() throws Exception {
        BundleWaivers waivers = waivers(WAIVERS, envelope(WAIVERS, trusted), policy);

        assertEquals(List.of(), findings(waivers));
        assertEquals(
                List.of(ID + " | " + EXPIRES + " | " + LINK + " | " + Ed25519Keys.keyId(trusted.getPublic()) + " | for "
                        + DEVICE),
                waivers.used());
    }

    @Test
    void anUnsignedFileIsRefused() throws Exception {
        BundleWaivers waivers = waivers(WAIVERS, null, policy);

        assertEquals(List.of("waivers.txt has no signature (waivers.txt.dsse.json)", REFUSED), findings(waivers));
        assertEquals(List.of(), waivers.used());
    }

    @Test
    void aSelfSignedFileIsRefused() throws Exception {
        assertEquals(
                List.of("waivers.txt.dsse.json: not signed by a trusted, unrevoked key", REFUSED),
                findings(waivers(WAIVERS, envelope(WAIVERS, stranger), policy)));
    }

    @Test
    void aFileEditedAfterSigningIsRefused() throws Exception {
        String edited =
                WAIVERS + "PTO-AVS-BLOCK-B-IOS-MASK-CONSISTENCY-001 | " + EXPIRES + " | " + LINK + " | slipped in\n";

        assertEquals(
                List.of("waivers.txt is not the file waivers.txt.dsse.json signed (edited after signing?)", REFUSED),
                findings(waivers(edited, envelope(WAIVERS, trusted), policy)));
    }

    @Test
    void aFileSignedForAnotherDeviceCountsAsUnsignedInThisDevicesBundle() throws Exception {
        BundleWaivers waivers = waivers(WAIVERS, envelope(WAIVERS, trusted), policy, "Rival rival-sim 1.0");

        assertEquals(
                List.of(
                        "waivers.txt is for " + DEVICE + ", and this bundle's device is 'Rival rival-sim 1.0':"
                                + " its signature vouches for no waiver on this device",
                        REFUSED),
                findings(waivers));
        assertEquals(List.of(), waivers.used());
    }

    @Test
    void aSignedFileThatNamesNoDeviceCountsAsUnsigned() throws Exception {
        String unbound = WAIVERS.substring(WAIVERS.indexOf('\n') + 1);
        assertEquals(
                List.of(
                        "waivers.txt names no device (a line 'device: <vendor> <name> <version>'): its signature"
                                + " vouches for no waiver on this device",
                        REFUSED),
                findings(waivers(unbound, envelope(unbound, trusted), policy)));
    }

    @Test
    void aRevokedKeyVouchesForNothing() throws Exception {
        TrustPolicy revoked =
                new TrustPolicy(List.of(trusted.getPublic()), Set.of(Ed25519Keys.keyId(trusted.getPublic())));
        assertTrue(
                findings(waivers(WAIVERS, envelope(WAIVERS, trusted), revoked)).contains(REFUSED));
    }

    @Test
    void withoutTrustedKeysOnlyIntegrityIsChecked() throws Exception {
        BundleWaivers waivers = waivers(WAIVERS, null, TrustPolicy.INTEGRITY_ONLY);
        assertEquals(List.of(), findings(waivers));
        assertEquals(
                List.of(ID + " | " + EXPIRES + " | " + LINK + " | " + BundleWaivers.UNCHECKED + " | for " + DEVICE),
                waivers.used());
    }

    @Test
    void aWaiverPastTheBoundIsRefusedEvenWhenSigned() throws Exception {
        String forever = WAIVERS.replace(EXPIRES, "9999-12-31");
        List<String> findings = findings(waivers(forever, envelope(forever, trusted), policy));
        assertTrue(
                findings.contains(ID + ": waived, but the bundle's waivers.txt has no waiver for it"),
                findings.toString());
    }

    @Test
    void signWaiversWritesAnEnvelopeTheBundleCopiesAndTheVerifierTrusts(@TempDir Path dir) throws Exception {
        Path key = dir.resolve("key.pem");
        Ed25519Keys.writePrivate(key, trusted);
        Path publicKey = dir.resolve("key.pub.pem");
        Ed25519Keys.writePublic(publicKey, trusted.getPublic());
        Path file = Files.writeString(dir.resolve("acme-waivers.txt"), WAIVERS);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();

        int status = SignWaiversCommand.run(
                List.of(file.toString(), "--sign-key", key.toString()),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains(Ed25519Keys.keyId(trusted.getPublic())));
        Path bundle = Files.createDirectory(dir.resolve("bundle"));
        WaiverSignature.copyInto(bundle, file);
        assertEquals(WAIVERS, Files.readString(bundle.resolve(BundleLayout.WAIVERS)));
        BundleFiles files = BundleFiles.fromDirectory(bundle);
        List<String> findings = new ArrayList<>();
        new BundleWaivers(files, manifest(), policy).check(Map.of(ID, "waived"), findings);
        assertEquals(List.of(), findings);
    }

    @Test
    void signWaiversRefusesAFileWithProblemsAndBadUsage(@TempDir Path dir) throws Exception {
        Path key = dir.resolve("key.pem");
        Ed25519Keys.writePrivate(key, trusted);
        Path file = Files.writeString(dir.resolve("w.txt"), ID + " | 9999-12-31 | javascript:alert(1) | x\n");
        PrintStream sink = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);

        assertEquals(1, SignWaiversCommand.run(List.of(file.toString(), "--sign-key", key.toString()), sink, sink));
        assertFalse(Files.exists(WaiverSignature.envelopeOf(file)));
        Path unbound = Files.writeString(dir.resolve("unbound.txt"), WAIVERS.substring(WAIVERS.indexOf('\n') + 1));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(
                1,
                SignWaiversCommand.run(
                        List.of(unbound.toString(), "--sign-key", key.toString()),
                        sink,
                        new PrintStream(err, true, StandardCharsets.UTF_8)));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains(unbound + " names no device;"), err::toString);
        assertFalse(Files.exists(WaiverSignature.envelopeOf(unbound)));
        assertEquals(2, SignWaiversCommand.run(List.of(file.toString()), sink, sink));
    }
}
