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
import java.util.Arrays;
import java.util.List;

/**
 * Reads a case file's tree in one streaming pass and keeps only the places a valid case shows: where its {@code id},
 * the vector being visited and that vector's program steps start (the test sources of IDEs and reports). The place
 * of any other value is found only when a problem needs it, by reading the file again ({@link ProblemPlaces}).
 *
 * <p>A text of more than {@value #ONE_PASS_CHARS} characters is read in two passes so that its vectors never are
 * in memory as trees all at once: {@link #parseCase} builds the case object with its first vector only (the rest are
 * checked for syntax and counted), then {@link #forEachVector} builds one vector's tree at a time. A case of tens of
 * thousands of vectors then needs the heap of its built vectors, not of its whole tree. A smaller text (every shipped
 * case, most cases written by hand) is read once: its vectors are built by the first pass and visited from memory,
 * which their trees of a few megabytes at most can afford.
 */
final class SourceMap {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String VECTORS = "vectors";
    private static final String PROGRAM = "program";
    private static final long NOWHERE = 0;
    /** The longest text read in one pass; a longer one is read in two, so its vectors are built one at a time. */
    static final int ONE_PASS_CHARS = 64 * 1024;

    /** A document read: its tree and the places kept of it. */
    record Parsed(JsonNode tree, SourceMap sourceMap) {}

    /** Visits the vectors of a case file in order. */
    interface VectorVisitor {
        void visit(int index, JsonNode vector);
    }

    /** Reads the value of one object member, whose first token is {@code token}. */
    private interface MemberReader {
        JsonNode read(String key, JsonToken token) throws IOException;
    }

    private long idAt = NOWHERE;
    private boolean hasVectors;
    /** The vector being visited by {@link #forEachVector}, and where its program's steps start. */
    private long vectorAt = NOWHERE;

    private long[] stepsAt = new long[0];
    private int steps;
    /** The vectors the first pass built, with their places, when the text was read in one pass; null otherwise. */
    private List<BuiltVector> built;

    /** A vector the first pass built: its tree, where it starts and where its program's steps start. */
    private record BuiltVector(JsonNode tree, long at, long[] stepsAt) {}

    /** A duplicate key, which {@link #parseCase} finds in the first vector and {@link #forEachVector} in the others. */
    private static final class DuplicateKeyException extends JsonParseException {
        DuplicateKeyException(JsonParser parser, String key, JsonLocation at) {
            super(parser, "Duplicate field '" + key + "'", at);
        }
    }

    /** A duplicate key in a vector after the first, met while reading in one pass; the text is read in two. */
    private static final class LaterVectorDuplicate extends IOException {
        LaterVectorDuplicate() {
            super(null, null);
        }
    }

    private SourceMap() {}

    /**
     * Reads {@code text}, which holds one JSON value: a case object is built with only the first item of its
     * {@code vectors} in the tree (the others are read for syntax and left out, or, for a text read in one pass, kept
     * for {@link #forEachVector}), any other value whole. A syntax error, a duplicate key or content after the value
     * is thrown with its location.
     */
    static Parsed parseCase(JsonFactory factory, String text) throws IOException {
        if (text.length() <= ONE_PASS_CHARS) {
            try {
                return parse(factory, text, true);
            } catch (LaterVectorDuplicate e) {
                // Read in two passes, this file's error is placed and reported as every larger file's is.
            }
        }
        return parse(factory, text, false);
    }

    private static Parsed parse(JsonFactory factory, String text, boolean onePass) throws IOException {
        try (JsonParser parser = factory.createParser(text)) {
            JsonToken first = next(parser);
            if (first == null) {
                throw new JsonParseException(parser, "no JSON value in the file", parser.currentTokenLocation());
            }
            SourceMap map = new SourceMap();
            if (onePass) {
                map.built = new ArrayList<>();
            }
            JsonNode tree = first == JsonToken.START_OBJECT ? map.caseObject(parser) : value(parser, first);
            if (next(parser) != null) {
                throw new JsonParseException(
                        parser, "unexpected content after the end of the case object", parser.currentTokenLocation());
            }
            return new Parsed(tree, map);
        }
    }

    /** The case object, its {@code vectors} array holding its first item only. */
    private JsonNode caseObject(JsonParser parser) throws IOException {
        return object(parser, (key, member) -> {
            if (key.equals("id")) {
                idAt = here(parser);
            }
            if (key.equals(VECTORS) && member == JsonToken.START_ARRAY) {
                hasVectors = true;
                return built != null ? everyItem(parser) : firstItemOnly(parser);
            }
            return value(parser, member);
        });
    }

    /** The object whose members follow, each read by {@code members}; a duplicate key is thrown at its place. */
    private static ObjectNode object(JsonParser parser, MemberReader members) throws IOException {
        ObjectNode object = NODES.objectNode();
        while (next(parser) == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            // Asked before the value is read, while the parser still stands on the key it would be placed at.
            JsonLocation duplicateAt = object.has(key) ? keyLocation(parser) : null;
            JsonNode value = members.read(key, next(parser));
            if (duplicateAt != null) {
                throw new DuplicateKeyException(parser, key, duplicateAt);
            }
            object.set(key, value);
        }
        return object;
    }

