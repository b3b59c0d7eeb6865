package org.pto.avs.engine.cases;

import org.apiguardian.api.API;

/** A 1-based line and column in a case file. */
@API(status = API.Status.INTERNAL, since = "0.1")
public record Location(int line, int column) {

    public static final Location START = new Location(1, 1);

    /** The same line, {@code offset} columns to the right. */
    Location shifted(int offset) {
        return new Location(line, column + offset);
    }
}
