package org.pto.avs.reports.render;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.reports.model.FieldDifference;

/** The field-level diff of a case: one line per differing field, naming vector, step, field, expected, actual. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class DiffListing {

    private DiffListing() {}

    public static String of(List<FieldDifference> differences) {
        StringBuilder out = new StringBuilder();
        differences.forEach(d -> out.append(d).append('\n'));
        return out.toString();
    }

    /** The first {@code limit} lines, then how many more there are. */
    public static String firstLines(List<FieldDifference> differences, int limit) {
        if (differences.size() <= limit) {
            return of(differences);
        }
        return of(differences.subList(0, limit)) + "... and " + (differences.size() - limit) + " more\n";
    }
}
