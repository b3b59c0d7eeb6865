package org.pto.avs.engine.cases;

import com.fasterxml.jackson.core.JsonFactory;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Collects the problems of one case file by JSON pointer; they are placed at their line and column only when listed,
 * by reading the file again ({@link ProblemPlaces}), so a valid file never records where its values are.
 */
final class Problems {

    /** A problem not yet placed: at the value, or the key, at {@code pointer}, {@code shift} columns into a string. */
    private record Unplaced(String pointer, boolean atKey, int shift, String fieldPath, String reason) {}

    private final String origin;
    private final JsonFactory factory;
    private final String text;
    private final List<Unplaced> problems = new ArrayList<>();

    /** The problems of {@code origin}, whose text {@code text} is placed with {@code factory} when they are listed. */
    Problems(String origin, JsonFactory factory, String text) {
        this.origin = origin;
        this.factory = factory;
        this.text = text;
    }

    /** A problem with the value at {@code at}. */
    void at(Json at, String reason) {
        atPointer(at.pointer(), reason);
    }

    void atPointer(String pointer, String reason) {
        problems.add(new Unplaced(pointer, false, 0, Pointers.fieldPath(pointer), reason));
    }

    /** A problem with the key of the member at {@code pointer} (an unknown key, a duplicate name). */
    void atKey(String pointer, String reason) {
        problems.add(new Unplaced(pointer, true, 0, Pointers.fieldPath(pointer), reason));
    }

    /**
     * A problem inside a string value: {@code column} is 1-based within the string's text, the value's location is
     * its opening quote, so the character sits {@code column} columns to the right of it.
     */
    void insideString(Json at, int column, String reason) {
        problems.add(new Unplaced(at.pointer(), false, Math.max(1, column), at.fieldPath(), reason));
    }

    boolean isEmpty() {
        return problems.isEmpty();
    }

    int size() {
        return problems.size();
    }

    /** The problems, placed, in file order. */
    List<CaseProblem> list() {
        if (problems.isEmpty()) {
            return List.of();
        }
        ProblemPlaces places = ProblemPlaces.of(
                factory, text, problems.stream().map(Unplaced::pointer).toList());
        List<CaseProblem> placed = new ArrayList<>();
        for (Unplaced problem : problems) {
            Location at = problem.atKey() ? places.key(problem.pointer()) : places.value(problem.pointer());
            placed.add(new CaseProblem(
                    origin,
                    problem.shift() == 0 ? at : at.shifted(problem.shift()),
                    problem.fieldPath(),
                    problem.reason()));
        }
        placed.sort(Comparator.comparingInt((CaseProblem p) -> p.location().line())
                .thenComparingInt(p -> p.location().column()));
        return List.copyOf(placed);
    }
}
