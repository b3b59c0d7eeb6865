package org.pto.avs.reports.merge;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.pto.avs.reports.attest.DsseEnvelope;
import org.pto.avs.reports.attest.Ed25519Keys;
import org.pto.avs.reports.attest.InTotoStatement;
import org.pto.avs.results.Sha256;

/**
 * A journal sealed when its part ends: its SHA-256, which {@code shard} prints in its last line, and optionally an
 * in-toto statement about it (its name and SHA-256; the run and part) signed in a DSSE envelope beside it,
 * {@code <journal>.dsse.json}. {@code merge} refuses a journal that no longer has the digest it was given or that a
 * trusted key signed, so a journal rewritten after its part ended (by what the device left running, or anyone) is
 * found.
 */
final class JournalSeal {

    static final String PREDICATE_TYPE = "urn:pto-avs:attestation:journal:v1";
    static final String SUFFIX = ".dsse.json";

    private JournalSeal() {}

    static Path envelopeOf(Path journal) {
        return journal.resolveSibling(journal.getFileName() + SUFFIX);
    }

    static String sha256(Path journal) throws IOException {
        return Sha256.of(journal);
    }

    /** Writes the journal's signed statement beside it; returns the envelope's path. */
    static Path sign(Path journal, String sha256, String run, String part, PrivateKey key, PublicKey publicKey)
            throws IOException {
        ObjectNode predicate =
                new ObjectMapper().createObjectNode().put("run", run).put("part", part);
        InTotoStatement statement = new InTotoStatement(
                new TreeMap<>(Map.of(journal.getFileName().toString(), sha256)), PREDICATE_TYPE, predicate);
        DsseEnvelope envelope =
                DsseEnvelope.sign(InTotoStatement.PAYLOAD_TYPE, statement.toBytes(), key, Ed25519Keys.keyId(publicKey));
        Path file = envelopeOf(journal);
        Files.writeString(file, envelope.toJson(), StandardCharsets.UTF_8);
        return file;
    }

    /**
     * Why {@code journal}, whose SHA-256 is {@code sha256}, is not sealed by a key of {@code trusted}; empty when its
     * envelope is signed by one of them and names exactly this digest.
     */
    static Optional<String> unsigned(Path journal, String sha256, List<PublicKey> trusted) {
        Path file = envelopeOf(journal);
        if (!Files.isRegularFile(file)) {
            return Optional.of(
                    journal + ": no signature beside it (" + file.getFileName() + "; shard --sign-key" + " writes it)");
        }
        DsseEnvelope envelope;
        InTotoStatement statement;
        try {
            envelope = DsseEnvelope.parse(Files.readAllBytes(file));
            statement = InTotoStatement.parse(envelope.payload());
        } catch (IOException e) {
            return Optional.of(file + ": not a signed journal statement: " + e.getMessage());
        }
        if (!InTotoStatement.PAYLOAD_TYPE.equals(envelope.payloadType())
                || !PREDICATE_TYPE.equals(statement.predicateType())) {
            return Optional.of(file + ": not a journal's statement (predicate type '" + statement.predicateType()
                    + "', not " + PREDICATE_TYPE + ")");
        }
        if (trusted.stream().noneMatch(envelope::signedBy)) {
            return Optional.of(file + ": not signed by a trusted key (--trusted-key)");
        }
        if (!statement.subjects().containsValue(sha256)) {
            return Optional.of(journal + ": its SHA-256 is " + sha256 + ", and the signed statement names "
                    + String.join(", ", statement.subjects().values()) + ": the journal changed after its part"
                    + " sealed it");
        }
        return Optional.empty();
    }

    /**
     * Every reason one of {@code journals} is not sealed as the merge was told: a journal given a digest
     * ({@code --journal-sha256}) must have it, and with trusted keys ({@code --trusted-key}) every journal must be
     * signed by one of them. When either is given, a journal that is neither given a digest nor signed is refused.
     */
    static List<String> problems(List<Path> journals, List<PublicKey> trusted, Map<Path, String> given)
            throws IOException {
        List<String> problems = new ArrayList<>();
        Map<Path, String> unused = new LinkedHashMap<>(given);
        for (Path journal : journals) {
            String sha256 = sha256(journal);
            String expected = unused.remove(journal.toAbsolutePath().normalize());
            if (expected != null && !expected.equalsIgnoreCase(sha256)) {
                problems.add(journal + ": its SHA-256 is " + sha256 + ", not " + expected + " (--journal-sha256):"
                        + " the journal changed after its part ended");
            }
            if (!trusted.isEmpty()) {
                unsigned(journal, sha256, trusted).ifPresent(problems::add);
            } else if (expected == null && !given.isEmpty()) {
                problems.add(journal + ": no --journal-sha256 names it; with one journal's digest given, every"
                        + " journal needs its own (or --trusted-key for signed journals)");
            }
        }
        unused.keySet().forEach(path -> problems.add("--journal-sha256 names " + path + ", which is not merged"));
        return problems;
    }
}
