package org.pto.avs.reports.bundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
import org.pto.avs.reports.attest.DsseEnvelope;
import org.pto.avs.reports.attest.Ed25519Keys;
import org.pto.avs.reports.attest.InTotoStatement;
import org.pto.avs.results.Constants;

/**
 * The manifest and the signed conformance-run predicate say how the process device ran, next to
 * {@code avs.device.sandbox} as configured ({@code auto} is what was asked, not what ran); {@code verify} prints it
 * and {@code --require-sandbox} accepts only a sandboxed device. A signing run asks for the sandbox unless the run
 * says {@code off}, and then the bundle says unsandboxed, and why.
 */
class AppliedSandboxBundleTest {

    static final Path PYTHON_DEVICE = Path.of("../device-adapters/examples/python-device/device.py")
            .toAbsolutePath()
            .normalize();
    private static final String SANDBOX = Constants.DEVICE_SETTINGS_PREFIX + "sandbox";

    @TempDir
    static Path shared;

    private static KeyPair lab;
    private static Path labKey;
    private static Path labPub;

    @TempDir
    Path dir;

    @BeforeAll
    static void makeTheLabsKey() throws IOException {
        lab = Ed25519Keys.generate();
        labKey = shared.resolve("lab.key.pem");
        labPub = shared.resolve("lab.pub.pem");
        Ed25519Keys.writePrivate(labKey, lab);
        Ed25519Keys.writePublic(labPub, lab.getPublic());
    }

    /** The bundle command's arguments for the example Python device, then {@code more}. */
    static List<String> pythonDevice(Path out, String... more) {
        assumeTrue(Files.isRegularFile(PYTHON_DEVICE), PYTHON_DEVICE + " is missing");
        assumeTrue(python3Runs(), "python3 runs the example device");
        List<String> args = new ArrayList<>(List.of(
                "--out",
                out.toString(),
                "--config",
                Constants.DEVICE + "=process",
                "--config",
                Constants.DEVICE_SETTINGS_PREFIX + "command=[\"python3\",\"" + PYTHON_DEVICE + "\"]"));
        args.addAll(List.of(more));
        return args;
    }

    private static Path bundle(Path out, String... more) throws IOException {
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = BundleCommand.run(pythonDevice(out, more), new PrintStream(console, true), new PrintStream(err));
        // Written, whether the example device conforms or not; 2 would be a run that wrote no bundle.
        assertTrue(status == 0 || status == 1, () -> "exit " + status + ": " + console + err);
        // The bundle command says how the device ran, as the manifest records it.
        SandboxState recorded =
                SandboxState.parse(manifest(out).path("sandbox")).orElseThrow();
        assertTrue(
                console.toString(StandardCharsets.UTF_8).contains("\nSandbox: " + recorded.line() + "\n"),
                console::toString);
        return out;
    }

    static JsonNode manifest(Path bundle) throws IOException {
        return new ObjectMapper().readTree(bundle.resolve(BundleLayout.MANIFEST).toFile());
    }

    /** The predicate of the signed conformance-run statement. */
    static JsonNode signedPredicate(Path bundle) throws IOException {
        DsseEnvelope envelope = DsseEnvelope.parse(Files.readAllBytes(bundle.resolve(BundleAttestations.RUN)));
        return InTotoStatement.parse(envelope.payload()).predicate();
    }

    /** What {@code verify} prints and its exit status. */
    record Verified(int status, String out) {
        String sandboxLine() {
            return out.lines()
                    .filter(l -> l.startsWith("sandbox: "))
                    .findFirst()
                    .orElse("");
        }
    }

    static Verified verify(Path bundle, String... more) {
        List<String> args = new ArrayList<>(List.of("verify", bundle.toString()));
        args.addAll(List.of(more));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = VerifyCommand.run(args, new PrintStream(out, true), new PrintStream(new ByteArrayOutputStream()));
        return new Verified(status, out.toString(StandardCharsets.UTF_8));
    }

