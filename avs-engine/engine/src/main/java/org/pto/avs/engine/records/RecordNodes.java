package org.pto.avs.engine.records;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;

/** A record's plain value ({@link org.pto.avs.device.RecordValues}) as JSON, the way case files write it. */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class RecordNodes {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private RecordNodes() {}

    /** Writes the value where the generator stands. */
    public static void write(JsonGenerator json, Object value) throws IOException {
        MAPPER.writeTree(json, of(value));
    }

    public static JsonNode of(Object value) {
        if (value == null) {
            return NODES.nullNode();
        }
        if (value instanceof Boolean b) {
            return NODES.booleanNode(b);
        }
        if (value instanceof Long n) {
            return NODES.numberNode(n);
        }
        if (value instanceof List<?> items) {
            ArrayNode array = NODES.arrayNode();
            items.forEach(item -> array.add(of(item)));
            return array;
        }
        if (value instanceof Map<?, ?> fields) {
            ObjectNode object = NODES.objectNode();
            fields.forEach((name, field) -> object.set((String) name, of(field)));
            return object;
        }
        return NODES.textNode(value.toString());
    }
}
