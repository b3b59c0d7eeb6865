package org.pto.avs.engine.shard;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apiguardian.api.API;
import org.junit.platform.engine.TestDescriptor;
import org.pto.avs.engine.descriptor.CaseDescriptor;
import org.pto.avs.engine.descriptor.Removal;
import org.pto.avs.results.Shard;
import org.pto.avs.results.ShardPlan;

/**
 * Keeps the part of the discovered tree that {@code avs.shard} names (as the run's settings read it): the cases of this part, every property case
 * (each part makes its own range of the case's programs), and (in part 1 only) the tests that
 * are not cases. Applied after discovery, so every part discovers the same cases and the parts are
 * disjoint and together complete.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ShardFilter {

    private ShardFilter() {}

    /**
     * Removes from {@code engine} what is not part of {@code shard} under the {@link ShardPlan} of the discovered
     * cases, and the containers left empty.
     */
    public static void apply(TestDescriptor engine, Shard shard) {
        if (shard.count() == 1) {
            return;
        }
        Map<String, Integer> costs = new TreeMap<>();
        for (TestDescriptor test : engine.getDescendants()) {
            if (test instanceof CaseDescriptor c && !c.isProperty()) {
                costs.putIfAbsent(c.caseId(), c.cost());
            }
        }
        ShardPlan plan = ShardPlan.balance(costs, shard.count());
        for (TestDescriptor test : List.copyOf(engine.getDescendants())) {
            if (!test.isTest()) {
                continue;
            }
            boolean keep = test instanceof CaseDescriptor c
                    ? c.isProperty() || plan.holds(shard, c.caseId())
                    : shard.holdsProblems();
            if (!keep) {
                Removal.withEmptyParents(test);
            }
        }
    }
}
