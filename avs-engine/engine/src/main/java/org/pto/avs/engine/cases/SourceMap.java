package org.pto.avs.engine.cases;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.base.ParserBase;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Where every value and every object key of a case file starts, so that any problem found later on the tree (by the
 * schema or the semantic checks) can name its line. Read in the same streaming pass that builds the tree, and looked
 * up by JSON pointer only when something asks for it.
 *
 * <p>A case file is read in two passes so that its vectors never are in memory as trees all at once: {@link
 * #parseCase} builds the case object with its first vector only (the rest are checked for syntax and counted), then
 * {@link #forEachVector} builds one vector's tree at a time, its places reachable while it is visited. A case of
 * tens of thousands of vectors then needs the heap of its built vectors, not of its whole tree.
 */
final class SourceMap {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** A document read: its tree and where its parts are written. */
    record Parsed(JsonNode tree, SourceMap sourceMap) {
    }

    /**
     * Where one value starts and where the key that names it in its object starts, each a line and a column packed
     * in a long (a case file has thousands of them and is asked for a few), and the places of its members (with
     * their names) or items, in order.
     */
    private static final class Place {
        final long value;
        final long key;
        List<String> names;
        List<Place> children;

        Place(long value, long key) {
            this.value = value;
            this.key = key;
        }
    }

    /** Visits the vectors of a case file in order. */
    interface VectorVisitor {
        void visit(int index, JsonNode vector);
    }

    private static final long NO_KEY = 0;
    private static final String VECTORS = "vectors";

    private final Place root;
    /** The places of the case's {@code vectors} array (of its first item only), or null when it has none. */
    private final Place vectors;
    /** The vector being visited by {@link #forEachVector}, and its places. */
    private int currentIndex = -1;
    private Place currentVector;

    private SourceMap(Place root, Place vectors) {
        this.root = root;
        this.vectors = vectors;
    }

    /**
     * Reads {@code text}, which holds one JSON value: a case object is built with only the first item of its
     * {@code vectors} (the others are read for syntax and left out), any other value whole. A syntax error, a
     * duplicate key or content after the value is thrown with its location.
     */
    static Parsed parseCase(JsonFactory factory, String text) throws IOException {
        try (JsonParser parser = factory.createParser(text)) {
            JsonToken first = next(parser);
            if (first == null) {
                throw new JsonParseException(parser, "no JSON value in the file", parser.currentTokenLocation());
            }
            Place root = new Place(here(parser), NO_KEY);
            Place[] vectors = new Place[1];
            JsonNode tree = first == JsonToken.START_OBJECT ? caseObject(parser, root, vectors)
                    : value(parser, first, root);
            if (next(parser) != null) {
                throw new JsonParseException(parser, "unexpected content after the end of the case object",
                        parser.currentTokenLocation());
            }
            return new Parsed(tree, new SourceMap(root, vectors[0]));
        }
    }

    /** The case object, its {@code vectors} array holding its first item only; that array's places go to {@code vectors}. */
    private static JsonNode caseObject(JsonParser parser, Place place, Place[] vectors) throws IOException {
        return object(parser, place, (key, member, child) -> {
            if (key.equals(VECTORS) && member == JsonToken.START_ARRAY) {
                vectors[0] = child;
                return firstItemOnly(parser, child);
            }
            return value(parser, member, child);
        });
    }

    /** Reads the value of one object member, whose first token is {@code token}, recording its places under {@code place}. */
    private interface MemberReader {
        JsonNode read(String key, JsonToken token, Place place) throws IOException;
    }

    /** The object whose members follow, each read by {@code members}; a duplicate key is thrown at its place. */
    private static ObjectNode object(JsonParser parser, Place place, MemberReader members) throws IOException {
        ObjectNode object = NODES.objectNode();
        place.names = new ArrayList<>();
        place.children = new ArrayList<>();
        while (next(parser) == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            long keyAt = here(parser);
            JsonToken member = next(parser);
            Place child = new Place(here(parser), keyAt);
            place.names.add(key);
            place.children.add(child);
            if (object.replace(key, members.read(key, member, child)) != null) {
                throw new JsonParseException(parser, "Duplicate field '" + key + "'",
                        new JsonLocation(null, -1, -1, line(keyAt), column(keyAt)));
            }
        }
        return object;
    }

    /** An array with its first item built and the others read through, for their syntax only. */
    private static JsonNode firstItemOnly(JsonParser parser, Place place) throws IOException {
        ArrayNode array = NODES.arrayNode();
        place.children = new ArrayList<>();
        JsonToken item;
        while ((item = next(parser)) != JsonToken.END_ARRAY) {
            if (array.isEmpty()) {
                Place child = new Place(here(parser), NO_KEY);
                place.children.add(child);
                array.add(value(parser, item, child));
            } else {
                skip(parser);
            }
        }
        return array;
    }

    /**
     * Reads the {@code vectors} of the case {@link #parseCase} read from {@code text} again, building and visiting
     * one at a time; while a vector is visited, its places are this map's. A duplicate key in a vector is thrown with
     * its location, as {@link #parseCase} throws one elsewhere.
     */
    void forEachVector(JsonFactory factory, String text, VectorVisitor visitor) throws IOException {
        if (vectors == null) {
            return;
        }
        try (JsonParser parser = factory.createParser(text)) {
            next(parser);
            while (next(parser) == JsonToken.FIELD_NAME) {
                String key = parser.currentName();
                JsonToken member = next(parser);
                if (!key.equals(VECTORS) || member != JsonToken.START_ARRAY) {
                    skip(parser);
                    continue;
                }
                JsonToken item;
                for (int index = 0; (item = next(parser)) != JsonToken.END_ARRAY; index++) {
                    Place place = new Place(here(parser), NO_KEY);
                    JsonNode vector = value(parser, item, place);
                    currentIndex = index;
                    currentVector = place;
                    try {
                        visitor.visit(index, vector);
                    } finally {
                        currentIndex = -1;
                        currentVector = null;
                    }
                }
                return;
            }
        }
    }

    /** Reads through the value that starts at the current token, checking its syntax. */
    private static void skip(JsonParser parser) throws IOException {
        try {
            parser.skipChildren();
        } catch (StreamConstraintsException e) {
            throw placed(parser, e);
        }
    }

    /** The value that starts with {@code token}, its parts' places recorded under {@code place}. */
    private static JsonNode value(JsonParser parser, JsonToken token, Place place) throws IOException {
        switch (token) {
            case START_OBJECT -> {
                return object(parser, place, (key, member, child) -> value(parser, member, child));
            }
            case START_ARRAY -> {
                ArrayNode array = NODES.arrayNode();
                place.children = new ArrayList<>();
                JsonToken item;
                while ((item = next(parser)) != JsonToken.END_ARRAY) {
                    Place child = new Place(here(parser), NO_KEY);
                    place.children.add(child);
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
            throw placed(parser, e);
        }
    }

    /** A bound Jackson keeps, as a syntax error at the token that passes it. */
    private static JsonParseException placed(JsonParser parser, StreamConstraintsException e) {
        String reason = e.getOriginalMessage().replaceAll(", from `[^`]*`", "");
        return new JsonParseException(parser, reason, parser.currentTokenLocation());
    }

    /** Line and column of the current token, packed; read without the location object Jackson would make. */
    private static long here(JsonParser parser) {
        if (parser instanceof ParserBase base && parser.currentToken() != JsonToken.FIELD_NAME) {
            // The same place currentTokenLocation() gives a value token (whose column Jackson counts from one
            // further here); a key's place is kept apart by the parser, so keys take the slower way below.
            return pack(base.getTokenLineNr(), base.getTokenColumnNr() - 1);
        }
        JsonLocation location = parser.currentTokenLocation();
        return pack(location.getLineNr(), location.getColumnNr());
    }

    private static long pack(int line, int column) {
        return ((long) Math.max(1, line) << 32) | Math.max(1, column);
    }

    private static int line(long packed) {
        return (int) (packed >>> 32);
    }

    private static int column(long packed) {
        return (int) packed;
    }

    private static Location location(long packed) {
        return new Location(line(packed), column(packed));
    }

    /** Where the value at {@code pointer} starts; for a value that does not exist, its nearest ancestor. */
    Location value(String pointer) {
        return location(deepest(pointer, false).value);
    }

    /** Where the key of the object member at {@code pointer} starts; falls back to {@link #value(String)}. */
    Location key(String pointer) {
        Place exact = deepest(pointer, true);
        if (exact != null && exact.key != NO_KEY) {
            return location(exact.key);
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

    private Place child(Place parent, String segment) {
        if (parent == vectors && currentVector != null && segment.equals(Integer.toString(currentIndex))) {
            return currentVector;
        }
        if (parent.names != null) {
            int member = parent.names.indexOf(segment);
            return member < 0 ? null : parent.children.get(member);
        }
        if (parent.children != null && !segment.isEmpty() && segment.chars().allMatch(Character::isDigit)
                && segment.length() < 10) {
            int index = Integer.parseInt(segment);
            return index < parent.children.size() ? parent.children.get(index) : null;
        }
        return null;
    }
}
