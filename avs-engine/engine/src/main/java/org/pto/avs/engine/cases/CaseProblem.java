package org.pto.avs.engine.cases;

import java.util.Objects;
import org.apiguardian.api.API;

/**
 * One thing wrong with a case file: where it is (file, line, column, field) and why. Turned into a discovery
 * issue and a failing test at the edge; the rest of the suite still runs.
 *
 * @param origin   the case file as the user knows it: a classpath resource name or a file path
 * @param location where the problem starts in that file
 * @param field    the field path, for example {@code vectors[0].program[2].asm}; empty for the whole file
 * @param reason   what is wrong, in one line
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record CaseProblem(String origin, Location location, String field, String reason) {

    public CaseProblem {
        Objects.requireNonNull(origin, "origin");
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(reason, "reason");
    }

    /** {@code pto-avs/cases/block/B.IOS/X.json:12:9: vectors[0].program[2].asm: reason}, as compilers write it. */
    public String message() {
        return origin + ":" + location.line() + ":" + location.column() + ": " + (field.isEmpty() ? "" : field + ": ")
                + reason;
    }

    @Override
    public String toString() {
        return message();
    }
}
