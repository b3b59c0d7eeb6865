package org.pto.avs.results.values;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
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
            throw new IllegalArgumentException(
                    "report entry " + key + " is not a list the engine writes: " + e.getOriginalMessage(), e);
        }
    }
}
