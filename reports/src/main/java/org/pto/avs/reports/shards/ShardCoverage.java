package org.pto.avs.reports.shards;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apiguardian.api.API;
import org.pto.avs.isa.Catalog;
import org.pto.avs.results.Shard;
import org.pto.avs.results.ShardPlan;

/**
 * What a merged bundle's {@code shards.json} must show: parts {@code 1/n..n/n}, each once; every mandated AVS id run
 * by exactly one part, the one the suite's {@link ShardPlan} assigns it ({@link SuiteShardPlan}); and the ids of the parts exactly the ids the
 * manifest has results for.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ShardCoverage {

    private ShardCoverage() {}

    /**
     * Adds the findings about a bundle's {@value ShardRecord#FILE} to {@code findings}; a bundle without one (an
     * unsharded run) has none.
     */
    public static void checkBundle(String shards, Catalog catalog, Set<String> results, List<String> findings) {
        ShardRecord record;
        try {
            record = ShardRecord.parse(shards);
        } catch (IllegalArgumentException e) {
            findings.add(ShardRecord.FILE + ": " + e.getMessage());
            return;
        }
        Set<String> mandated = new TreeSet<>();
        catalog.instructions().forEach(instruction -> mandated.addAll(instruction.tests()));
        findings.addAll(check(record, mandated, results, SuiteShardPlan.of(record.parts())));
    }

    /** The findings, one line each; none when the parts cover every mandated id exactly once. */
    public static List<String> check(ShardRecord record, Set<String> mandated, Set<String> results, ShardPlan plan) {
        List<String> findings = new ArrayList<>();
        int n = record.parts();
        Map<Integer, Integer> seen = new TreeMap<>();
        Map<String, String> partOf = new TreeMap<>();
        for (ShardRecord.Part part : record.shards()) {
            Shard shard;
            try {
                shard = Shard.parse(part.shard());
            } catch (IllegalArgumentException e) {
                findings.add("shards.json: " + e.getMessage());
                continue;
            }
            if (shard.count() != n) {
                findings.add("shards.json: part " + shard + " is not one of " + n + " parts");
                continue;
            }
            seen.merge(shard.index(), 1, Integer::sum);
            for (String id : part.ids()) {
                String earlier = partOf.putIfAbsent(id, shard.toString());
                if (earlier != null) {
                    findings.add(id + ": run by part " + earlier + " and by part " + shard + "; once is the rule");
                } else if (!plan.holds(shard, id)) {
                    findings.add(
                            id + ": run by part " + shard + " but the partition puts it in " + planned(plan, id, n));
                }
            }
        }
        for (int index = 1; index <= n; index++) {
            int count = seen.getOrDefault(index, 0);
            if (count != 1) {
                findings.add("shards.json: part " + index + "/" + n + " appears " + count + " times, expected once");
            }
        }
        for (String id : new TreeSet<>(mandated)) {
            if (!partOf.containsKey(id)) {
                findings.add(id + ": mandated by the catalog but run by no part (it belongs to " + planned(plan, id, n)
                        + ")");
            }
        }
        for (String id : new TreeSet<>(partOf.keySet())) {
            if (!results.contains(id)) {
                findings.add(id + ": run by part " + partOf.get(id) + " but the manifest has no result for it");
            }
        }
        for (String id : new TreeSet<>(results)) {
            if (!partOf.containsKey(id)) {
                findings.add(id + ": the manifest has a result that no part ran");
            }
        }
        return findings;
    }

    /** {@code part 2/3}, or what the plan knows of an id it was not made with. */
    private static String planned(ShardPlan plan, String id, int n) {
        return plan.partOf(id).stream()
                .mapToObj(part -> "part " + part + "/" + n)
                .findFirst()
                .orElse("no part: no case file of the suite holds it");
    }
}
