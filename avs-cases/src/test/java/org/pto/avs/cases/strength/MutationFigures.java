package org.pto.avs.cases.strength;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The figures of one PIT run, per package of the model and in all: generated, killed, survived, no coverage,
 * timed out, other detections (memory error, run error); and the score, detected over generated minus the
 * survivors triaged as equivalent.
 */
record MutationFigures(Map<String, int[]> perPackage, int[] total, int equivalent) {

    private static final List<String> STATUSES = List.of("KILLED", "SURVIVED", "NO_COVERAGE", "TIMED_OUT");

    static MutationFigures of(List<PitMutant> mutants, int equivalent) {
        Map<String, int[]> perPackage = new TreeMap<>();
        int[] total = new int[STATUSES.size() + 2];
        for (PitMutant mutant : mutants) {
            count(perPackage.computeIfAbsent(mutant.modelPackage(), p -> new int[total.length]), mutant);
            count(total, mutant);
        }
        return new MutationFigures(perPackage, total, equivalent);
    }

    private static void count(int[] row, PitMutant mutant) {
        row[0]++;
        int status = STATUSES.indexOf(mutant.status());
        row[status < 0 ? STATUSES.size() + 1 : status + 1]++;
    }

    /** Detected mutants: killed, timed out, or another detection. */
    int detected() {
        return total[1] + total[4] + total[5];
    }

    /** Detected over the mutants that are not equivalent, in percent. */
    double score() {
        int relevant = total[0] - equivalent;
        return relevant == 0 ? 100 : 100.0 * detected() / relevant;
    }

    void print(PrintStream out) {
        String format = "%-28s %9s %6s %8s %11s %9s %6s%n";
        out.printf(format, "package", "generated", "killed", "survived", "no coverage", "timed out", "other");
        perPackage.forEach((pkg, row) -> out.printf(format, pkg, row[0], row[1], row[2], row[3], row[4], row[5]));
        out.printf(format, "all", total[0], total[1], total[2], total[3], total[4], total[5]);
        out.printf(
                "detected %d of %d mutants that are not equivalent (%d triaged equivalent): %.1f %%%n",
                detected(), total[0] - equivalent, equivalent, score());
    }
}
