package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;
import org.pto.avs.reports.attest.DsseEnvelope;
import org.pto.avs.reports.attest.Ed25519Keys;
import org.pto.avs.results.Constants;
import org.pto.avs.results.waivers.WaiverFile;
import org.pto.avs.results.waivers.WaiverProblem;

/**
 * A waiver file's signature: a DSSE envelope next to it, {@code <file>.dsse.json}, whose payload is the file's exact
 * bytes. A waiver turns a failure into a pass for certification, so in a bundle it counts only when a trusted key
 * vouches for these very bytes, not for a file like them.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class WaiverSignature {

    public static final String PAYLOAD_TYPE = "application/vnd.pto-avs.waivers+text";
    public static final String SUFFIX = ".dsse.json";
    /** The envelope's name in a bundle, beside {@link BundleLayout#WAIVERS}. */
    public static final String BUNDLE_ENVELOPE = BundleLayout.WAIVERS + SUFFIX;

    /** Who signed a waiver file: the trusted key's id, or why no trusted key did. */
    record Origin(Optional<String> signer, String problem) {
        static Origin refused(String problem) {
            return new Origin(Optional.empty(), problem);
        }
    }

    private WaiverSignature() {}

    public static Path envelopeOf(Path waiverFile) {
        return waiverFile.resolveSibling(waiverFile.getFileName() + SUFFIX);
    }

    public static DsseEnvelope sign(byte[] waiverFile, PrivateKey key, PublicKey publicKey) {
        return DsseEnvelope.sign(PAYLOAD_TYPE, waiverFile, key, Ed25519Keys.keyId(publicKey));
    }

    /**
     * Copies the waiver file a run used into {@code bundle} as {@link BundleLayout#WAIVERS}, and its envelope as
     * {@link #BUNDLE_ENVELOPE} when it has one; an unsigned file is copied all the same, and refused by a verifier
     * that checks origin.
     */
    public static void copyInto(Path bundle, Path waiverFile) throws IOException {
        Files.copy(waiverFile, bundle.resolve(BundleLayout.WAIVERS), StandardCopyOption.REPLACE_EXISTING);
        Path envelope = envelopeOf(waiverFile);
        if (Files.isRegularFile(envelope)) {
            Files.copy(envelope, bundle.resolve(BUNDLE_ENVELOPE), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** The waiver file a run uses ({@code avs.waivers}, configured or a system property), when there is one. */
    static Optional<Path> configured(Map<String, String> configuration) {
        String file = configuration
                .getOrDefault(Constants.WAIVERS, System.getProperty(Constants.WAIVERS, ""))
                .strip();
        return file.isEmpty() || !Files.isRegularFile(Path.of(file)) ? Optional.empty() : Optional.of(Path.of(file));
    }

    /**
     * Before a run whose bundle is to be signed: the waiver file it names ({@code avs.waivers}) must name its devices
     * in lines a device can match (no look-alike letter, invisible character or trailing blank) and be signed by a key
     * of {@code trust}, as {@code verify} will require of the bundle's copy.
     *
     * @throws IOException with the finding {@code verify} would give
     */
    static void checkBeforeRun(Map<String, String> configuration, TrustPolicy trust) throws IOException {
        Optional<Path> configured = configured(configuration);
        if (configured.isEmpty()) {
            return;
        }
        Path file = configured.get();
        byte[] bytes = Files.readAllBytes(file);
        List<String> devices =
                WaiverFile.parse(
                                file.toString(),
                                new String(bytes, StandardCharsets.UTF_8)
                                        .lines()
                                        .toList())
                        .problems()
                        .stream()
                        .filter(problem -> problem.field().equals("device"))
                        .map(WaiverProblem::describe)
                        .toList();
        if (!devices.isEmpty()) {
            throw new IOException("nothing run, nothing signed: " + String.join("; ", devices) + "; a device line must"
                    + " name the device as it says itself in hello: correct it, and sign the file again (sign-waivers "
                    + file + " --sign-key <the same key>)");
        }
        Map<String, byte[]> copy = new HashMap<>();
        copy.put(BundleLayout.WAIVERS, bytes);
        Path envelope = envelopeOf(file);
        if (Files.isRegularFile(envelope)) {
            copy.put(BUNDLE_ENVELOPE, Files.readAllBytes(envelope));
        }
        Origin origin = check(new BundleFiles(copy), BundleLayout.WAIVERS, trust);
        if (origin.signer().isEmpty()) {
            throw new IOException("nothing run, nothing signed: the waiver file " + file + " (" + BundleLayout.WAIVERS
                    + " in the bundle) would be refused by verify with the signing key: " + origin.problem()
                    + "; sign it with sign-waivers " + file + " --sign-key <the same key>");
        }
    }

    /** Checks the envelope of the bundle's waiver file {@code name} against its bytes and the trusted keys. */
    static Origin check(BundleFiles bundle, String name, TrustPolicy trust) {
        Optional<byte[]> file = bundle.bytes(name);
        Optional<byte[]> json = bundle.bytes(name + SUFFIX);
        if (file.isEmpty() || json.isEmpty()) {
            return Origin.refused(name + " has no signature (" + name + SUFFIX + ")");
        }
        DsseEnvelope envelope;
        try {
            envelope = DsseEnvelope.parse(json.get());
        } catch (IOException e) {
            return Origin.refused(name + SUFFIX + ": " + e.getMessage());
        }
        if (!envelope.payloadType().equals(PAYLOAD_TYPE)) {
            return Origin.refused(
                    name + SUFFIX + ": payloadType is '" + envelope.payloadType() + "', not " + PAYLOAD_TYPE);
        }
        if (!Arrays.equals(envelope.payload(), file.get())) {
            return Origin.refused(name + " is not the file " + name + SUFFIX + " signed (edited after signing?)");
        }
        Optional<PublicKey> signer = trust.trusted().stream()
                .filter(envelope::signedBy)
                .filter(k -> !trust.revoked(k))
                .findFirst();
        return signer.map(k -> new Origin(Optional.of(Ed25519Keys.keyId(k)), ""))
                .orElseGet(() -> Origin.refused(name + SUFFIX + ": not signed by a trusted, unrevoked key"));
    }
}
