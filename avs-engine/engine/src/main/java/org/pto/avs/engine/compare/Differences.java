package org.pto.avs.engine.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.pto.avs.results.values.Difference;

/** Collects the differences of one vector and counts the fields compared, so a pass is never vacuous. */
final class Differences {

    private final List<Difference> found = new ArrayList<>();
    private int compared;

    /** Compares one final-state value; both sides are rendered with {@link Render#value(Object)}. */
    void compare(String fieldPath, Object expected, Object actual) {
        compare(-1, fieldPath, expected, actual);
    }

    void compare(int step, String fieldPath, Object expected, Object actual) {
        compared++;
        if (!Objects.equals(expected, actual)) {
            found.add(new Difference(fieldPath, step, Render.value(expected), Render.value(actual)));
        }
    }

    /** Records a comparison already made by the caller. */
    void add(Difference difference) {
        found.add(difference);
    }

    void counted() {
        compared++;
    }

    List<Difference> list() {
        return List.copyOf(found);
    }

    int compared() {
        return compared;
    }
}
