package org.pto.avs.engine.cases;

/** A 1-based line and column in a case file. */
public record Location(int line, int column) {

    public static final Location START = new Location(1, 1);

    /** The same line, {@code offset} columns to the right. */
    Location shifted(int offset) {
        return new Location(line, column + offset);
    }
}
