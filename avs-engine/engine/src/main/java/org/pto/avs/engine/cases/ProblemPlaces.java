package org.pto.avs.engine.cases;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The places of the values a case file's problems point at, found by reading the file again: a valid file never
 * pays for them. Only the members and items on the way to a wanted pointer are followed; everything else is
 * skipped, so a problem in a case of 50,000 vectors does not record the place of every value.
 */
final class ProblemPlaces {

    /** Where a value starts and where the key that names it starts (0 when it is no object member), packed. */
    private record Place(long value, long key) {}

    private final Map<String, Place> places;

    private ProblemPlaces(Map<String, Place> places) {
        this.places = places;
    }

    /**
     * Reads {@code text}, a file {@link SourceMap#parseCase} accepted, for the places of {@code pointers} and of
     * their ancestors (a pointer to a value the file lacks is placed at its nearest existing ancestor).
     */
    static ProblemPlaces of(JsonFactory factory, String text, Collection<String> pointers) {
        Set<String> wanted = new HashSet<>();
        for (String pointer : pointers) {
            for (String at = pointer; wanted.add(at) && !at.isEmpty(); at = Pointers.parent(at)) {
                // every ancestor up to the root
            }
        }
        Map<String, Place> found = new HashMap<>();
        try (JsonParser parser = factory.createParser(text)) {
            JsonToken first = SourceMap.next(parser);
            found.put("", new Place(SourceMap.here(parser), 0));
            follow(parser, first, "", wanted, found);
        } catch (IOException e) {
            throw new UncheckedIOException("a case file read once could not be read again", e);
        }
        return new ProblemPlaces(found);
    }

    /** Records the wanted members and items of the value at {@code pointer}, which starts with {@code token}. */
    private static void follow(
            JsonParser parser, JsonToken token, String pointer, Set<String> wanted, Map<String, Place> found)
            throws IOException {
        if (token == JsonToken.START_OBJECT) {
            while (SourceMap.next(parser) == JsonToken.FIELD_NAME) {
                String child = Pointers.child(pointer, parser.currentName());
                long keyAt = SourceMap.here(parser);
                visit(parser, SourceMap.next(parser), child, keyAt, wanted, found);
            }
        } else if (token == JsonToken.START_ARRAY) {
            JsonToken item;
            for (int index = 0; (item = SourceMap.next(parser)) != JsonToken.END_ARRAY; index++) {
                visit(parser, item, Pointers.child(pointer, index), 0, wanted, found);
            }
        }
    }

    private static void visit(
            JsonParser parser,
            JsonToken token,
            String pointer,
            long keyAt,
            Set<String> wanted,
            Map<String, Place> found)
            throws IOException {
        if (!wanted.contains(pointer)) {
            SourceMap.skip(parser);
            return;
        }
        found.putIfAbsent(pointer, new Place(SourceMap.here(parser), keyAt));
        follow(parser, token, pointer, wanted, found);
    }

    /** Where the value at {@code pointer} starts; for a value that does not exist, its nearest ancestor. */
    Location value(String pointer) {
        String at = pointer;
        while (!places.containsKey(at)) {
            at = Pointers.parent(at);
        }
        return SourceMap.location(places.get(at).value());
    }

    /** Where the key of the object member at {@code pointer} starts; falls back to {@link #value(String)}. */
    Location key(String pointer) {
        Place exact = places.get(pointer);
        return exact != null && exact.key() != 0 ? SourceMap.location(exact.key()) : value(pointer);
    }
}
