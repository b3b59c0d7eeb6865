package org.pto.avs.engine.cases;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where every value and every object key of a JSON document starts, so that any problem found later on the tree
 * (by the schema or the semantic checks) can name its line. Read in the same streaming pass that builds the tree:
 * a case file is parsed once, and a place is looked up by JSON pointer only when something asks for it.
 */
final class SourceMap {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** A document read: its tree and where its parts are written. */
    record Parsed(JsonNode tree, SourceMap sourceMap) {
    }

    /** Where one value starts, the key that names it in its object, and the places of its members or items. */
    private static final class Place {
        final Location value;
        final Location key;
        Map<String, Place> members;
        List<Place> items;

        Place(Location value, Location key) {
            this.value = value;
            this.key = key;
        }
    }

    private final Place root;

    private SourceMap(Place root) {
        this.root = root;
    }

    /**
     * Reads {@code text}, which holds one JSON value; a syntax error, a duplicate key (with a factory that detects
     * them) or content after the value is thrown with its location.
     */
    static Parsed parse(JsonFactory factory, String text) throws IOException {
        try (JsonParser parser = factory.createParser(text)) {
            JsonToken first = next(parser);
            if (first == null) {
                throw new JsonParseException(parser, "no JSON value in the file", parser.currentTokenLocation());
            }
            Place root = new Place(location(parser.currentTokenLocation()), null);
            JsonNode tree = value(parser, first, root);
            if (next(parser) != null) {
                throw new JsonParseException(parser, "unexpected content after the end of the case object",
                        parser.currentTokenLocation());
            }
            return new Parsed(tree, new SourceMap(root));
        }
    }

    /** The value that starts with {@code token}, its parts' places recorded under {@code place}. */
    private static JsonNode value(JsonParser parser, JsonToken token, Place place) throws IOException {
        switch (token) {
            case START_OBJECT -> {
                ObjectNode object = NODES.objectNode();
                place.members = new HashMap<>();
                while (next(parser) == JsonToken.FIELD_NAME) {
                    String key = parser.currentName();
                    Location keyAt = location(parser.currentTokenLocation());
                    JsonToken member = next(parser);
                    Place child = new Place(location(parser.currentTokenLocation()), keyAt);
                    place.members.put(key, child);
                    object.set(key, value(parser, member, child));
                }
                return object;
            }
            case START_ARRAY -> {
                ArrayNode array = NODES.arrayNode();
                place.items = new ArrayList<>();
                JsonToken item;
                while ((item = next(parser)) != JsonToken.END_ARRAY) {
                    Place child = new Place(location(parser.currentTokenLocation()), null);
                    place.items.add(child);
                    array.add(value(parser, item, child));
                }
                return array;
            }
            case VALUE_STRING -> {
                return NODES.textNode(parser.getText());
            }
            case VALUE_NUMBER_INT -> {
                return switch (parser.getNumberType()) {
                    case INT -> NODES.numberNode(parser.getIntValue());
                    case LONG -> NODES.numberNode(parser.getLongValue());
                    default -> NODES.numberNode(parser.getBigIntegerValue());
                };
            }
            case VALUE_NUMBER_FLOAT -> {
                return NODES.numberNode(parser.getDoubleValue());
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return NODES.booleanNode(token == JsonToken.VALUE_TRUE);
            }
            case VALUE_NULL -> {
                return NODES.nullNode();
            }
            default -> throw new JsonParseException(parser, "unexpected " + token, parser.currentTokenLocation());
        }
    }

    /**
     * The next token. Jackson bounds nesting depth and number length, so a file of 10,000 nested arrays is an error
     * rather than a stack overflow; its message names the bound, and the error is placed on the token that passes it.
     */
    private static JsonToken next(JsonParser parser) throws IOException {
        try {
            return parser.nextToken();
        } catch (StreamConstraintsException e) {
            String reason = e.getOriginalMessage().replaceAll(", from `[^`]*`", "");
            throw new JsonParseException(parser, reason, parser.currentTokenLocation());
        }
    }

    private static Location location(JsonLocation location) {
        return new Location(Math.max(1, location.getLineNr()), Math.max(1, location.getColumnNr()));
    }

    /** Where the value at {@code pointer} starts; for a value that does not exist, its nearest ancestor. */
    Location value(String pointer) {
        return deepest(pointer, false).value;
    }

    /** Where the key of the object member at {@code pointer} starts; falls back to {@link #value(String)}. */
    Location key(String pointer) {
        Place exact = deepest(pointer, true);
        if (exact != null && exact.key != null) {
            return exact.key;
        }
        return value(pointer);
    }

    /** The place {@code pointer} names, or with {@code exact} false its nearest existing ancestor; else null. */
    private Place deepest(String pointer, boolean exact) {
        Place at = root;
        int start = 1;
        while (start <= pointer.length() && !pointer.isEmpty()) {
            int end = pointer.indexOf('/', start);
            if (end < 0) {
                end = pointer.length();
            }
            Place child = child(at, pointer.substring(start, end).replace("~1", "/").replace("~0", "~"));
            if (child == null) {
                return exact ? null : at;
            }
            at = child;
            start = end + 1;
        }
        return at;
    }

    private static Place child(Place parent, String segment) {
        if (parent.members != null) {
            return parent.members.get(segment);
        }
        if (parent.items != null && !segment.isEmpty() && segment.chars().allMatch(Character::isDigit)
                && segment.length() < 10) {
            int index = Integer.parseInt(segment);
            return index < parent.items.size() ? parent.items.get(index) : null;
        }
        return null;
    }
}
