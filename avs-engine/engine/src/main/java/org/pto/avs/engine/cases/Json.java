package org.pto.avs.engine.cases;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** A node of a case file's tree together with its JSON pointer, so every value read can name where it came from. */
record Json(JsonNode node, String pointer) {

    static Json root(JsonNode node) {
        return new Json(node, "");
    }

    boolean has(String key) {
        return node.has(key);
    }

    /** The member {@code key}; a missing member is a {@link MissingNode} at the pointer it would have. */
    Json get(String key) {
        JsonNode child = node.get(key);
        return new Json(child == null ? MissingNode.getInstance() : child, Pointers.child(pointer, key));
    }

    boolean isMissing() {
        return node.isMissingNode();
    }

    boolean isNull() {
        return node.isNull();
    }

    List<Json> items() {
        List<Json> items = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            items.add(new Json(node.get(i), Pointers.child(pointer, i)));
        }
        return items;
    }

    /** The members of an object, in file order. */
    List<Map.Entry<String, Json>> members() {
        List<Map.Entry<String, Json>> members = new ArrayList<>();
        node.fieldNames().forEachRemaining(key -> members.add(Map.entry(key, get(key))));
        return members;
    }

    String text() {
        return node.asText();
    }

    /** The text of member {@code key}, or {@code fallback} when it is absent. */
    String text(String key, String fallback) {
        JsonNode child = node.get(key);
        return child == null || child.isNull() ? fallback : child.asText();
    }

    List<String> texts(String key) {
        List<String> texts = new ArrayList<>();
        node.path(key).forEach(item -> texts.add(item.asText()));
        return texts;
    }

    String fieldPath() {
        return Pointers.fieldPath(pointer);
    }
}
