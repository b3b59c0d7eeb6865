package org.pto.avs.engine.cases;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * Seeded random edits of valid case files: the mistakes an author makes (a key deleted, misspelt, unknown or
 * added where it does not belong, a value of the wrong type, an enum value of the wrong kind, a number out of
 * range, an empty or repeated list) and the edges of the schema's number, string and pattern rules.
 */
final class CaseMutator {

    /** One edited file; {@code floating} when an edit put a floating-point number into it. */
    record Mutation(String description, JsonNode tree, boolean floating) {
    }

    /** A value of the file with where it sits; the root has no parent. */
    private record Place(String pointer, JsonNode parent, String key, int index, JsonNode value) {

        void replace(JsonNode with) {
            if (parent instanceof ObjectNode object) {
                object.set(key, with);
            } else {
                ((ArrayNode) parent).set(index, with);
            }
        }
    }

    private record Edit(String description, JsonNode inserted) {
    }

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final List<JsonNode> OTHER_TYPES = List.of(NODES.nullNode(), NODES.booleanNode(true),
            NODES.booleanNode(false), NODES.numberNode(0), NODES.numberNode(-1), NODES.numberNode(7),
            NODES.numberNode(1.5), NODES.textNode(""), NODES.textNode("x"), NODES.arrayNode(), NODES.objectNode());
    /** Each at or just past a bound of the schema, or a decimal a double cannot hold exactly. */
    private static final List<String> EDGE_NUMBERS = List.of("0", "-1", "1", "2", "15", "16", "17", "31", "32",
            "255", "256", "257", "999999", "1000000", "1000001", "9223372036854775807", "9223372036854775808",
            "-9223372036854775808", "-9223372036854775809", "1180591620717411303424", "0.5", "0.0", "1.0", "16.0",
            "32.0", "3.0", "1.5", "0.9999", "1.0001", "1.00000000000000000001", "0.99999999999999999999",
            "-0.00000000000000000001", "16.00000000000000000001", "1E+400", "-1E+400", "1E-400", "1E+2",
            "9223372036854775807.0");
    private static final List<UnaryOperator<String>> STRING_EDITS = List.of(s -> s + "\n", s -> s + "\r",
            s -> "\n" + s, s -> s + " ", String::toLowerCase, String::toUpperCase, s -> "", s -> s + "\uD83D\uDE00",
            s -> s.isEmpty() ? s : s.substring(0, s.length() - 1), s -> s + "$", s -> s + "0", s -> "0x" + s,
            s -> s.replace('-', '_'), s -> s + "-");

    private final Random random;
    private final List<JsonNode> seeds;
    /** Every string of the seed files and of the schema (its enum values among them). */
    private final List<String> strings;
    /** Every key of the seeds and of the schema, and a few that are almost right. */
    private final List<String> names;
    /** The values the seed files hold under each key: adding one where it is missing is a plausible edit. */
    private final Map<String, List<JsonNode>> valuesByKey = new TreeMap<>();

    /** @param schema the case schema, whose enum values and property names the edits use as well */
    CaseMutator(long seed, List<JsonNode> seeds, JsonNode schema) {
        this.random = new Random(seed);
        this.seeds = seeds;
        TreeSet<String> strings = new TreeSet<>();
        TreeSet<String> names = new TreeSet<>(List.of("S64", "S05", "R0", "R24", "s1", "1x", "x-unknown"));
        for (JsonNode tree : seeds) {
            collect(tree, strings, names);
            for (Place place : places(tree)) {
                if (place.key != null) {
                    valuesByKey.computeIfAbsent(place.key, k -> new ArrayList<>()).add(place.value);
                }
            }
        }
        collect(schema, strings, names);
        this.strings = List.copyOf(strings);
        this.names = List.copyOf(names);
    }

    Mutation mutate(JsonNode seed) {
        JsonNode tree = seed.deepCopy();
        List<String> done = new ArrayList<>();
        boolean floating = false;
        int edits = random.nextInt(4) == 0 ? 2 : 1;
        while (done.size() < edits) {
            Edit edit = edit(places(tree));
            if (edit != null) {
                done.add(edit.description);
                floating |= hasFloatingPoint(edit.inserted);
            }
        }
        return new Mutation(String.join("; then ", done), tree, floating);
    }

    /** One random edit, or null when the file has no place for the one chosen. */
    private Edit edit(List<Place> places) {
        return switch (random.nextInt(12)) {
            case 0 -> delete(any(places, p -> p.parent != null));
            case 1 -> addKnownKey(any(places, p -> p.value.isObject()));
            case 2 -> setKey(any(places, p -> p.value.isObject()), random.nextBoolean() ? graft() : otherType());
            case 3 -> replace(any(places, p -> p.parent != null), otherType());
            case 4 -> replace(any(places, p -> p.value.isTextual() || p.value.isNumber()),
                    NODES.textNode(strings.get(random.nextInt(strings.size()))));
            case 5 -> replace(any(places, p -> p.value.isNumber() || p.value.isTextual() && random.nextInt(4) == 0),
                    edgeNumber());
            case 6 -> editString(any(places, p -> p.value.isTextual()));
            case 7 -> replace(any(places, p -> p.parent != null && p.value.isArray()), NODES.arrayNode());
            case 8 -> repeatItem(any(places, p -> p.value.isArray() && !p.value.isEmpty()));
            case 9 -> replace(any(places, p -> p.parent != null), graft());
            case 10 -> rename(any(places, p -> p.parent instanceof ObjectNode));
            default -> append(any(places, p -> p.value.isArray()));
        };
    }

