package org.pto.avs.reports.attest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apiguardian.api.API;

/**
 * An in-toto Statement v1 ({@code https://in-toto.io/Statement/v1}): the subjects it is about, each with its
 * SHA-256, and a typed predicate. It travels as the payload of a {@link DsseEnvelope} of type
 * {@value #PAYLOAD_TYPE}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record InTotoStatement(SortedMap<String, String> subjects, String predicateType, ObjectNode predicate) {

    public static final String TYPE = "https://in-toto.io/Statement/v1";
    public static final String PAYLOAD_TYPE = "application/vnd.in-toto+json";

    static final ObjectMapper JSON = new ObjectMapper();

    public InTotoStatement {
        subjects = new TreeMap<>(subjects);
    }

    public byte[] toBytes() {
        ObjectNode root = JSON.createObjectNode();
        root.put("_type", TYPE);
        ArrayNode subject = root.putArray("subject");
        subjects.forEach((name, sha256) ->
                subject.addObject().put("name", name).putObject("digest").put("sha256", sha256));
        root.put("predicateType", predicateType);
        root.set("predicate", predicate);
        return root.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** Parses a statement; a malformed one is an {@link IOException} naming the field. */
    public static InTotoStatement parse(byte[] payload) throws IOException {
        JsonNode root = JSON.readTree(payload);
        if (root == null || !TYPE.equals(root.path("_type").asText())) {
            throw new IOException("_type: expected " + TYPE);
        }
        SortedMap<String, String> subjects = new TreeMap<>();
        for (JsonNode s : root.path("subject")) {
            String name = s.path("name").asText("");
            String sha = s.path("digest").path("sha256").asText("");
            if (name.isEmpty() || sha.isEmpty()) {
                throw new IOException("subject: every subject needs a name and a sha256 digest");
            }
            if (subjects.put(name, sha) != null) {
                throw new IOException("subject: " + name + " is listed twice");
            }
        }
        if (!root.path("predicate").isObject()) {
            throw new IOException("predicate: missing or not an object");
        }
        return new InTotoStatement(subjects, root.path("predicateType").asText(""), (ObjectNode) root.get("predicate"));
    }
}
