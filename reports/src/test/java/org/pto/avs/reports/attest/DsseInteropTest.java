package org.pto.avs.reports.attest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Our DSSE envelopes against an independent implementation, both ways: securesystemslib (Debian's
 * {@code python3-securesystemslib}, keys read by {@code python3-cryptography}) verifies what {@link DsseEnvelope}
 * signs, and {@link DsseEnvelope} verifies what securesystemslib signs; neither accepts a tampered envelope.
 * The Python side is {@code src/test/python/dsse_interop.py}. Without securesystemslib this test fails, unless
 * {@code -Davs.interop.optional=true}, which skips it.
 */
class DsseInteropTest {

    /** Debian's Python, which sees Debian's packages; {@code -Davs.interop.python=<path>} names another. */
    static final String PYTHON = System.getProperty("avs.interop.python", "/usr/bin/python3");
    /** Relative to the module directory, Surefire's working directory. */
    static final Path SCRIPT = Path.of("src/test/python/dsse_interop.py");

    @TempDir
    static Path probeDir;

    @TempDir
    Path dir;

    KeyPair key;
    String keyid;
    Path privatePem;
    Path publicPem;

    record Run(int exit, String out, String err) {}

    /** Why {@link #PYTHON} cannot run the script, or null when it can. */
    static String missing;

    @BeforeAll
    static void probeSecuresystemslib() throws Exception {
        assertTrue(Files.isRegularFile(SCRIPT), SCRIPT.toAbsolutePath() + " is missing");
        try {
            Run probe = run(
                    probeDir,
                    PYTHON,
                    "-c",
                    "import securesystemslib.signer, cryptography; print(securesystemslib.__version__)");
            String[] lines = probe.err().strip().split("\n");
            missing = probe.exit() == 0 ? null : "exit " + probe.exit() + ": " + lines[lines.length - 1];
        } catch (IOException e) {
            missing = e.getMessage();
        }
    }

    @BeforeEach
    void securesystemslibIsInstalled() {
        if (missing != null) {
            String message = PYTHON + " cannot import securesystemslib (" + missing + "): install it with "
                    + "'apt-get install -y python3-securesystemslib python3-cryptography'";
            if (Boolean.getBoolean("avs.interop.optional")) {
                assumeTrue(false, message + "; skipped because avs.interop.optional=true");
            }
            fail(message + " (or set -Davs.interop.optional=true to skip this check)");
        }
    }

    @BeforeEach
    void keys() throws IOException {
        key = Ed25519Keys.generate();
        keyid = Ed25519Keys.keyId(key.getPublic());
        privatePem = dir.resolve("signer.key.pem");
        publicPem = dir.resolve("signer.pub.pem");
        Ed25519Keys.writePrivate(privatePem, key);
        Ed25519Keys.writePublic(publicPem, key.getPublic());
    }

    @Test
    void securesystemslibVerifiesOurEnvelope() throws Exception {
        DsseEnvelope envelope = DsseEnvelope.sign(InTotoStatement.PAYLOAD_TYPE, statement(), key.getPrivate(), keyid);
        Run verified = verify(envelope, publicPem, keyid);
        assertEquals(0, verified.exit(), "securesystemslib refuses our envelope: " + verified.err());
        assertEquals(InTotoStatement.PAYLOAD_TYPE, verified.out().strip());

        // The same signature over a payload one byte off, and under another payload type (PAE binds the type).
        byte[] tampered = envelope.payload();
        tampered[tampered.length / 2] ^= 1;
        assertRefused(
                verify(new DsseEnvelope(envelope.payloadType(), tampered, envelope.signatures()), publicPem, keyid),
                "a payload one byte off");
        assertRefused(
                verify(
                        new DsseEnvelope("application/vnd.in-toto+jsoN", envelope.payload(), envelope.signatures()),
                        publicPem,
                        keyid),
                "another payload type");
    }

    @Test
    void securesystemslibRefusesASignatureByAnotherKey() throws Exception {
        KeyPair other = Ed25519Keys.generate();
        String otherId = Ed25519Keys.keyId(other.getPublic());
        Path otherPem = dir.resolve("other.pub.pem");
        Ed25519Keys.writePublic(otherPem, other.getPublic());
        // Signed by our key but naming the other key: the signature itself must be refused, not the key id.
        DsseEnvelope envelope = DsseEnvelope.sign(InTotoStatement.PAYLOAD_TYPE, statement(), key.getPrivate(), otherId);
        assertRefused(verify(envelope, otherPem, otherId), "a signature by another key");
        assertEquals(
                0,
                verify(
                                DsseEnvelope.sign(
                                        InTotoStatement.PAYLOAD_TYPE, statement(), other.getPrivate(), otherId),
                                otherPem,
                                otherId)
                        .exit(),
                "the other key's own signature verifies");
    }

