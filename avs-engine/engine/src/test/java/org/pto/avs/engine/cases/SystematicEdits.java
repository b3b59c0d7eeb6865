package org.pto.avs.engine.cases;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * Edits made everywhere they fit rather than at random, for the mistakes a random edit seldom makes: every number
 * nudged across its neighbourhood (by one, and by 1E-20, which a double rounds away), and every object given each
 * key that an object sharing one of its keys holds (a "word" next to an "asm", a "generator" in an execution
 * case, a "bits" without a "word").
 */
final class SystematicEdits {

    private static final BigDecimal TINY = new BigDecimal("1E-20");
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private SystematicEdits() {
    }

    static List<CaseMutator.Mutation> of(JsonNode seed, List<JsonNode> seeds) {
        List<CaseMutator.Mutation> edits = new ArrayList<>();
        List<ObjectNode> objects = new ArrayList<>();
        seeds.forEach(tree -> objects(tree, objects));
        walk(seed, "", (pointer, node) -> {
            if (node.isNumber()) {
                BigDecimal value = new BigDecimal(node.asText());
                edits.add(replaced(seed, pointer, NODES.numberNode(value.add(TINY))));
                edits.add(replaced(seed, pointer, NODES.numberNode(value.subtract(TINY))));
                edits.add(replaced(seed, pointer, NODES.numberNode(value.add(BigDecimal.ONE))));
                edits.add(replaced(seed, pointer, NODES.numberNode(value.subtract(BigDecimal.ONE))));
                edits.add(replaced(seed, pointer, NODES.numberNode(value.setScale(Math.max(1, value.scale())))));
            } else if (node.isObject()) {
                siblingKeys(node, objects).forEach((key, value) -> edits.add(withKey(seed, pointer, key, value)));
            }
        });
        return edits;
    }

    /** The keys, with a value for each, that objects sharing a key with {@code object} hold and it lacks. */
    private static Map<String, JsonNode> siblingKeys(JsonNode object, List<ObjectNode> objects) {
        Map<String, JsonNode> keys = new LinkedHashMap<>();
        for (ObjectNode other : objects) {
            boolean related = false;
            for (var names = other.fieldNames(); names.hasNext() && !related; ) {
                related = object.has(names.next());
            }
            if (related) {
                other.properties().forEach(member -> {
                    if (!object.has(member.getKey())) {
                        keys.putIfAbsent(member.getKey(), member.getValue());
                    }
                });
            }
        }
        return keys;
    }

    private static CaseMutator.Mutation replaced(JsonNode seed, String pointer, JsonNode value) {
        JsonNode tree = seed.deepCopy();
        JsonNode parent = tree.at(Pointers.parent(pointer));
        String last = pointer.substring(pointer.lastIndexOf('/') + 1).replace("~1", "/").replace("~0", "~");
        if (parent instanceof ObjectNode object) {
            object.set(last, value);
        } else {
            ((ArrayNode) parent).set(Integer.parseInt(last), value);
        }
        return new CaseMutator.Mutation("replace " + pointer + " with the number " + value, tree,
                value.isFloatingPointNumber());
    }

    private static CaseMutator.Mutation withKey(JsonNode seed, String pointer, String key, JsonNode value) {
        JsonNode tree = seed.deepCopy();
        ((ObjectNode) tree.at(pointer)).set(key, value.deepCopy());
        return new CaseMutator.Mutation("set " + Pointers.child(pointer, key) + " to " + value, tree,
                CaseMutator.hasFloatingPoint(value));
    }

    private static void objects(JsonNode tree, List<ObjectNode> objects) {
        walk(tree, "", (pointer, node) -> {
            if (node instanceof ObjectNode object) {
                objects.add(object);
            }
        });
    }

    private static void walk(JsonNode node, String pointer, BiConsumer<String, JsonNode> visitor) {
        visitor.accept(pointer, node);
        if (node.isObject()) {
            node.properties().forEach(m -> walk(m.getValue(), Pointers.child(pointer, m.getKey()), visitor));
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                walk(node.get(i), Pointers.child(pointer, i), visitor);
            }
        }
    }
}
