package org.pto.avs.mutant.run;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apiguardian.api.API;

/**
 * Which AVS cases kill which mutant. A case kills a mutant when the reference device passes it and the mutant
 * does not (see {@link CaseResult#kills()}); a case the reference itself does not pass kills nothing.
 *
 * @param avsIds    every AVS id that ran, in the reference run's order
 * @param reference the reference device's result per AVS id
 * @param rows      one row per mutant, in the order they ran
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record KillMatrix(List<String> avsIds, Map<String, CaseResult> reference, List<Row> rows) {

    /**
     * One mutant's results.
     *
     * @param killedBy the AVS ids that kill it, in {@link #avsIds} order
     */
    public record Row(
            String mutantId,
            String description,
            List<String> violates,
            Map<String, CaseResult> results,
            List<String> killedBy) {

        public Row {
            violates = List.copyOf(violates);
            results = Collections.unmodifiableMap(new LinkedHashMap<>(results));
            killedBy = List.copyOf(killedBy);
        }

        public boolean killed() {
            return !killedBy.isEmpty();
        }

        public boolean killedBy(String avsId) {
            return killedBy.contains(avsId);
        }
    }

    /** A mutant that ran, with its description and clauses, and its results per AVS id. */
    public record MutantRun(
            String mutantId, String description, List<String> violates, Map<String, CaseResult> results) {}

    public KillMatrix {
        avsIds = List.copyOf(avsIds);
        reference = Collections.unmodifiableMap(new LinkedHashMap<>(reference));
        rows = List.copyOf(rows);
    }

    public static KillMatrix of(Map<String, CaseResult> reference, List<MutantRun> mutants) {
        Set<String> ids = new LinkedHashSet<>(reference.keySet());
        mutants.forEach(m -> ids.addAll(m.results().keySet()));
        List<String> avsIds = List.copyOf(ids);
        List<Row> rows = new ArrayList<>();
        for (MutantRun mutant : mutants) {
            List<String> killedBy = new ArrayList<>();
            for (String id : avsIds) {
                CaseResult ref = reference.get(id);
                CaseResult result = mutant.results().get(id);
                if (ref != null && ref.passed() && result != null && result.kills()) {
                    killedBy.add(id);
                }
            }
            rows.add(new Row(mutant.mutantId(), mutant.description(), mutant.violates(), mutant.results(), killedBy));
        }
        return new KillMatrix(avsIds, reference, rows);
    }

    /**
     * This matrix with the columns of {@code other} appended (the same mutants, another run): its AVS ids, its
     * reference results, each mutant's results and kills. An AVS id both have keeps this matrix's column.
     */
    public KillMatrix withColumnsOf(KillMatrix other) {
        List<String> ids = new ArrayList<>(avsIds);
        other.avsIds().stream().filter(id -> !avsIds.contains(id)).forEach(ids::add);
        Map<String, CaseResult> joinedReference = new LinkedHashMap<>(other.reference());
        joinedReference.putAll(reference);
        Map<String, Row> others = new LinkedHashMap<>();
        other.rows().forEach(row -> others.put(row.mutantId(), row));
        List<Row> joined = new ArrayList<>();
        for (Row row : rows) {
            Row more = others.get(row.mutantId());
            if (more == null) {
                throw new IllegalArgumentException("the other matrix has no row for " + row.mutantId());
            }
            Map<String, CaseResult> results = new LinkedHashMap<>(row.results());
            more.results().forEach(results::putIfAbsent);
            List<String> killedBy = ids.stream()
                    .filter(id -> row.killedBy(id) || !avsIds.contains(id) && more.killedBy(id))
                    .toList();
            joined.add(new Row(row.mutantId(), row.description(), row.violates(), results, killedBy));
        }
        return new KillMatrix(ids, joinedReference, joined);
    }

    public int killedCount() {
        return (int) rows.stream().filter(Row::killed).count();
    }

    /** Killed mutants over all mutants; 0 when there are none. */
    public double strength() {
        return rows.isEmpty() ? 0 : (double) killedCount() / rows.size();
    }

    public List<Row> survivors() {
        return rows.stream().filter(r -> !r.killed()).toList();
    }

    /** The AVS ids the reference device does not pass, with its result: each is a defect of the cases or model. */
    public Map<String, CaseResult> referenceFailures() {
        Map<String, CaseResult> failures = new LinkedHashMap<>();
        reference.forEach((id, result) -> {
            if (!result.passed()) {
                failures.put(id, result);
            }
        });
        // A case that ran on a mutant but not on the reference was never judged against it.
        for (String id : avsIds) {
            if (!reference.containsKey(id)) {
                failures.put(id, CaseResult.notRun("did not run on the reference device"));
            }
        }
        return failures;
    }

    /** How many mutants each AVS id kills, in {@link #avsIds} order. */
    public Map<String, Integer> killsPerCase() {
        Map<String, Integer> kills = new LinkedHashMap<>();
        for (String id : avsIds) {
            kills.put(id, (int) rows.stream().filter(r -> r.killedBy(id)).count());
        }
        return kills;
    }
}
