package org.pto.avs.mutant.run;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apiguardian.api.API;

/**
 * The kill matrix as a console table: one row per mutant, one numbered column per AVS id (the legend names
 * them), {@code X} where the case kills the mutant, {@code .} where it does not, {@code -} where the reference
 * itself does not pass the case.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class KillMatrixTable {

    private KillMatrixTable() {}

    public static String render(KillMatrix matrix) {
        return render(matrix, Map.of());
    }

    /**
     * The table of a run whose cases are known to miss some mutants ({@code expectedToSurvive}: mutant id to the
     * reason, as the property's run holds them): their rows say so, so that a green build prints no bare SURVIVES.
     */
    public static String render(KillMatrix matrix, Map<String, String> expectedToSurvive) {
        StringBuilder out = new StringBuilder();
        List<String> ids = matrix.avsIds();
        long referencePasses =
                matrix.reference().values().stream().filter(CaseResult::passed).count();
        out.append(String.format(
                "Kill matrix: %d mutants x %d AVS ids; the reference device passes %d of %d%n",
                matrix.rows().size(), ids.size(), referencePasses, ids.size()));
        Map<String, Integer> kills = matrix.killsPerCase();
        for (int i = 0; i < ids.size(); i++) {
            CaseResult reference = matrix.reference().get(ids.get(i));
            out.append(String.format(
                    "  %2d  %-40s kills %2d%s%n",
                    i + 1,
                    ids.get(i),
                    kills.get(ids.get(i)),
                    reference != null && reference.passed()
                            ? ""
                            : "   (reference: " + (reference == null ? CaseResult.DID_NOT_RUN : reference.statusText())
                                    + ")"));
        }
        int width = Math.max(
                6,
                matrix.rows().stream()
                        .mapToInt(r -> r.mutantId().length())
                        .max()
                        .orElse(0));
        out.append(String.format("%-" + width + "s ", "mutant"));
        for (int i = 0; i < ids.size(); i++) {
            out.append(String.format("%3d", i + 1));
        }
        out.append("  killed by\n");
        for (KillMatrix.Row row : matrix.rows()) {
            out.append(String.format("%-" + width + "s ", row.mutantId()));
            for (String id : ids) {
                CaseResult reference = matrix.reference().get(id);
                String cell = reference == null || !reference.passed() ? "-" : row.killedBy(id) ? "X" : ".";
                out.append("  ").append(cell);
            }
            out.append("  ")
                    .append(
                            row.killed()
                                    ? row.killedBy().size() + " case(s)"
                                    : expectedToSurvive.containsKey(row.mutantId())
                                            ? "not killed here, as expected"
                                            : "SURVIVES")
                    .append('\n');
        }
        out.append(String.format(
                Locale.ROOT,
                "strength: %d of %d mutants killed = %.1f%%%n",
                matrix.killedCount(),
                matrix.rows().size(),
                100 * matrix.strength()));
        for (TriesToKill random : TriesToKill.of(matrix)) {
            out.append(tries(random, width));
        }
        if (!matrix.survivors().isEmpty()) {
            out.append("survivors:\n");
            for (KillMatrix.Row row : matrix.survivors()) {
                out.append("  ")
                        .append(row.mutantId())
                        .append(" ")
                        .append(row.violates())
                        .append(": ")
                        .append(row.description())
                        .append(
                                expectedToSurvive.containsKey(row.mutantId())
                                        ? " (expected: " + expectedToSurvive.get(row.mutantId()) + ")"
                                        : "")
                        .append('\n');
            }
        }
        return out.toString();
    }

    /** Per killed mutant: the programs a property case compared until the first difference, the shrunk steps. */
    static String tries(TriesToKill random, int width) {
        StringBuilder out = new StringBuilder();
        out.append("random testing, ")
                .append(random.avsId())
                .append(": programs tried until the first difference, steps of the shrunk counterexample\n");
        out.append(String.format("  %-" + width + "s %6s %6s%n", "mutant", "tries", "steps"));
        random.killed()
                .forEach((mutant, result) -> out.append(String.format(
                        "  %-" + width + "s %6d %6s%n",
                        mutant,
                        result.tries().getAsInt(),
                        result.shrunkSteps().isPresent()
                                ? Integer.toString(result.shrunkSteps().getAsInt())
                                : "-")));
        out.append(String.format(
                "  tries to kill: median %d, max %d, over %d killed mutants%n",
                random.medianTries(), random.maxTries(), random.killed().size()));
        return out.toString();
    }
}
