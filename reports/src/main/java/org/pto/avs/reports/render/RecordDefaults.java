package org.pto.avs.reports.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The records of a case's {@code expect} that may leave keys out (avs-cases/README.md, "expect"): a Shared binding
 * its {@code consumed}, a Local binding record its {@code destination}, {@code size_code}, {@code dst_tile},
 * {@code sources} and {@code last}, a carrier its {@code init} and {@code last}. The engine compares what a key left
 * out means; the expected side shows it so, every key in the order a device reports it, beside the actual record.
 */
final class RecordDefaults {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** For each list of records: every key in the device's order, with the value it means when left out (or null). */
    private static final Map<String, Map<String, JsonNode>> KEYS = Map.of(
            "bindings",
            keys(List.of("id", "size_code", "mask", "consumed"), Map.of("consumed", NODES.booleanNode(false))),
            "local_bindings",
            keys(
                    List.of("mask", "destination", "size_code", "dst_tile", "sources", "last"),
                    Map.of(
                            "destination", NODES.booleanNode(false),
                            "size_code", NODES.numberNode(0),
                            "dst_tile", NODES.numberNode(0),
                            "sources", NODES.arrayNode(),
                            "last", NODES.booleanNode(false))),
            "carriers",
            keys(
                    List.of(
                            "stream",
                            "slot",
                            "role",
                            "modifier",
                            "init",
                            "last",
                            "reg_src",
                            "uimm11",
                            "size",
                            "offset"),
                    Map.of("init", NODES.numberNode(0), "last", NODES.numberNode(0))));

    private RecordDefaults() {}

    /** {@code stated} (the value of {@code key} in {@code expect}) with each record's keys filled in and ordered. */
    static JsonNode filled(String key, JsonNode stated) {
        Map<String, JsonNode> keys = KEYS.get(key);
        if (keys == null || !stated.isArray()) {
            return stated.deepCopy();
        }
        ArrayNode out = NODES.arrayNode();
        for (JsonNode record : stated) {
            if (!record.isObject()) {
                out.add(record.deepCopy());
                continue;
            }
            ObjectNode filled = out.addObject();
            keys.forEach((name, meaning) -> {
                JsonNode value = record.has(name) ? record.get(name) : meaning;
                if (value != null) {
                    filled.set(name, value.deepCopy());
                }
            });
            record.properties().forEach(field -> {
                if (!filled.has(field.getKey())) {
                    filled.set(field.getKey(), field.getValue().deepCopy());
                }
            });
        }
        return out;
    }

    private static Map<String, JsonNode> keys(List<String> order, Map<String, JsonNode> defaults) {
        Map<String, JsonNode> keys = new LinkedHashMap<>();
        order.forEach(name -> keys.put(name, defaults.get(name)));
        return keys;
    }
}