    private static JsonLocation keyLocation(JsonParser parser) {
        long at = here(parser);
        return new JsonLocation(null, -1, -1, line(at), column(at));
    }

    /** An array with its first item built and the others read through, for their syntax only. */
    private static JsonNode firstItemOnly(JsonParser parser) throws IOException {
        ArrayNode array = NODES.arrayNode();
        JsonToken item;
        while ((item = next(parser)) != JsonToken.END_ARRAY) {
            if (array.isEmpty()) {
                array.add(value(parser, item));
            } else {
                skip(parser);
            }
        }
        return array;
    }

    /**
     * An array read in one pass: every item built and kept with its places in {@link #built}, the first also in
     * the array, as {@link #firstItemOnly} leaves it.
     */
    private JsonNode everyItem(JsonParser parser) throws IOException {
        ArrayNode array = NODES.arrayNode();
        built.clear();
        JsonToken item;
        for (int index = 0; (item = next(parser)) != JsonToken.END_ARRAY; index++) {
            long at = here(parser);
            steps = 0;
            JsonNode vector;
            try {
                vector = item == JsonToken.START_OBJECT ? vectorObject(parser) : value(parser, item);
            } catch (DuplicateKeyException e) {
                if (index == 0) {
                    throw e;
                }
                throw new LaterVectorDuplicate();
            }
            built.add(new BuiltVector(vector, at, Arrays.copyOf(stepsAt, steps)));
            if (index == 0) {
                array.add(vector);
            }
        }
        return array;
    }

    /**
     * Visits the {@code vectors} of the case {@link #parseCase} read from {@code text}: those it built, for a text read
     * in one pass; otherwise read from {@code text} again, building and visiting one at a time. While a vector is
     * visited, {@link #vector()} and {@link #step(int)} are its places. A duplicate key in a vector is thrown with its
     * location, as {@link #parseCase} throws one elsewhere.
     */
    void forEachVector(JsonFactory factory, String text, VectorVisitor visitor) throws IOException {
        if (!hasVectors) {
            return;
        }
        if (built != null) {
            visitBuilt(visitor);
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
                    vectorAt = here(parser);
                    steps = 0;
                    JsonNode vector = item == JsonToken.START_OBJECT ? vectorObject(parser) : value(parser, item);
                    try {
                        visitor.visit(index, vector);
                    } finally {
                        vectorAt = NOWHERE;
                    }
                }
                return;
            }
        }
    }

    private void visitBuilt(VectorVisitor visitor) {
        for (int index = 0; index < built.size(); index++) {
            BuiltVector vector = built.get(index);
            vectorAt = vector.at();
            stepsAt = vector.stepsAt();
            steps = stepsAt.length;
            try {
                visitor.visit(index, vector.tree());
            } finally {
                vectorAt = NOWHERE;
            }
        }
    }

    /** A vector object, the places of its program's steps kept. */
    private JsonNode vectorObject(JsonParser parser) throws IOException {
        return object(
                parser,
                (key, member) -> key.equals(PROGRAM) && member == JsonToken.START_ARRAY
                        ? program(parser)
                        : value(parser, member));
    }

    private JsonNode program(JsonParser parser) throws IOException {
        ArrayNode array = NODES.arrayNode();
        steps = 0;
        JsonToken item;
        while ((item = next(parser)) != JsonToken.END_ARRAY) {
            if (steps == stepsAt.length) {
                stepsAt = Arrays.copyOf(stepsAt, Math.max(8, steps * 2));
            }
            stepsAt[steps++] = here(parser);
            array.add(value(parser, item));
        }
        return array;
    }

    /** Where the case's {@code id} value starts. */
    Location id() {
        return location(idAt);
    }

    /** Where the vector being visited starts. */
    Location vector() {
        return location(vectorAt);
    }

    /** Where step {@code index} of the visited vector's program starts. */
    Location step(int index) {
        if (index >= steps) {
            throw new IllegalStateException("step " + index + " of the visited vector was not read");
        }
        return location(stepsAt[index]);
    }

    /** Reads through the value that starts at the current token, checking its syntax. */
    static void skip(JsonParser parser) throws IOException {
        try {
            parser.skipChildren();
        } catch (StreamConstraintsException e) {
            throw placed(parser, e);
        }
    }

    /** The value that starts with {@code token}. */
    private static JsonNode value(JsonParser parser, JsonToken token) throws IOException {
        switch (token) {
            case START_OBJECT -> {
                return object(parser, (key, member) -> value(parser, member));
            }
            case START_ARRAY -> {
                ArrayNode array = NODES.arrayNode();
                JsonToken item;
                while ((item = next(parser)) != JsonToken.END_ARRAY) {
                    array.add(value(parser, item));
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
    static JsonToken next(JsonParser parser) throws IOException {
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
    static long here(JsonParser parser) {
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

    static Location location(long packed) {
        return new Location(line(packed), column(packed));
    }
}
