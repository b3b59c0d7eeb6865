package org.pto.avs.reports.attest;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;
import java.util.Locale;
import java.util.Optional;
import org.apiguardian.api.API;
import org.pto.avs.results.Sha256;

/**
 * Ed25519 keys as PEM files, with the JDK's own provider: a PKCS#8 private key (written readable by its owner only)
 * and an X.509 SubjectPublicKeyInfo public key, the forms OpenSSL and securesystemslib read. A key's id is the
 * SHA-256 of its public key's DER encoding, in hex.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class Ed25519Keys {

    static final String ALGORITHM = "Ed25519";
    private static final String PRIVATE = "PRIVATE KEY";
    private static final String PUBLIC = "PUBLIC KEY";

    private Ed25519Keys() {}

    public static KeyPair generate() {
        try {
            return KeyPairGenerator.getInstance(ALGORITHM).generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Java 15 and later have Ed25519", e);
        }
    }

    public static String keyId(PublicKey key) {
        return Sha256.of(key.getEncoded());
    }

    /** How a key id is written: as {@code keygen} prints it, 64 hex digits, with or without {@code sha256:}. */
    public static final String KEY_ID_FORMS =
            "64 hex digits as keygen prints it, with or without 'sha256:' before them";

    /**
     * The key id written in {@code text} ({@link #KEY_ID_FORMS}, any case, blanks around it), in the form
     * {@link #keyId} gives; empty when it is not one, so that a caller refuses it instead of matching nothing.
     */
    public static Optional<String> parseKeyId(String text) {
        String id = text.strip().toLowerCase(Locale.ROOT);
        if (id.startsWith("sha256:")) {
            id = id.substring("sha256:".length());
        }
        return id.matches("[0-9a-f]{64}") ? Optional.of(id) : Optional.empty();
    }

    /**
     * Writes the key pair to a new file that only its owner can read (an existing file is not replaced): the PKCS#8
     * private key, then its public key, so that a signer finds the key id in the same file.
     */
    public static void writePrivate(Path file, KeyPair pair) throws IOException {
        try {
            Files.createFile(file, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } catch (UnsupportedOperationException e) {
            Files.createFile(file);
        }
        Files.writeString(
                file,
                pem(PRIVATE, pair.getPrivate().getEncoded())
                        + pem(PUBLIC, pair.getPublic().getEncoded()),
                StandardCharsets.US_ASCII);
    }

    public static void writePublic(Path file, PublicKey key) throws IOException {
        Files.writeString(file, pem(PUBLIC, key.getEncoded()), StandardCharsets.US_ASCII);
    }

    public static PrivateKey readPrivate(Path file) throws IOException {
        try {
            return KeyFactory.getInstance(ALGORITHM).generatePrivate(new PKCS8EncodedKeySpec(der(file, PRIVATE)));
        } catch (GeneralSecurityException e) {
            throw new IOException(file + ": not an Ed25519 private key (PKCS#8 PEM): " + e.getMessage(), e);
        }
    }

    /** The public key of a PEM file: a public key file, or a key file written by {@link #writePrivate}. */
    public static PublicKey readPublic(Path file) throws IOException {
        try {
            return KeyFactory.getInstance(ALGORITHM).generatePublic(new X509EncodedKeySpec(der(file, PUBLIC)));
        } catch (GeneralSecurityException e) {
            throw new IOException(file + ": not an Ed25519 public key (X.509 PEM): " + e.getMessage(), e);
        }
    }

    private static String pem(String label, byte[] der) {
        return "-----BEGIN " + label + "-----\n"
                + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der) + "\n-----END " + label + "-----\n";
    }

    private static byte[] der(Path file, String label) throws IOException {
        String text = Files.readString(file, StandardCharsets.US_ASCII);
        String begin = "-----BEGIN " + label + "-----";
        String end = "-----END " + label + "-----";
        int from = text.indexOf(begin);
        int to = text.indexOf(end);
        if (from < 0 || to < from) {
            throw new IOException(file + ": no '" + begin + "' block");
        }
        try {
            return Base64.getMimeDecoder().decode(text.substring(from + begin.length(), to));
        } catch (IllegalArgumentException e) {
            throw new IOException(file + ": the " + label + " block is not base64: " + e.getMessage(), e);
        }
    }
}
