package org.pto.avs.reports.bundle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.util.List;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeSet;
import java.util.function.Function;
import org.pto.avs.reports.attest.DsseEnvelope;
import org.pto.avs.reports.attest.Ed25519Keys;
import org.pto.avs.reports.attest.InTotoStatement;

/**
 * The signed attestations of a bundle: two in-toto statements, each in a DSSE envelope signed with the certifier's
 * Ed25519 key, whose subjects are every other file of the bundle with its SHA-256 ({@code SHA256SUMS} and
 * {@code SEAL}, written after them, cover them in turn). One carries in-toto's Test Result predicate, the other the
 * suite's own conformance-run predicate ({@link ConformancePredicates}).
 */
final class BundleAttestations {

    static final String FOLDER = "attestations";
    static final String TEST_RESULT = FOLDER + "/test-result.dsse.json";
    static final String RUN = FOLDER + "/conformance-run.dsse.json";

    private BundleAttestations() {}

    /** Signs the bundle directory as it stands (its manifest written, not yet sealed); returns the key id. */
    static String sign(Path bundle, PrivateKey key, PublicKey publicKey) throws IOException {
        BundleFiles files = BundleFiles.fromDirectory(bundle);
        SortedMap<String, String> subjects = subjects(files);
        JsonNode manifest = ManifestJson.JSON.readTree(files.bytes(BundleLayout.MANIFEST)
                .orElseThrow(() -> new IOException(bundle + ": no " + BundleLayout.MANIFEST + " to sign")));
        String keyId = Ed25519Keys.keyId(publicKey);
        Files.createDirectories(bundle.resolve(FOLDER));
        write(
                bundle.resolve(TEST_RESULT),
                new InTotoStatement(
                        subjects, ConformancePredicates.TEST_RESULT_TYPE, ConformancePredicates.testResult(manifest)),
                key,
                keyId);
        write(
                bundle.resolve(RUN),
                new InTotoStatement(subjects, ConformancePredicates.RUN_TYPE, ConformancePredicates.run(manifest)),
                key,
                keyId);
        return keyId;
    }

    private static void write(Path file, InTotoStatement statement, PrivateKey key, String keyId) throws IOException {
        DsseEnvelope envelope = DsseEnvelope.sign(InTotoStatement.PAYLOAD_TYPE, statement.toBytes(), key, keyId);
        Files.writeString(file, envelope.toJson(), StandardCharsets.UTF_8);
    }

    /**
     * What the statements must list: every file but the two attestations themselves and the two files that seal the
     * bundle. Any other file under {@value #FOLDER}/ (a page, a third envelope) is a file like any other, so one added
     * after signing is refused as unsigned: a verified bundle says nothing its signer did not sign.
     */
    private static SortedMap<String, String> subjects(BundleFiles files) {
        return files.digests(List.of(BundleLayout.SHA256SUMS, BundleLayout.SEAL, TEST_RESULT, RUN));
    }

    /**
     * Checks both attestations against the bundle and the trust policy, adding a finding for each defect; returns
     * the id of the trusted key that signed both, when the policy checks origin and one did.
     */
    static Optional<String> verify(BundleFiles files, JsonNode manifest, TrustPolicy trust, List<String> findings) {
        if (!files.has(TEST_RESULT) && !files.has(RUN)) {
            if (trust.checksOrigin()) {
                findings.add(FOLDER + "/: the bundle is not signed; a trusted key can vouch only for a signed bundle");
            }
            return Optional.empty();
        }
        SortedMap<String, String> subjects = subjects(files);
        Optional<String> first = check(
                files,
                TEST_RESULT,
                ConformancePredicates.TEST_RESULT_TYPE,
                ConformancePredicates::testResult,
                manifest,
                subjects,
                trust,
                findings);
        Optional<String> second = check(
                files,
                RUN,
                ConformancePredicates.RUN_TYPE,
                ConformancePredicates::run,
                manifest,
                subjects,
                trust,
                findings);
        if (first.isPresent() && second.isPresent() && !first.equals(second)) {
            findings.add(FOLDER + "/: the two attestations are signed by different keys (" + first.get() + ", "
                    + second.get() + "); one certifier signs both");
        }
        return first.isPresent() && first.equals(second) ? first : Optional.empty();
    }

    private static Optional<String> check(
            BundleFiles files,
            String name,
            String predicateType,
            Function<JsonNode, ObjectNode> predicateOf,
            JsonNode manifest,
            SortedMap<String, String> subjects,
            TrustPolicy trust,
            List<String> findings) {
        Optional<byte[]> bytes = files.bytes(name);
        if (bytes.isEmpty()) {
            findings.add(name + ": missing; a signed bundle has both attestations");
            return Optional.empty();
        }
        DsseEnvelope envelope;
        InTotoStatement statement;
        try {
            envelope = DsseEnvelope.parse(bytes.get());
            if (!envelope.payloadType().equals(InTotoStatement.PAYLOAD_TYPE)) {
                findings.add(name + ": payloadType is '" + envelope.payloadType() + "', expected "
                        + InTotoStatement.PAYLOAD_TYPE);
                return Optional.empty();
            }
            statement = InTotoStatement.parse(envelope.payload());
        } catch (IOException e) {
            findings.add(name + ": not a DSSE envelope of an in-toto statement: " + e.getMessage());
            return Optional.empty();
        }
        Optional<String> signer = signer(name, envelope, trust, findings);
        subjects(name, statement.subjects(), subjects, findings);
        if (!statement.predicateType().equals(predicateType)) {
            findings.add(name + ": predicateType is '" + statement.predicateType() + "', expected " + predicateType);
        } else if (!statement.predicate().equals(predicateOf.apply(manifest))) {
            findings.add(name + ": the signed predicate disagrees with " + BundleLayout.MANIFEST
                    + ": the manifest was changed after signing");
            if (predicateType.equals(ConformancePredicates.RUN_TYPE)) {
                BundleSandbox.crossCheck(name, statement.predicate(), manifest, findings);
            }
        }
        return signer;
    }

    private static Optional<String> signer(
            String name, DsseEnvelope envelope, TrustPolicy trust, List<String> findings) {
        if (!trust.checksOrigin()) {
            return Optional.empty();
        }
        List<PublicKey> signers =
                trust.trusted().stream().filter(envelope::signedBy).toList();
        Optional<PublicKey> good =
                signers.stream().filter(k -> !trust.revoked(k)).findFirst();
        if (good.isPresent()) {
            return Optional.of(Ed25519Keys.keyId(good.get()));
        }
        if (!signers.isEmpty()) {
            findings.add(name + ": signed by key " + Ed25519Keys.keyId(signers.get(0)) + ", which is revoked");
        } else {
            findings.add(name + ": not signed by any trusted key (the envelope names key "
                    + String.join(
                            ", ",
                            new TreeSet<>(envelope.signatures().stream()
                                    .map(DsseEnvelope.Sig::keyid)
                                    .toList()))
                    + ")");
        }
        return Optional.empty();
    }

    private static void subjects(
            String name, SortedMap<String, String> signed, SortedMap<String, String> actual, List<String> findings) {
        signed.forEach((file, sha) -> {
            String now = actual.get(file);
            if (now == null) {
                findings.add(name + ": signs " + file + ", which the bundle does not hold");
            } else if (!now.equals(sha)) {
                findings.add(name + ": " + file + " was changed after signing (signed SHA-256 " + sha + ", now " + now
                        + ")");
            }
        });
        actual.keySet().stream()
                .filter(file -> !signed.containsKey(file))
                .forEach(file -> findings.add(name + ": " + file + " is in the bundle but not signed"));
    }
}
