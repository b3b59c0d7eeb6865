package org.pto.avs.reports.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.reports.attest.Ed25519Keys;
import org.pto.avs.reports.bundle.BundleVerifier;
import org.pto.avs.reports.bundle.CertificationSandbox;
import org.pto.avs.reports.bundle.Verification;
import org.pto.avs.reports.fixture.ShippedSuite;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;

/**
 * Each journaled case says how the process device ran it, so a merged bundle says how its parts ran: as they did
 * when they all ran alike, and every way with its cases when they did not, never sandboxed unless every part was.
 */
class SandboxMergeTest {

    private static final Path PYTHON_DEVICE = Path.of("../device-adapters/examples/python-device/device.py")
            .toAbsolutePath()
            .normalize();
    private static final String SANDBOX = Constants.DEVICE_SETTINGS_PREFIX + "sandbox";

    @TempDir
    static Path parts;

    private static Path first;
    private static Path second;

    @TempDir
    Path dir;

    @BeforeAll
    static void runTwoPartsUnsandboxed() {
        assumeTrue(Files.isRegularFile(PYTHON_DEVICE), PYTHON_DEVICE + " is missing");
        assumeTrue(python3Runs(), "python3 runs the example device");
        first = part(1, "off");
        second = part(2, "off");
    }

    private static Path part(int index, String sandbox) {
        Path journal = parts.resolve("part" + index + "-" + sandbox + ".jsonl");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = PartCommand.run(
                List.of(
                        "--journal",
                        journal.toString(),
                        "--config",
                        Constants.SHARD + "=" + index + "/2",
                        "--config",
                        Constants.DEVICE + "=process",
                        "--config",
                        Constants.DEVICE_SETTINGS_PREFIX + "command=[\"python3\",\"" + PYTHON_DEVICE + "\"]",
                        "--config",
                        SANDBOX + "=" + sandbox),
                new PrintStream(out, true),
                new PrintStream(out, true),
                Map.of());
        assertTrue(status == 0 || status == 1, () -> "exit " + status + ": " + out);
        return journal;
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

    private JsonNode merge(Path out, Path... journals) throws IOException {
        List<String> args = new ArrayList<>(List.of("--out", out.toString()));
        for (Path journal : journals) {
            args.add(journal.toString());
        }
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = MergeCommand.run(args, new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true));
        assertTrue(status == 0 || status == 1, () -> "exit " + status + ": " + err);
        return new ObjectMapper().readTree(out.resolve("manifest.json").toFile());
    }

    @Test
    void partsThatRanAlikeMergeIntoTheirState() throws IOException {
        Path out = dir.resolve("merged");
        JsonNode manifest = merge(out, first, second);
        JsonNode sandbox = manifest.path("sandbox");
        assertEquals("unsandboxed", sandbox.path("state").asText(), sandbox::toString);
        assertFalse(sandbox.has("runs"), sandbox::toString);
        assertEquals("off", manifest.path("applied").path(SANDBOX).asText(), manifest::toPrettyString);
        // No device runs in a merge: it asks nothing of a sandbox, and records what the parts did.
        assertFalse(manifest.path("configuration").has(SANDBOX), manifest::toPrettyString);
        Verification verification = BundleVerifier.forClasspath().verify(out);
        assertEquals(List.of(), verification.findings());
        assertEquals("unsandboxed: " + sandbox.path("why").asText(), verification.sandboxLine());
    }

    @Test
    void aPartWhoseCasesDoNotSayHowTheyRanMakesTheMergeMixed() throws IOException {
        Path silent = dir.resolve("part2-before.jsonl");
        Files.write(silent, withoutAppliedSettings(Files.readAllLines(second, StandardCharsets.UTF_8)));
        Path out = dir.resolve("merged");
        JsonNode manifest = merge(out, first, silent);
        JsonNode sandbox = manifest.path("sandbox");
        assertEquals("mixed", sandbox.path("state").asText(), sandbox::toString);
        List<String> states = new ArrayList<>();
        int cases = 0;
        for (JsonNode run : sandbox.path("runs")) {
            states.add(run.path("state").asText());
            cases += run.path("cases").asInt();
        }
        assertEquals(List.of("unsandboxed", "unknown"), states, sandbox::toString);
        assertEquals(ShippedSuite.size(), cases, sandbox::toString);
        // What the parts do not agree on is no setting of the whole run.
        assertFalse(manifest.path("applied").has(SANDBOX), manifest::toPrettyString);
        Verification verification = BundleVerifier.forClasspath().verify(out);
        assertEquals(List.of(), verification.findings());
        assertTrue(verification.sandboxLine().startsWith("mixed: "), verification.sandboxLine());
    }

