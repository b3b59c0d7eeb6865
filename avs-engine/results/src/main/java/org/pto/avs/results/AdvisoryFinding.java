package org.pto.avs.results;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.pto.avs.results.values.Difference;

/**
 * What an advisory vector found: the device differs from it where the spec does not mandate the behaviour. Reported
 * apart from the statuses, as a conformance suite reports a quality or compatibility warning; it never makes the
 * device non-conforming.
 *
 * @param vector      the advisory vector's name
 * @param why         why the vector is advisory, from its case file
 * @param differences the fields that differ, as the comparison names them
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record AdvisoryFinding(String vector, String why, List<Difference> differences) {

    public AdvisoryFinding {
        Objects.requireNonNull(vector, "vector");
        Objects.requireNonNull(why, "why");
        differences = List.copyOf(differences);
    }

    /** {@code vector <name> differs (<why>)}, as the finding's mark names it. */
    public String describe() {
        return "vector " + vector + " differs (" + why + ")";
    }

    /** The differing fields one a line, as the diff of a failing vector reads. */
    public String diff() {
        return differences.stream().map(Difference::describe).collect(Collectors.joining("\n"));
    }
}
