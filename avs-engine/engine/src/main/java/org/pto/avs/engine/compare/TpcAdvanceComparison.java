package org.pto.avs.engine.compare;

import java.util.List;
import org.pto.avs.engine.cases.Step;
import org.pto.avs.results.values.Difference;

/** Compares how far each step advanced TPC, for each step whose vector states it. */
final class TpcAdvanceComparison {

    private TpcAdvanceComparison() {}

    /** {@code tpc_advance[3]: expected 2, actual 4}, for each step that states it: the index is the step's. */
    static void tpcAdvances(List<Step> program, List<Integer> advances, Differences differences) {
        for (Step step : program) {
            if (step.tpcAdvance() != null) {
                Integer actual = step.index() < advances.size() ? advances.get(step.index()) : null;
                differences.compare(
                        step.index(),
                        "tpc_advance[" + step.index() + "]",
                        step.tpcAdvance(),
                        actual == null ? Difference.ABSENT : actual);
            }
        }
    }
}
