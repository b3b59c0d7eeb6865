package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.attest.Ed25519Keys;
import org.pto.avs.reports.fixture.BundleFolders;

/**
 * A bundle's sandbox state cannot be made better than the signer vouched for: a manifest changed to say sandboxed
 * after signing is refused naming both states, a signed manifest whose state contradicts what its device applied is
 * refused, and a manifest that says nothing (a bundle of before) verifies but never passes {@code --require-sandbox}.
 */
class SandboxForgeryTest {

    private static final String SANDBOXED_HOW = "bubblewrap 0.8.0; as uid 65534; no capabilities";

    @TempDir
    static Path shared;

    private static Path genuine;
    private static KeyPair lab;
    private static Path labPub;

    @BeforeAll
    static void signABundleOfTheInProcessReference() throws IOException {
        lab = Ed25519Keys.generate();
        Path labKey = shared.resolve("lab.key.pem");
        labPub = shared.resolve("lab.pub.pem");
        Ed25519Keys.writePrivate(labKey, lab);
        Ed25519Keys.writePublic(labPub, lab.getPublic());
        genuine = shared.resolve("genuine");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = BundleCommand.run(
                List.of("--out", genuine.toString(), "--sign-key", labKey.toString()),
                new PrintStream(out, true),
                new PrintStream(out, true));
        assertEquals(0, status, out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void theInProcessReferenceIsNotApplicableAndRequireSandboxRefusesIt() throws IOException {
        JsonNode sandbox = AppliedSandboxBundleTest.manifest(genuine).path("sandbox");
        assertEquals(SandboxState.NOT_APPLICABLE, sandbox.path("state").asText(), sandbox::toString);
        assertEquals(sandbox, AppliedSandboxBundleTest.signedPredicate(genuine).path("sandbox"));

        AppliedSandboxBundleTest.Verified plain =
                AppliedSandboxBundleTest.verify(genuine, "--trusted-key", labPub.toString());
        assertEquals(0, plain.status(), plain.out());
        assertEquals("sandbox: not-applicable: " + sandbox.path("why").asText(), plain.sandboxLine());
        List<String> lines = plain.out().lines().toList();
        int device = lines.indexOf(plain.sandboxLine()) - 1;
        assertTrue(lines.get(device).startsWith("device: "), "the sandbox follows the device: " + lines);

        AppliedSandboxBundleTest.Verified required =
                AppliedSandboxBundleTest.verify(genuine, "--trusted-key", labPub.toString(), "--require-sandbox");
        assertEquals(VerifyCommand.NOT_SANDBOXED, required.status(), required.out());
    }

    @Test
    void aManifestMadeToSaySandboxedAfterSigningIsRefusedNamingWhatTheSignerVouchedFor(@TempDir Path temp)
            throws IOException {
        Path bundle = copy(temp);
        String vouched = AppliedSandboxBundleTest.manifest(genuine)
                .path("sandbox")
                .path("why")
                .asText();
        editManifest(bundle, manifest -> {
            manifest.set("sandbox", new SandboxState(SandboxState.SANDBOXED, SANDBOXED_HOW, List.of()).json());
            ((ObjectNode) manifest.path("applied"))
                    .put("avs.device.sandbox", "bwrap")
                    .put("avs.device.sandbox-detail", SANDBOXED_HOW);
        });
        FileDigests.seal(bundle);

        AppliedSandboxBundleTest.Verified verified =
                AppliedSandboxBundleTest.verify(bundle, "--trusted-key", labPub.toString(), "--require-sandbox");
        assertEquals(1, verified.status(), verified.out());
        assertTrue(
                verified.out()
                        .contains("  attestations/conformance-run.dsse.json: the signed predicate says sandbox"
                                + " not-applicable: " + vouched + ", manifest.json says sandboxed: " + SANDBOXED_HOW),
                verified.out());
        assertTrue(verified.out().startsWith("NOT verified: "), verified.out());
        // Integrity alone refuses it too: the attestations it carries say otherwise.
        assertTrue(
                BundleVerifier.forClasspath().verify(bundle).findings().stream()
                        .anyMatch(f -> f.contains("the signed predicate says sandbox not-applicable")),
                "integrity only");
    }

    @Test
    void aSignedManifestWhoseSandboxContradictsWhatTheDeviceAppliedIsRefused(@TempDir Path temp) throws IOException {
        Path bundle = copy(temp);
        // Made by a writer that holds the key: its predicate agrees with its manifest, its manifest not with itself.
        editManifest(
                bundle,
                manifest -> manifest.set(
                        "sandbox", new SandboxState(SandboxState.SANDBOXED, SANDBOXED_HOW, List.of()).json()));
        BundleFolders.delete(bundle.resolve(BundleAttestations.FOLDER));
        BundleAttestations.sign(bundle, lab.getPrivate(), lab.getPublic());
        FileDigests.seal(bundle);

        AppliedSandboxBundleTest.Verified verified =
                AppliedSandboxBundleTest.verify(bundle, "--trusted-key", labPub.toString());
        assertEquals(1, verified.status(), verified.out());
        assertTrue(
                verified.out()
                        .contains("  manifest.json: sandbox says sandboxed: " + SANDBOXED_HOW
                                + ", but applied.avs.device.sandbox says nothing: the manifest contradicts itself"),
                verified.out());
    }

    @Test
    void aBundleThatDoesNotSayHowItsDeviceRanVerifiesButNeverPassesRequireSandbox(@TempDir Path temp)
            throws IOException {
        Path bundle = copy(temp);
        editManifest(bundle, manifest -> manifest.remove("sandbox"));
        BundleFolders.delete(bundle.resolve(BundleAttestations.FOLDER));
        BundleAttestations.sign(bundle, lab.getPrivate(), lab.getPublic());
        FileDigests.seal(bundle);

        AppliedSandboxBundleTest.Verified plain =
                AppliedSandboxBundleTest.verify(bundle, "--trusted-key", labPub.toString());
        assertEquals(0, plain.status(), plain.out());
        assertTrue(plain.sandboxLine().startsWith("sandbox: not recorded: "), plain.out());
        AppliedSandboxBundleTest.Verified required =
                AppliedSandboxBundleTest.verify(bundle, "--trusted-key", labPub.toString(), "--require-sandbox");
        assertEquals(VerifyCommand.NOT_SANDBOXED, required.status(), required.out());

        // Taken out of a signed bundle's manifest, it is a manifest changed after signing.
        Path stripped = copy(temp.resolve("stripped"));
        editManifest(stripped, manifest -> manifest.remove("sandbox"));
        FileDigests.seal(stripped);
        AppliedSandboxBundleTest.Verified refused =
                AppliedSandboxBundleTest.verify(stripped, "--trusted-key", labPub.toString());
        assertEquals(1, refused.status(), refused.out());
        assertTrue(refused.out().contains(", manifest.json says nothing"), refused.out());
    }

    private interface ManifestEdit {
        void apply(ObjectNode manifest);
    }

    private static void editManifest(Path bundle, ManifestEdit edit) throws IOException {
        Path file = bundle.resolve(BundleLayout.MANIFEST);
        ObjectNode manifest = (ObjectNode) ManifestJson.JSON.readTree(file.toFile());
        edit.apply(manifest);
        Files.writeString(file, ManifestJson.JSON.writeValueAsString(manifest) + "\n", StandardCharsets.UTF_8);
    }

    private static Path copy(Path temp) throws IOException {
        return BundleFolders.copy(genuine, temp.resolve("bundle"));
    }
}
