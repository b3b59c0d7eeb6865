package org.pto.avs.results.journal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pto.avs.results.CaseStatus;

/**
 * Journal lines, one JSON object each: the header
 * {@code {"format":"pto-avs-journal/3","device":"process","settings":{...},"shard":"1/1","run":"<run id>","suite":"0.1.0"}}, then one
 * {@code {"id":...,"run":"<run id>","seq":1,"prev":"<sha256>","origin":...,"case_sha256":...,"status":...,"message":...,"entries":[{...},...]}}
 * per finished case, {@code run} being the header's, {@code seq} the line's number among the results and {@code prev}
 * the SHA-256 of the line before it ({@link JournalChain}). JSON escapes every newline, so a line is a record and a
 * record is a line.
 */
final class JournalCodec {

    private static final ObjectMapper JSON = new ObjectMapper();

    private JournalCodec() {}

    static String header(JournalHeader header) {
        ObjectNode root =
                JSON.createObjectNode().put("format", JournalHeader.FORMAT).put("device", header.device());
        ObjectNode settings = root.putObject("settings");
        header.settings().forEach(settings::put);
        root.put("shard", header.shard());
        root.put("run", header.run());
        root.put("suite", header.suite());
        return root.toString();
    }

    /** Where a result line says it belongs: its run, its number among the results, the SHA-256 of the line before. */
    record Link(String run, long seq, String prev) {}

    static String entry(JournalEntry entry, Link link) {
        ObjectNode root = JSON.createObjectNode()
                .put("id", entry.avsId())
                .put("run", link.run())
                .put("seq", link.seq())
                .put("prev", link.prev())
                .put("origin", entry.origin())
                .put("case_sha256", entry.caseSha256())
                .put("status", entry.status().text())
                .put("message", entry.message());
        ArrayNode entries = root.putArray("entries");
        for (Map<String, String> values : entry.entries()) {
            ObjectNode object = entries.addObject();
            values.forEach(object::put);
        }
        return root.toString();
    }

    /** The header on a line, or null when the line is not one. */
    static JournalHeader readHeader(String line) {
        JsonNode root = parse(line);
        if (root == null
                || !JournalHeader.FORMAT.equals(root.path("format").asText())
                || !root.path("device").isTextual()
                || !root.path("shard").isTextual()) {
            return null;
        }
        Map<String, String> settings = new LinkedHashMap<>();
        root.path("settings")
                .fields()
                .forEachRemaining(f -> settings.put(f.getKey(), f.getValue().asText()));
        return new JournalHeader(
                root.get("device").asText(),
                settings,
                root.get("shard").asText(),
                root.path("run").asText(""),
                root.path("suite").asText(""));
    }

    /** The journal format a line names ({@code pto-avs-journal/1}), or null when it names none. */
    static String format(String line) {
        JsonNode root = parse(line);
        JsonNode format = root == null ? null : root.get("format");
        return format != null && format.isTextual() && format.asText().startsWith(JournalHeader.FORMAT_FAMILY)
                ? format.asText()
                : null;
    }

    /** Where an entry line says it belongs; a member it lacks is null ({@code run}, {@code prev}) or 0 ({@code seq}). */
    static Link linkOf(String line) {
        JsonNode root = parse(line);
        JsonNode run = root.get("run");
        JsonNode seq = root.get("seq");
        JsonNode prev = root.get("prev");
        return new Link(
                run != null && run.isTextual() ? run.asText() : null,
                seq != null && seq.isIntegralNumber() && seq.canConvertToLong() && seq.asLong() > 0 ? seq.asLong() : 0,
                prev != null && prev.isTextual() ? prev.asText() : null);
    }

    /** The entry on a line, or null when the line is not one (a status no engine writes included). */
    static JournalEntry readEntry(String line) {
        JsonNode root = parse(line);
        if (root == null
                || !root.path("id").isTextual()
                || !root.path("origin").isTextual()
                || !root.path("status").isTextual()
                || !root.path("entries").isArray()) {
            return null;
        }
        Optional<CaseStatus> status = CaseStatus.parse(root.get("status").asText());
        if (status.isEmpty()) {
            return null;
        }
        List<Map<String, String>> entries = new ArrayList<>();
        for (JsonNode object : root.get("entries")) {
            Map<String, String> values = new LinkedHashMap<>();
            object.fields()
                    .forEachRemaining(f -> values.put(f.getKey(), f.getValue().asText()));
            entries.add(values);
        }
        return new JournalEntry(
                root.get("id").asText(),
                root.get("origin").asText(),
                root.path("case_sha256").asText(""),
                status.get(),
                root.path("message").asText(""),
                entries);
    }

    private static JsonNode parse(String line) {
        try {
            JsonNode root = JSON.readTree(line);
            return root != null && root.isObject() ? root : null;
        } catch (JsonProcessingException e) {
            return null;
        }
    }
}
