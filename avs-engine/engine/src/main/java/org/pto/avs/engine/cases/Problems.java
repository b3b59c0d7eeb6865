package org.pto.avs.engine.cases;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Collects the problems of one case file, each placed by its JSON pointer through the file's source map. */
final class Problems {

    private final String origin;
    private final SourceMap sourceMap;
    private final List<CaseProblem> problems = new ArrayList<>();

    Problems(String origin, SourceMap sourceMap) {
        this.origin = origin;
        this.sourceMap = sourceMap;
    }

    /** A problem with the value at {@code at}. */
    void at(Json at, String reason) {
        atPointer(at.pointer(), reason);
    }

    void atPointer(String pointer, String reason) {
        problems.add(new CaseProblem(origin, sourceMap.value(pointer), Pointers.fieldPath(pointer), reason));
    }

    /** A problem with the key of the member at {@code pointer} (an unknown key, a duplicate name). */
    void atKey(String pointer, String reason) {
        problems.add(new CaseProblem(origin, sourceMap.key(pointer), Pointers.fieldPath(pointer), reason));
    }

    /**
     * A problem inside a string value: {@code column} is 1-based within the string's text, the value's location is
     * its opening quote, so the character sits {@code column} columns to the right of it.
     */
    void insideString(Json at, int column, String reason) {
        Location quote = sourceMap.value(at.pointer());
        problems.add(new CaseProblem(origin, quote.shifted(Math.max(1, column)), at.fieldPath(), reason));
    }

    boolean isEmpty() {
        return problems.isEmpty();
    }

    int size() {
        return problems.size();
    }

    /** The problems in file order. */
    List<CaseProblem> list() {
        List<CaseProblem> sorted = new ArrayList<>(problems);
        sorted.sort(Comparator.comparingInt((CaseProblem p) -> p.location().line())
                .thenComparingInt(p -> p.location().column()));
        return List.copyOf(sorted);
    }
}
