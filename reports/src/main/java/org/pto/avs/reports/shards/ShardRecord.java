package org.pto.avs.reports.shards;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apiguardian.api.API;

/**
 * {@code shards.json} of a bundle merged from the parts of a sharded run ({@code avs.shard}): which part ran which
 * AVS ids, and the SHA-256 of each part's journal. The verifier checks from it that the parts together ran every
 * mandated id exactly once, each in the part the partition assigns it.
 *
 * @param parts  how many parts the run was split into
 * @param shards one entry per part
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record ShardRecord(int parts, List<Part> shards) {

    public static final String FORMAT = "pto-avs-shards/1";

    /**
     * The parameter by which {@code MergeCommand} hands the bundle command the record to put into the bundle: the
     * path of a {@code shards.json} file. Not for users: a bundle built otherwise carries no record.
     */
    public static final String PARAMETER = "avs.report.shards";

    /** The record's file in a bundle. */
    public static final String FILE = "shards.json";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /**
     * @param shard         the part, {@code 2/4}
     * @param journal       the journal's file name as it was given to the merge
     * @param journalSha256 the SHA-256 of the journal's bytes
     * @param ids           the AVS ids whose results came from it, sorted
     * @param run           the id of the run that began the journal ({@code avs.run}); empty when it names none
     */
    public record Part(String shard, String journal, String journalSha256, List<String> ids, String run) {

        public Part {
            Objects.requireNonNull(shard, "shard");
            run = run == null ? "" : run;
            ids = List.copyOf(ids);
        }
    }

    public ShardRecord {
        shards = List.copyOf(shards);
    }

    /** The run ids of the parts, in part order, without the empty ones. */
    public List<String> runIds() {
        return shards.stream().map(Part::run).filter(r -> !r.isEmpty()).toList();
    }

    /** Copies the record {@value #PARAMETER} names, if any, into {@code bundle} as {@value #FILE}. */
    public static void copyInto(Path bundle, Map<String, String> configuration) throws IOException {
        String file = configuration.getOrDefault(PARAMETER, "").strip();
        if (!file.isEmpty()) {
            Files.copy(Path.of(file), bundle.resolve(FILE));
        }
    }

    public String toJson() {
        ObjectNode root = JSON.createObjectNode().put("format", FORMAT).put("parts", parts);
        ArrayNode list = root.putArray("shards");
        for (Part part : shards) {
            ObjectNode node = list.addObject()
                    .put("shard", part.shard())
                    .put("journal", part.journal())
                    .put("journal_sha256", part.journalSha256())
                    .put("run", part.run());
            ArrayNode ids = node.putArray("ids");
            part.ids().forEach(ids::add);
        }
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always serializes", e);
        }
    }

    /** The record in {@code text}; a malformed one is an {@link IllegalArgumentException} saying what is wrong. */
    public static ShardRecord parse(String text) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not valid JSON: " + e.getOriginalMessage());
        }
        if (root == null || !FORMAT.equals(root.path("format").asText())) {
            throw new IllegalArgumentException("format: expected " + FORMAT);
        }
        if (!root.path("parts").canConvertToInt() || root.path("parts").asInt() < 1) {
            throw new IllegalArgumentException("parts: expected a whole number of 1 or more");
        }
        List<Part> parts = new ArrayList<>();
        for (JsonNode node : root.path("shards")) {
            List<String> ids = new ArrayList<>();
            node.path("ids").forEach(id -> ids.add(id.asText()));
            parts.add(new Part(
                    node.path("shard").asText(),
                    node.path("journal").asText(),
                    node.path("journal_sha256").asText(),
                    ids,
                    node.path("run").asText("")));
        }
        return new ShardRecord(root.get("parts").asInt(), parts);
    }
}