    @Test
    void lengthsInThePreAuthenticationEncodingAreBytes() throws Exception {
        // A non-ASCII payload type and payload: the PAE lengths count UTF-8 bytes, on both sides.
        String type = "application/vnd.pto-avs.prüfung+json";
        byte[] payload = "{\"résultat\":\"réussi ✓\"}".getBytes(StandardCharsets.UTF_8);
        DsseEnvelope envelope = DsseEnvelope.sign(type, payload, key.getPrivate(), keyid);
        Run verified = verify(envelope, publicPem, keyid);
        assertEquals(0, verified.exit(), "securesystemslib refuses a non-ASCII envelope: " + verified.err());

        Path payloadFile = dir.resolve("payload.json");
        Files.write(payloadFile, payload);
        // The other way the payload type is a command-line argument: ASCII there, so only the payload is not.
        DsseEnvelope theirs = signByPython(payloadFile, InTotoStatement.PAYLOAD_TYPE, privatePem);
        assertArrayEquals(payload, theirs.payload());
        assertTrue(theirs.signedBy(key.getPublic()), "securesystemslib's signature over a non-ASCII payload");
    }

    @Test
    void weVerifySecuresystemslibsEnvelope() throws Exception {
        byte[] payload = statement();
        Path payloadFile = dir.resolve("statement.json");
        Files.write(payloadFile, payload);
        DsseEnvelope theirs = signByPython(payloadFile, InTotoStatement.PAYLOAD_TYPE, privatePem);

        assertEquals(InTotoStatement.PAYLOAD_TYPE, theirs.payloadType());
        assertArrayEquals(payload, theirs.payload());
        assertEquals(
                List.of(keyid),
                theirs.signatures().stream().map(DsseEnvelope.Sig::keyid).toList());
        assertEquals(
                new TreeMap<>(subjects()),
                InTotoStatement.parse(theirs.payload()).subjects());
        assertTrue(theirs.signedBy(key.getPublic()), "we refuse securesystemslib's envelope");
        assertFalse(theirs.signedBy(Ed25519Keys.generate().getPublic()), "another key verifies their envelope");

        byte[] tampered = theirs.payload();
        tampered[tampered.length / 2] ^= 1;
        assertFalse(
                new DsseEnvelope(theirs.payloadType(), tampered, theirs.signatures()).signedBy(key.getPublic()),
                "their signature verifies over a payload one byte off");
        assertFalse(
                new DsseEnvelope("text/plain", payload, theirs.signatures()).signedBy(key.getPublic()),
                "their signature verifies under another payload type");
    }

    @Test
    void cryptographyReadsOurPrivateKeyFileFollowedByAPublicKeyBlock() throws Exception {
        // The key file keygen writes holds the PRIVATE KEY block and, after it, the PUBLIC KEY block.
        Path both = dir.resolve("signer.both.pem");
        Ed25519Keys.writePrivate(both, key);
        Path payloadFile = dir.resolve("statement.json");
        Files.write(payloadFile, statement());
        DsseEnvelope theirs = signByPython(payloadFile, InTotoStatement.PAYLOAD_TYPE, both);
        assertTrue(theirs.signedBy(key.getPublic()), "cryptography read another key from " + both);
        // And our own reader reads the same file to the same key.
        assertArrayEquals(
                key.getPrivate().getEncoded(), Ed25519Keys.readPrivate(both).getEncoded());
    }

    private DsseEnvelope signByPython(Path payloadFile, String type, Path pem) throws Exception {
        Path out = dir.resolve("theirs-" + System.nanoTime() + ".dsse.json");
        Run signed = python("sign", payloadFile.toString(), type, pem.toString(), keyid, out.toString());
        assertEquals(0, signed.exit(), "securesystemslib could not sign: " + signed.err());
        return DsseEnvelope.parse(Files.readAllBytes(out));
    }

    private Run verify(DsseEnvelope envelope, Path pem, String id) throws Exception {
        Path file = Files.createTempFile(dir, "ours-", ".dsse.json");
        Files.writeString(file, envelope.toJson(), StandardCharsets.UTF_8);
        return python("verify", file.toString(), pem.toString(), id);
    }

    /** A refusal is exit 1, the signature not verifying; exit 2 would be the script refusing its input. */
    private static void assertRefused(Run run, String what) {
        assertEquals(
                1, run.exit(), "securesystemslib on " + what + ": exit " + run.exit() + ", " + run.out() + run.err());
    }

    private Run python(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of(PYTHON, SCRIPT.toString()));
        command.addAll(List.of(args));
        return run(dir, command.toArray(String[]::new));
    }

    private static Run run(Path work, String... command) throws IOException, InterruptedException {
        Path out = Files.createTempFile(work, "python-", ".out");
        Path err = Files.createTempFile(work, "python-", ".err");
        Process process = new ProcessBuilder(command)
                .redirectOutput(out.toFile())
                .redirectError(err.toFile())
                .start();
        if (!process.waitFor(60, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail(String.join(" ", command) + " did not finish in 60 s");
        }
        return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
    }

    private static Map<String, String> subjects() {
        return Map.of("summary.json", "a".repeat(64), "junit/TEST-cases.xml", "b".repeat(64));
    }

    private static byte[] statement() {
        ObjectNode predicate = JsonNodeFactory.instance.objectNode().put("result", "PASSED");
        return new InTotoStatement(new TreeMap<>(subjects()), "https://pto-avs.example/test-result/v1", predicate)
                .toBytes();
    }
}
