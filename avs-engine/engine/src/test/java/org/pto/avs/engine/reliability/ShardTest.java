package org.pto.avs.engine.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.testkit.engine.EngineDiscoveryResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.pto.avs.results.Constants;
import org.pto.avs.results.Shard;
import org.pto.avs.results.ShardPlan;

/** {@code avs.shard}: the parts of a run are disjoint, together complete, balanced by cost, the same wherever computed. */
class ShardTest {

    @TempDir
    Path corpus;

    private EngineTestKit.Builder engine(String shard) {
        EngineTestKit.Builder kit = EngineTestKit.engine(Constants.ENGINE_ID)
                .configurationParameter(Constants.SUMMARY, "false")
                .configurationParameter(Constants.CHECK_CATALOG_IDS, "false")
                .selectors(selectDirectory(corpus.toFile()));
        return shard == null ? kit : kit.configurationParameter(Constants.SHARD, shard);
    }

    private static List<String> finished(EngineTestKit.Builder kit) {
        return kit.execute().testEvents().finished().list().stream()
                .map(Event::getTestDescriptor)
                .map(d -> d.getLegacyReportingName())
                .sorted()
                .toList();
    }

    @Test
    void thePartsOfARunAreDisjointAndTogetherHoldEveryCaseAndEachProblemOnce() throws IOException {
        List<String> ids = SyntheticCases.write(corpus, 40);
        Files.writeString(corpus.resolve("broken.json"), "{");
        String broken = "invalid case file " + corpus.resolve("broken.json");
        List<String> all = new ArrayList<>();
        for (int part = 1; part <= 4; part++) {
            List<String> tests = finished(engine(part + "/4"));
            for (String test : tests) {
                if (test.equals(broken)) {
                    assertEquals(1, part, "a problem is reported by part 1");
                }
            }
            // 40 cases of one cost: the split by cost gives each of 4 parts 10 of them.
            assertEquals(10, tests.stream().filter(t -> !t.equals(broken)).count(), "part " + part + ": " + tests);
            all.addAll(tests);
        }
        List<String> whole = finished(engine(null));
        assertEquals(whole, all.stream().sorted().toList());
        assertEquals(
                new TreeSet<>(ids),
                new TreeSet<>(all.stream().filter(t -> !t.equals(broken)).toList()));
    }

    @Test
    void thePartsAreBalancedByCostTheMostCostlyCaseFirstEachToTheLeastLoadedPart() {
        Map<String, Integer> costs = new LinkedHashMap<>();
        costs.put("F", 1);
        costs.put("E", 2);
        costs.put("D", 3);
        costs.put("C", 3);
        costs.put("B", 4);
        costs.put("A", 5);
        ShardPlan plan = ShardPlan.balance(costs, 2);
        // A (5) to part 1, B (4) to 2, C (3) to 2, D (3) to 1, E (2) to 2, F (1) to 1: 9 and 9.
        assertEquals(
                List.of(1, 2, 2, 1, 2, 1),
                Stream.of("A", "B", "C", "D", "E", "F")
                        .map(id -> plan.partOf(id).getAsInt())
                        .toList());
        assertEquals(9, plan.costOfPart(1));
        assertEquals(9, plan.costOfPart(2));
        assertEquals(
                plan.partOf("C"),
                ShardPlan.balance(new TreeMap<>(costs), 2).partOf("C"),
                "the order the costs are given in changes nothing");
        assertTrue(plan.partOf("G").isEmpty(), "an id the plan was not made with is in no part");
        assertEquals(7, ShardPlan.costOf(List.of(3, 0, 3)), "a vector of no step costs one");
    }

    @Test
    void aPartHoldsNoMoreCostThanTheLeastLoadedPartPlusOneCase() {
        Map<String, Integer> costs = new TreeMap<>();
        for (int i = 0; i < 40; i++) {
            costs.put(String.format("PTO-AVS-X-%02d", i), 1 + (i * 7) % 11);
        }
        int largest = costs.values().stream().mapToInt(Integer::intValue).max().orElseThrow();
        for (int parts = 2; parts <= 7; parts++) {
            ShardPlan plan = ShardPlan.balance(costs, parts);
            long most = 0;
            long least = Long.MAX_VALUE;
            for (int part = 1; part <= parts; part++) {
                most = Math.max(most, plan.costOfPart(part));
                least = Math.min(least, plan.costOfPart(part));
            }
            assertTrue(most - least <= largest, parts + " parts: " + most + " - " + least);
        }
    }

    @Test
    void aMalformedShardFailsDiscoveryWithTheReason() throws IOException {
        SyntheticCases.write(corpus, 2);
        for (String bad : List.of("5/4", "0/3", "two", "1/0")) {
            EngineDiscoveryResults results = engine(bad).discover();
            List<DiscoveryIssue> errors = results.getDiscoveryIssues().stream()
                    .filter(i -> i.severity() == DiscoveryIssue.Severity.ERROR)
                    .toList();
            assertEquals(1, errors.size(), bad + ": " + results.getDiscoveryIssues());
            assertTrue(
                    errors.get(0).message().startsWith("avs.shard=" + bad),
                    errors.get(0).message());
        }
        assertEquals(
                "avs.shard=5/4: the part must be 1..4 and there must be at least one part",
                assertThrows(IllegalArgumentException.class, () -> Shard.parse("5/4"))
                        .getMessage());
        assertEquals(Set.of(), Set.copyOf(engine("1/1").discover().getDiscoveryIssues()));
    }
}
