package org.pto.avs.engine.compare;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.SortedMap;
import org.pto.avs.model.machine.LocalBinding;
import org.pto.avs.model.machine.LoopBound;
import org.pto.avs.model.machine.ScalarBinding;
import org.pto.avs.engine.cases.Step;
import org.pto.avs.results.values.Difference;

/**
 * Compares what the block's dimension and scalar commands leave behind: each step's TPC advance, the loop bounds
 * present, and the scalar binding record, each only where the vector states it.
 */
final class OperandComparison {

    /** How an absent bound or record is shown. */
    static final String NONE = "none";

    private OperandComparison() {}

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

    /** {@code loop_bounds.LB0: expected 12, actual none}, for each stated bound. */
    static void loopBounds(SortedMap<Integer, OptionalInt> expected, List<LoopBound> actual, Differences differences) {
        for (Map.Entry<Integer, OptionalInt> bound : expected.entrySet()) {
            Object present = actual.stream()
                    .filter(b -> b.index() == bound.getKey())
                    .findFirst()
                    .<Object>map(LoopBound::value)
                    .orElse(NONE);
            Object wanted =
                    bound.getValue().isPresent() ? (Object) bound.getValue().getAsInt() : NONE;
            differences.compare("loop_bounds.LB" + bound.getKey(), wanted, present);
        }
    }

    /** The whole Local record list, in order: each slot compared, a missing or extra one shown as absent. */
    static void localBindings(List<LocalBinding> expected, List<LocalBinding> actual, Differences differences) {
        list("local_bindings", expected, actual, differences);
    }

    /** A whole list, in order: each entry compared, a missing or extra one shown as absent. */
    static <T> void list(String path, List<T> expected, List<T> actual, Differences differences) {
        differences.counted();
        for (int i = 0; i < Math.max(expected.size(), actual.size()); i++) {
            T want = i < expected.size() ? expected.get(i) : null;
            T got = i < actual.size() ? actual.get(i) : null;
            if (!Objects.equals(want, got)) {
                differences.add(new Difference(path + "[" + i + "]", -1, Render.value(want), Render.value(got)));
            }
        }
    }

    /** Field by field when both hold a record ({@code scalar_binding.reg_src0}), else the whole record. */
    static void scalarBinding(ScalarBinding expected, ScalarBinding actual, Differences differences) {
        if (expected == null || actual == null) {
            differences.compare("scalar_binding", expected == null ? NONE : expected, actual == null ? NONE : actual);
            return;
        }
        differences.compare("scalar_binding.reg_dst", expected.regDst(), actual.regDst());
        differences.compare("scalar_binding.reg_src0", expected.regSrc0(), actual.regSrc0());
        differences.compare("scalar_binding.reg_src1", expected.regSrc1(), actual.regSrc1());
        differences.compare("scalar_binding.reg_src2", expected.regSrc2(), actual.regSrc2());
    }
}