    private static boolean python3Runs() {
        try {
            return new ProcessBuilder("python3", "--version").start().waitFor() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    @Test
    void sandboxAutoIsRecordedWithHowTheDeviceRan() throws IOException {
        JsonNode manifest = manifest(bundle(dir.resolve("bundle")));
        assertEquals("auto", manifest.path("configuration").path(SANDBOX).asText(), manifest::toPrettyString);
        String applied = manifest.path("applied").path(SANDBOX).asText();
        assertTrue(Set.of("bwrap", "off").contains(applied), manifest::toPrettyString);
        String state = manifest.path("sandbox").path("state").asText();
        assertEquals(applied.equals("bwrap") ? "sandboxed" : "unsandboxed", state, manifest::toPrettyString);
        assertFalse(
                manifest.path("sandbox")
                        .path(state.equals("sandboxed") ? "how" : "why")
                        .asText()
                        .isBlank(),
                manifest::toPrettyString);
    }

    @Test
    void aSignedRunWithTheSandboxOffSaysUnsandboxedAndWhyAndRequireSandboxRefusesIt() throws IOException {
        Path bundle = bundle(dir.resolve("off"), "--sign-key", labKey.toString(), "--config", SANDBOX + "=off");
        JsonNode manifest = manifest(bundle);
        assertEquals("off", manifest.path("configuration").path(SANDBOX).asText());
        assertEquals("off", manifest.path("applied").path(SANDBOX).asText(), manifest::toPrettyString);
        JsonNode sandbox = manifest.path("sandbox");
        assertEquals("unsandboxed", sandbox.path("state").asText(), sandbox::toString);
        String why = sandbox.path("why").asText();
        // The device's own words when it gives them, and never a claim it did not make.
        assertEquals(manifest.path("applied").path(SANDBOX + "-detail").asText(SandboxState.NOT_STATED), why);
        assertEquals(sandbox, signedPredicate(bundle).path("sandbox"), "the signer vouches for how the device ran");

        Verified plain = verify(bundle, "--trusted-key", labPub.toString());
        assertEquals(0, plain.status(), plain.out());
        assertEquals("sandbox: unsandboxed: " + why, plain.sandboxLine(), plain.out());

        Verified required = verify(bundle, "--trusted-key", labPub.toString(), "--require-sandbox");
        assertEquals(VerifyCommand.NOT_SANDBOXED, required.status(), required.out());
        assertTrue(
                required.out()
                        .contains("--require-sandbox: the bundle is authentic, but its device did not run in the"
                                + " harness's sandbox (unsandboxed: " + why + ")"),
                required.out());
    }

    @Test
    void aSigningRunAsksForTheSandboxAndIsSandboxedOrSaysHowToSignWithoutIt() throws IOException {
        Path out = dir.resolve("signed");
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = BundleCommand.run(
                pythonDevice(out, "--sign-key", labKey.toString()),
                new PrintStream(console, true),
                new PrintStream(err, true));
        if (status == 2) {
            // Where bubblewrap cannot make a sandbox, a signed run is a setup error, never an unsandboxed bundle.
            String said = err.toString(StandardCharsets.UTF_8);
            assertTrue(said.contains(SANDBOX + "=bwrap"), said);
            assertTrue(said.contains("bundle: " + CertificationSandbox.UNSANDBOXED_ON_PURPOSE), said);
            assertFalse(Files.exists(out), "no bundle is left");
            return;
        }
        assertTrue(status == 0 || status == 1, () -> "exit " + status + ": " + console + err);
        JsonNode manifest = manifest(out);
        assertEquals("bwrap", manifest.path("configuration").path(SANDBOX).asText(), manifest::toPrettyString);
        assertEquals("bwrap", manifest.path("applied").path(SANDBOX).asText(), manifest::toPrettyString);
        JsonNode sandbox = manifest.path("sandbox");
        assertEquals("sandboxed", sandbox.path("state").asText(), sandbox::toString);
        String how = sandbox.path("how").asText();
        assertEquals(manifest.path("applied").path(SANDBOX + "-detail").asText(SandboxState.NOT_STATED), how);
        assertEquals(sandbox, signedPredicate(out).path("sandbox"));

        Verified required = verify(out, "--trusted-key", labPub.toString(), "--require-sandbox");
        assertEquals(0, required.status(), required.out());
        assertEquals("sandbox: sandboxed: " + how, required.sandboxLine(), required.out());
    }
}
