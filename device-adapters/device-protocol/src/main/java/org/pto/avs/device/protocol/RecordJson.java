package org.pto.avs.device.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apiguardian.api.API;

/**
 * State records on the wire (PROTOCOL.md "State records"): a result's {@code observation.records} holds each record
 * the run asked for by name, as plain JSON. The records that protocol version 1 carried as observables of their own
 * keep their place, so devices written for it work unchanged: each is a member of the observation named as the
 * record, declared in {@code hello} and asked for in {@code observe} by its observable's name.
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class RecordJson {

    /** The member of an observation that holds every other record. */
    static final String RECORDS = "records";

    /** The records of version 1, by name, with the observable name that declares and asks for each. */
    static final Map<String, String> LEGACY = Map.of(
            "loop_bounds", "loop_bounds",
            "scalar_binding", "scalar_binding",
            "local_bindings", "local_bindings",
            "local_sequence_closed", "local_bindings",
            "carriers", "range_carriers");

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private RecordJson() {}

    /** The records a version-1 observable name declares or asks for (none for another name). */
    static List<String> ofLegacyObservable(String observable) {
        List<String> names = new ArrayList<>();
        LEGACY.forEach((record, name) -> {
            if (name.equals(observable)) {
                names.add(record);
            }
        });
        names.sort(null);
        return names;
    }

    /** The observable names and the other record names that declare or ask for {@code records}. */
    static void write(Set<String> records, ArrayNode observables, ObjectNode node) {
        Set<String> legacy = new java.util.TreeSet<>();
        ArrayNode others = NODES.arrayNode();
        for (String record : records) {
            String observable = LEGACY.get(record);
            if (observable != null) {
                legacy.add(observable);
            } else {
                others.add(record);
            }
        }
        legacy.forEach(observables::add);
        if (!others.isEmpty()) {
            node.set(RECORDS, others);
        }
    }

    /** The records named by version-1 observable names in {@code observables} and by the {@code records} member. */
    static SortedMap<String, Boolean> read(JsonIn observables, JsonIn message) throws ProtocolException {
        SortedMap<String, Boolean> names = new TreeMap<>();
        for (JsonIn element : observables.elements()) {
            ofLegacyObservable(element.text()).forEach(name -> names.put(name, true));
        }
        var listed = message.optional(RECORDS);
        if (listed.isPresent()) {
            for (JsonIn element : listed.get().elements()) {
                names.put(element.text(), true);
            }
        }
        return names;
    }

    /** Writes each record into the observation: a version-1 record as its own member, every other one in records. */
    static void writeValues(Map<String, Object> records, ObjectNode observation) {
        ObjectNode others = null;
        for (Map.Entry<String, Object> record : records.entrySet()) {
            if (LEGACY.containsKey(record.getKey())) {
                observation.set(record.getKey(), json(record.getValue()));
            } else {
                if (others == null) {
                    others = observation.putObject(RECORDS);
                }
                others.set(record.getKey(), json(record.getValue()));
            }
        }
    }

    /** Every record an observation reports, by name; a member present as null is a record the machine holds none of. */
    static SortedMap<String, Object> readValues(JsonIn observation) throws ProtocolException {
        SortedMap<String, Object> records = new TreeMap<>();
        for (String legacy : LEGACY.keySet()) {
            if (observation.has(legacy)) {
                records.put(legacy, value(observation.raw(legacy), observation, legacy));
            }
        }
        var others = observation.optional(RECORDS);
        if (others.isPresent()) {
            for (Map.Entry<String, JsonIn> record : others.get().members().entrySet()) {
                records.put(record.getKey(), value(record.getValue().node(), record.getValue(), null));
            }
        }
        return records;
    }

    /** A record's plain value ({@link org.pto.avs.device.RecordValues}) as JSON. */
    public static JsonNode json(Object value) {
        if (value == null) {
            return NODES.nullNode();
        }
        if (value instanceof Boolean b) {
            return NODES.booleanNode(b);
        }
        if (value instanceof Long n) {
            return NODES.numberNode(n);
        }
        if (value instanceof List<?> list) {
            ArrayNode array = NODES.arrayNode();
            list.forEach(item -> array.add(json(item)));
            return array;
        }
        if (value instanceof Map<?, ?> map) {
            ObjectNode object = NODES.objectNode();
            map.forEach((k, v) -> object.set((String) k, json(v)));
            return object;
        }
        return NODES.textNode(value.toString());
    }

    /** The plain value of a record's JSON ({@code RecordValues}); a fraction or an integer past 64 bits is refused. */
    /** A record's value as the protocol reads it, a refusal said at the member that holds it. */
    private static Object value(JsonNode node, JsonIn where, String member) throws ProtocolException {
        try {
            return plain(node);
        } catch (IllegalArgumentException e) {
            throw (member == null ? where : where.field(member)).error(e.getMessage());
        }
    }

    /**
     * The plain value of a record's JSON ({@link org.pto.avs.device.RecordValues}), as a device sends it and a case
     * states it.
     *
     * @throws IllegalArgumentException for a fraction or an integer past 64 bits
     */
    public static Object plain(JsonNode node) {
        if (node == null || node.isNull()) {
            return null;
        }
        if (node.isBoolean()) {
            return node.booleanValue();
        }
        if (node.isTextual()) {
            return node.textValue();
        }
        if (node.isNumber()) {
            if (!node.isIntegralNumber() || !node.canConvertToLong()) {
                throw new IllegalArgumentException(
                        "a record holds integers of at most 64 bits (write a larger one as text), got " + node);
            }
            return node.longValue();
        }
        if (node.isArray()) {
            List<Object> items = new ArrayList<>();
            node.forEach(item -> items.add(plain(item)));
            return items;
        }
        Map<String, Object> fields = new LinkedHashMap<>();
        node.properties().forEach(field -> fields.put(field.getKey(), plain(field.getValue())));
        return fields;
    }
}
