package org.pto.avs.engine.cases;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * Where every value and every object key of a JSON document starts, by JSON pointer. Built in one streaming pass
 * over the text, so any problem found later on the tree (by the schema or the semantic checks) can name its line.
 */
final class SourceMap {

    private final Map<String, Location> values;
    private final Map<String, Location> keys;

    private SourceMap(Map<String, Location> values, Map<String, Location> keys) {
        this.values = values;
        this.keys = keys;
    }

    /** Reads {@code text}; a syntax error (or a duplicate key) is thrown with its location. */
    static SourceMap of(JsonFactory factory, String text) throws IOException {
        Map<String, Location> values = new HashMap<>();
        Map<String, Location> keys = new HashMap<>();
        Deque<Frame> open = new ArrayDeque<>();
        try (JsonParser parser = factory.createParser(text)) {
            JsonToken token;
            while ((token = next(parser)) != null) {
                Location here = location(parser.currentTokenLocation());
                if (token == JsonToken.FIELD_NAME) {
                    Frame object = open.peek();
                    object.key = parser.currentName();
                    keys.put(Pointers.child(object.pointer, object.key), here);
                    continue;
                }
                if (token == JsonToken.END_OBJECT || token == JsonToken.END_ARRAY) {
                    open.pop();
                    continue;
                }
                if (open.isEmpty() && values.containsKey("")) {
                    throw new JsonParseException(parser, "unexpected content after the end of the case object",
                            parser.currentTokenLocation());
                }
                String pointer = open.isEmpty() ? "" : open.peek().nextPointer();
                values.put(pointer, here);
                if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
                    open.push(new Frame(pointer, token == JsonToken.START_ARRAY));
                }
            }
        }
        return new SourceMap(values, keys);
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
        String at = pointer;
        while (!values.containsKey(at) && !at.isEmpty()) {
            at = Pointers.parent(at);
        }
        return values.getOrDefault(at, Location.START);
    }

    /** Where the key of the object member at {@code pointer} starts; falls back to {@link #value(String)}. */
    Location key(String pointer) {
        Location key = keys.get(pointer);
        return key != null ? key : value(pointer);
    }

    private static final class Frame {
        final String pointer;
        final boolean array;
        int index;
        String key;

        Frame(String pointer, boolean array) {
            this.pointer = pointer;
            this.array = array;
        }

        String nextPointer() {
            return array ? Pointers.child(pointer, index++) : Pointers.child(pointer, key);
        }
    }
}
