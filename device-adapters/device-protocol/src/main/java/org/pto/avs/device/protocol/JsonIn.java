package org.pto.avs.device.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A JSON value with its path in the message, so every decoding error names the field it is about. The path is
 * written out only when an error asks for it: a result has hundreds of values and almost never an error.
 */
final class JsonIn {

    private final JsonNode node;
    /** The value this one is a member or an item of; null for the root, whose path is {@link #name}. */
    private final JsonIn parent;
    /** The member's name (or the root's path), or null for an item. */
    private final String name;

    private final int index;

    JsonIn(JsonNode node, String path) {
        this(node, null, path, -1);
    }

    private JsonIn(JsonNode node, JsonIn parent, String name, int index) {
        this.node = node;
        this.parent = parent;
        this.name = name;
        this.index = index;
    }

    String path() {
        if (parent == null) {
            return name;
        }
        return name != null ? parent.path() + "." + name : parent.path() + "[" + index + "]";
    }

    /** The value as parsed, for a reader that takes any JSON (a state record). */
    JsonNode node() {
        return node;
    }

    /** The member as parsed, null or absent included (null when absent). */
    JsonNode raw(String name) throws ProtocolException {
        requireObject();
        return node.get(name);
    }

    boolean isNull() {
        return node.isNull();
    }

    ProtocolException error(String problem) {
        return new ProtocolException(path() + ": " + problem);
    }

    JsonIn field(String name) throws ProtocolException {
        return optional(name).orElseThrow(() -> new ProtocolException(path() + "." + name + ": missing"));
    }

    /** True when the object has the member, even as null. */
    boolean has(String name) throws ProtocolException {
        requireObject();
        return node.has(name);
    }

    /** The field, absent when missing or null. */
    Optional<JsonIn> optional(String name) throws ProtocolException {
        requireObject();
        JsonNode child = node.get(name);
        return child == null || child.isNull() ? Optional.empty() : Optional.of(new JsonIn(child, this, name, -1));
    }

    String text() throws ProtocolException {
        if (!node.isTextual()) {
            throw error("expected a string, got " + describe());
        }
        return node.textValue();
    }

    long longValue(long min, long max) throws ProtocolException {
        if (!node.isIntegralNumber() || !node.canConvertToLong()) {
            throw error("expected an integer, got " + describe());
        }
        long value = node.longValue();
        if (value < min || value > max) {
            throw error("expected an integer in " + min + ".." + max + ", got " + value);
        }
        return value;
    }

    int intValue(int min, int max) throws ProtocolException {
        return (int) longValue(min, max);
    }

    boolean bool() throws ProtocolException {
        if (!node.isBoolean()) {
            throw error("expected true or false, got " + describe());
        }
        return node.booleanValue();
    }

    List<JsonIn> elements() throws ProtocolException {
        if (!node.isArray()) {
            throw error("expected an array, got " + describe());
        }
        List<JsonIn> elements = new ArrayList<>(node.size());
        for (int i = 0; i < node.size(); i++) {
            elements.add(new JsonIn(node.get(i), this, null, i));
        }
        return elements;
    }

    /** The members of an object, in message order. */
    Map<String, JsonIn> members() throws ProtocolException {
        requireObject();
        Map<String, JsonIn> members = new LinkedHashMap<>();
        Iterator<Map.Entry<String, JsonNode>> it = node.fields();
        while (it.hasNext()) {
            Map.Entry<String, JsonNode> e = it.next();
            members.put(e.getKey(), new JsonIn(e.getValue(), this, e.getKey(), -1));
        }
        return members;
    }

    private void requireObject() throws ProtocolException {
        if (!node.isObject()) {
            throw error("expected an object, got " + describe());
        }
    }

    private String describe() {
        String text = node.toString();
        return node.getNodeType().name().toLowerCase(Locale.ROOT) + " "
                + (text.length() > 40 ? text.substring(0, 40) + "..." : text);
    }
}
