package org.pto.avs.results;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.apiguardian.api.API;

/**
 * Which part of a sharded run ({@code avs.shard=i/n}) each case belongs to: the parts balanced by cost, the same on
 * every machine. A case's cost is the steps of its vectors ({@link #costOf}). The cases are dealt from the most costly
 * down (equal costs in the order of their AVS ids), each to the part with the least cost so far (equal costs: the
 * lowest part), so no part costs more than the least costly one by more than one case's cost. Property cases are
 * not dealt: every part runs its own range of their programs.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class ShardPlan {

    private final int count;
    private final Map<String, Integer> parts;
    private final long[] costs;

    private ShardPlan(int count, Map<String, Integer> parts, long[] costs) {
        this.count = count;
        this.parts = parts;
        this.costs = costs;
    }

    /** The cost of a case whose vectors have these numbers of steps: their sum, a vector of no step counting one. */
    public static int costOf(List<Integer> stepsPerVector) {
        return stepsPerVector.stream().mapToInt(steps -> Math.max(1, steps)).sum();
    }

    /** The plan of {@code count} parts for the cases of {@code costs} (AVS id to cost). */
    public static ShardPlan balance(Map<String, Integer> costs, int count) {
        if (count < 1) {
            throw new IllegalArgumentException("a plan has at least one part, not " + count);
        }
        List<Map.Entry<String, Integer>> order = new ArrayList<>(new TreeMap<>(costs).entrySet());
        order.sort(Comparator.comparing((Map.Entry<String, Integer> e) -> e.getValue())
                .reversed()
                .thenComparing(Map.Entry::getKey));
        long[] load = new long[count];
        Map<String, Integer> parts = new TreeMap<>();
        for (Map.Entry<String, Integer> entry : order) {
            int least = 0;
            for (int part = 1; part < count; part++) {
                if (load[part] < load[least]) {
                    least = part;
                }
            }
            load[least] += entry.getValue();
            parts.put(entry.getKey(), least + 1);
        }
        return new ShardPlan(count, parts, load);
    }

    /** The part ({@code 1..count}) of {@code avsId}; empty for an id the plan was not made with. */
    public OptionalInt partOf(String avsId) {
        Integer part = parts.get(avsId);
        return part == null ? OptionalInt.empty() : OptionalInt.of(part);
    }

    /** Whether {@code avsId} is one of {@code shard}'s cases under this plan. */
    public boolean holds(Shard shard, String avsId) {
        return shard.count() == count && partOf(avsId).orElse(0) == shard.index();
    }

    /** The cost of part {@code index} (1-based): the sum of its cases' costs. */
    public long costOfPart(int index) {
        return costs[index - 1];
    }

    /** The number of cases of part {@code index} (1-based). */
    public long casesOfPart(int index) {
        return parts.values().stream().filter(part -> part == index).count();
    }
}
