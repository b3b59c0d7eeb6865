package org.pto.avs.results.values;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.function.Consumer;
import org.apiguardian.api.API;

/**
 * The JSON of a report-entry value that is a list of records: compact, one object per record with the record's
 * component names as keys. Strict on reading: an unknown or missing key is an error naming the report key.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
final class EntryJson {

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_CREATOR_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);

    private EntryJson() {}

    static <T> String encode(List<T> values) {
        try {
            return JSON.writeValueAsString(values);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a report-entry value could not be written: " + e.getMessage(), e);
        }
    }

    /** The records of {@code text}, the value of report entry {@code key}; empty for null or blank text. */
    static <T> List<T> decode(String key, String text, TypeReference<List<T>> type) {
        if (text == null || text.isBlank()) {
            return List.of();
        }
        try {
            return List.copyOf(JSON.readValue(text, type));
        } catch (JsonProcessingException e) {
            throw refused(key, e);
        }
    }

    /**
     * The records of {@code text} as {@link #decode(String, String, TypeReference)} reads them, each object first
     * completed by {@code complete} (a key the writer may leave out is given its value before the strict reading).
     */
    static <T> List<T> decode(String key, String text, TypeReference<List<T>> type, Consumer<ObjectNode> complete) {
        if (text == null || text.isBlank()) {
            return List.of();
        }
        try {
            JsonNode tree = JSON.readTree(text);
            if (tree.isArray()) {
                tree.forEach(element -> {
                    if (element instanceof ObjectNode object) {
                        complete.accept(object);
                    }
                });
            }
            return List.copyOf(JSON.treeToValue(tree, JSON.getTypeFactory().constructType(type)));
        } catch (JsonProcessingException e) {
            throw refused(key, e);
        }
    }

    private static IllegalArgumentException refused(String key, JsonProcessingException e) {
        return new IllegalArgumentException(
                "report entry " + key + " is not a list the engine writes: " + e.getOriginalMessage(), e);
    }
}
