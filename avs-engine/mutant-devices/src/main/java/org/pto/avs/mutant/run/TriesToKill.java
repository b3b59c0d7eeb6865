package org.pto.avs.mutant.run;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.apiguardian.api.API;

/**
 * How many programs a property case (random differential testing) needed to kill each mutant it kills: its
 * {@code avs.random.tries} on the mutant, and the steps of the counterexample it shrank to.
 *
 * @param avsId  the property case
 * @param killed per killed mutant, in run order, its result (with tries and shrunk steps)
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record TriesToKill(String avsId, Map<String, CaseResult> killed) {

    public TriesToKill {
        killed = Collections.unmodifiableMap(new LinkedHashMap<>(killed));
    }

    /** Every AVS id of the matrix that reported tries on a mutant it kills: the property cases. */
    public static List<TriesToKill> of(KillMatrix matrix) {
        return matrix.avsIds().stream()
                .map(id -> forCase(matrix, id))
                .filter(t -> !t.killed().isEmpty())
                .toList();
    }

    static TriesToKill forCase(KillMatrix matrix, String avsId) {
        Map<String, CaseResult> killed = new LinkedHashMap<>();
        for (KillMatrix.Row row : matrix.rows()) {
            CaseResult result = row.results().get(avsId);
            if (row.killedBy(avsId) && result.tries().isPresent()) {
                killed.put(row.mutantId(), result);
            }
        }
        return new TriesToKill(avsId, killed);
    }

    public int maxTries() {
        return sortedTries()[killed.size() - 1];
    }

    /** The middle value of the sorted tries (of an even count, the lower of the two middle ones). */
    public int medianTries() {
        return sortedTries()[(killed.size() - 1) / 2];
    }

    /** The largest shrunk counterexample, in steps. */
    public OptionalInt maxShrunkSteps() {
        return killed.values().stream()
                .map(CaseResult::shrunkSteps)
                .filter(OptionalInt::isPresent)
                .mapToInt(OptionalInt::getAsInt)
                .max();
    }

    private int[] sortedTries() {
        return killed.values().stream()
                .mapToInt(r -> r.tries().getAsInt())
                .sorted()
                .toArray();
    }
}
