package org.pto.avs.reports.summary;

import java.util.List;
import java.util.Objects;
import org.apiguardian.api.API;

/**
 * One seed contract clause and the AVS points of this run that cover it.
 *
 * @param clause the clause reference ({@code legality[3]}, {@code field_zero_meanings.PEMode})
 * @param text   the clause as the contract states it
 * @param points the covering points in AVS id order; NOT TESTED unless one of them was judged
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record ClauseCoverage(String instruction, String clause, String text, List<CoveringPoint> points) {

    public ClauseCoverage {
        Objects.requireNonNull(instruction, "instruction");
        Objects.requireNonNull(clause, "clause");
        text = text == null ? "" : text;
        points = List.copyOf(points);
    }

    /** Covered by a point whose verdict this run judged ({@link CoveringPoint#judged()}). */
    public boolean tested() {
        return points.stream().anyMatch(CoveringPoint::judged);
    }
}