    private Place any(List<Place> places, Predicate<Place> fits) {
        List<Place> fitting = places.stream().filter(fits).toList();
        return fitting.isEmpty() ? null : fitting.get(random.nextInt(fitting.size()));
    }

    private Edit delete(Place place) {
        if (place.parent instanceof ObjectNode object) {
            object.remove(place.key);
        } else {
            ((ArrayNode) place.parent).remove(place.index);
        }
        return new Edit("delete " + place.pointer, null);
    }

    private Edit addKnownKey(Place object) {
        List<String> keys = List.copyOf(valuesByKey.keySet());
        String key = keys.get(random.nextInt(keys.size()));
        List<JsonNode> values = valuesByKey.get(key);
        JsonNode value = values.get(random.nextInt(values.size())).deepCopy();
        ((ObjectNode) object.value).set(key, value);
        return new Edit("set " + Pointers.child(object.pointer, key) + " to " + value, value);
    }

    private Edit setKey(Place object, JsonNode value) {
        if (object == null) {
            return null;
        }
        String key = names.get(random.nextInt(names.size()));
        ((ObjectNode) object.value).set(key, value);
        return new Edit("set " + Pointers.child(object.pointer, key) + " to " + value, value);
    }

    private Edit replace(Place place, JsonNode value) {
        if (place == null || place.parent == null) {
            return null;
        }
        place.replace(value);
        return new Edit("replace " + place.pointer + " with " + value, value);
    }

    private Edit editString(Place place) {
        if (place == null || place.parent == null) {
            return null;
        }
        JsonNode value = NODES.textNode(STRING_EDITS.get(random.nextInt(STRING_EDITS.size()))
                .apply(place.value.textValue()));
        place.replace(value);
        return new Edit("edit the string " + place.pointer + " into " + value, value);
    }

    private Edit repeatItem(Place place) {
        if (place == null) {
            return null;
        }
        ArrayNode array = (ArrayNode) place.value;
        JsonNode item = array.get(random.nextInt(array.size())).deepCopy();
        array.add(item);
        return new Edit("repeat the item " + item + " of " + place.pointer, item);
    }

    private Edit rename(Place place) {
        if (place == null) {
            return null;
        }
        String key = names.get(random.nextInt(names.size()));
        ObjectNode object = (ObjectNode) place.parent;
        object.remove(place.key);
        object.set(key, place.value);
        return new Edit("rename " + place.pointer + " to '" + key + "'", null);
    }

    private Edit append(Place place) {
        if (place == null) {
            return null;
        }
        JsonNode value = random.nextBoolean() ? graft() : otherType();
        ((ArrayNode) place.value).add(value);
        return new Edit("append " + value + " to " + place.pointer, value);
    }

    private JsonNode edgeNumber() {
        String text = EDGE_NUMBERS.get(random.nextInt(EDGE_NUMBERS.size()));
        // A BigDecimal is written as its text, as an author would type it.
        return text.contains(".") || text.contains("E") ? NODES.numberNode(new BigDecimal(text))
                : NODES.numberNode(new BigInteger(text));
    }

    private JsonNode otherType() {
        return OTHER_TYPES.get(random.nextInt(OTHER_TYPES.size())).deepCopy();
    }

    /** A copy of a value somewhere in the seed files: the right shape for some key, the wrong one for most. */
    private JsonNode graft() {
        List<Place> places = places(seeds.get(random.nextInt(seeds.size())));
        return places.get(1 + random.nextInt(places.size() - 1)).value.deepCopy();
    }

    /** The root, then every value below it. */
    private static List<Place> places(JsonNode tree) {
        List<Place> places = new ArrayList<>();
        places.add(new Place("", null, null, -1, tree));
        walk(tree, "", places);
        return places;
    }

    private static void walk(JsonNode node, String pointer, List<Place> places) {
        if (node.isObject()) {
            for (Map.Entry<String, JsonNode> member : node.properties()) {
                String at = Pointers.child(pointer, member.getKey());
                places.add(new Place(at, node, member.getKey(), -1, member.getValue()));
                walk(member.getValue(), at, places);
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                String at = Pointers.child(pointer, i);
                places.add(new Place(at, node, null, i, node.get(i)));
                walk(node.get(i), at, places);
            }
        }
    }

    private static void collect(JsonNode node, TreeSet<String> strings, TreeSet<String> names) {
        if (node.isTextual()) {
            strings.add(node.textValue());
        }
        for (Map.Entry<String, JsonNode> member : node.properties()) {
            names.add(member.getKey());
            collect(member.getValue(), strings, names);
        }
        if (node.isArray()) {
            node.forEach(item -> collect(item, strings, names));
        }
    }

    static boolean hasFloatingPoint(JsonNode node) {
        if (node == null || node.isFloatingPointNumber()) {
            return node != null;
        }
        for (JsonNode child : node) {
            if (hasFloatingPoint(child)) {
                return true;
            }
        }
        return false;
    }
}