    @Test
    void aSandboxedPartBesideAnUnsandboxedOneIsNeverCalledSandboxed() throws IOException {
        Path sandboxed = part(2, "auto");
        boolean ranSandboxed =
                Files.readString(sandboxed).contains("\"" + ReportKeys.DEVICE_APPLIED_PREFIX + "sandbox\":\"bwrap\"");
        assumeTrue(ranSandboxed, "bubblewrap makes a sandbox here");
        JsonNode sandbox = merge(dir.resolve("merged"), first, sandboxed).path("sandbox");
        assertEquals("mixed", sandbox.path("state").asText(), sandbox::toString);
        assertEquals("sandboxed", sandbox.path("runs").path(0).path("state").asText(), sandbox::toString);
        assertEquals("unsandboxed", sandbox.path("runs").path(1).path("state").asText(), sandbox::toString);
    }

    @Test
    void aSigningPartAsksForTheSandboxAndSaysHowToSignWithoutIt() throws IOException {
        Path key = dir.resolve("lab.key.pem");
        Ed25519Keys.writePrivate(key, Ed25519Keys.generate());
        Path journal = dir.resolve("signed.jsonl");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = PartCommand.run(
                List.of(
                        "--journal",
                        journal.toString(),
                        "--sign-key",
                        key.toString(),
                        "--config",
                        Constants.SHARD + "=1/2",
                        "--config",
                        Constants.DEVICE + "=process",
                        "--config",
                        Constants.DEVICE_SETTINGS_PREFIX + "command=[\"python3\",\"" + PYTHON_DEVICE + "\"]"),
                new PrintStream(out, true),
                new PrintStream(err, true),
                Map.of());
        if (status == 2) {
            // Where bubblewrap cannot make a sandbox, a signed part is a setup error, never an unsandboxed journal.
            String said = err.toString(StandardCharsets.UTF_8);
            assertTrue(said.contains("shard: " + CertificationSandbox.UNSANDBOXED_ON_PURPOSE), said);
            return;
        }
        assertTrue(status == 0 || status == 1, () -> "exit " + status + ": " + out + err);
        String journaled = Files.readString(journal);
        assertTrue(
                journaled.contains("\"" + ReportKeys.DEVICE_APPLIED_PREFIX + "sandbox\":\"bwrap\""),
                "every case of a signed part ran in the sandbox");
        assertFalse(journaled.contains("\"" + ReportKeys.DEVICE_APPLIED_PREFIX + "sandbox\":\"off\""));
    }

    /**
     * The journal's lines as a run whose device said nothing of how it ran would write them: no case says what its
     * device applied, and each line names the SHA-256 of the line before it as written.
     */
    private static List<String> withoutAppliedSettings(List<String> lines) throws IOException {
        ObjectMapper json = new ObjectMapper();
        List<String> out = new ArrayList<>();
        for (String line : lines) {
            JsonNode node = json.readTree(line);
            if (node.has("prev")) {
                ((ObjectNode) node).put("prev", sha256(out.get(out.size() - 1)));
            }
            if (node.has("entries")) {
                ArrayNode entries = (ArrayNode) node.get("entries");
                for (Iterator<JsonNode> it = entries.elements(); it.hasNext(); ) {
                    if (it.next().fieldNames().next().startsWith(ReportKeys.DEVICE_APPLIED_PREFIX)) {
                        it.remove();
                    }
                }
                ((ObjectNode) node).set("entries", entries);
            }
            out.add(json.writeValueAsString(node));
        }
        return out;
    }

    private static String sha256(String line) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(line.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
