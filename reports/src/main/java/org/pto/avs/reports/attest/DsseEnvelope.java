package org.pto.avs.reports.attest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import org.apiguardian.api.API;

/**
 * A DSSE envelope ({@code https://github.com/secure-systems-lab/dsse}, v1): a payload, its type, and signatures
 * over the pre-authentication encoding {@code "DSSEv1" SP LEN(type) SP type SP LEN(body) SP body}, so that a
 * signature can never be read as one over another type of payload.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record DsseEnvelope(String payloadType, byte[] payload, List<Sig> signatures) {

    /** One signature; {@code keyid} is a hint for finding the key, never trusted on its own. */
    public record Sig(String keyid, byte[] sig) {}

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    public DsseEnvelope {
        payload = payload.clone();
        signatures = List.copyOf(signatures);
    }

    @Override
    public byte[] payload() {
        return payload.clone();
    }

    public static DsseEnvelope sign(String payloadType, byte[] payload, PrivateKey key, String keyid) {
        try {
            Signature signer = Signature.getInstance(Ed25519Keys.ALGORITHM);
            signer.initSign(key);
            signer.update(pae(payloadType, payload));
            return new DsseEnvelope(payloadType, payload, List.of(new Sig(keyid, signer.sign())));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("an Ed25519 key signs", e);
        }
    }

    /** True when some signature of this envelope verifies with {@code key}. */
    public boolean signedBy(PublicKey key) {
        byte[] encoded = pae(payloadType, payload);
        for (Sig signature : signatures) {
            try {
                Signature verifier = Signature.getInstance(Ed25519Keys.ALGORITHM);
                verifier.initVerify(key);
                verifier.update(encoded);
                if (verifier.verify(signature.sig())) {
                    return true;
                }
            } catch (GeneralSecurityException e) {
                // A malformed signature verifies nothing; the next one may.
            }
        }
        return false;
    }

    static byte[] pae(String type, byte[] body) {
        byte[] typeBytes = type.getBytes(StandardCharsets.UTF_8);
        byte[] head =
                ("DSSEv1 " + typeBytes.length + " " + type + " " + body.length + " ").getBytes(StandardCharsets.UTF_8);
        byte[] all = new byte[head.length + body.length];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(body, 0, all, head.length, body.length);
        return all;
    }

    public String toJson() {
        ObjectNode root = JSON.createObjectNode();
        root.put("payload", Base64.getEncoder().encodeToString(payload));
        root.put("payloadType", payloadType);
        ArrayNode sigs = root.putArray("signatures");
        for (Sig s : signatures) {
            sigs.addObject()
                    .put("keyid", s.keyid())
                    .put("sig", Base64.getEncoder().encodeToString(s.sig()));
        }
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (IOException e) {
            throw new IllegalStateException("a JSON tree always serializes", e);
        }
    }

    /** Parses an envelope; a malformed one is an {@link IOException} that says which field is wrong. */
    public static DsseEnvelope parse(byte[] json) throws IOException {
        JsonNode root = JSON.readTree(json);
        if (root == null || !root.isObject()) {
            throw new IOException("not a JSON object");
        }
        String type = text(root, "payloadType");
        byte[] payload = base64(text(root, "payload"), "payload");
        JsonNode sigs = root.path("signatures");
        if (!sigs.isArray() || sigs.isEmpty()) {
            throw new IOException("signatures: missing or empty");
        }
        List<Sig> signatures = new ArrayList<>();
        for (JsonNode s : sigs) {
            signatures.add(new Sig(s.path("keyid").asText(""), base64(text(s, "sig"), "signatures[].sig")));
        }
        return new DsseEnvelope(type, payload, signatures);
    }

    private static String text(JsonNode node, String field) throws IOException {
        if (!node.path(field).isTextual()) {
            throw new IOException(field + ": missing or not a string");
        }
        return node.get(field).asText();
    }

    private static byte[] base64(String text, String field) throws IOException {
        try {
            return Base64.getDecoder().decode(text);
        } catch (IllegalArgumentException e) {
            // DSSE allows URL-safe base64 as well.
            try {
                return Base64.getUrlDecoder().decode(text);
            } catch (IllegalArgumentException again) {
                throw new IOException(field + ": not base64");
            }
        }
    }
}
