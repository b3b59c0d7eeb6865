package org.pto.avs.reports.shards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.pto.avs.results.ShardPlan;

/** The verifier's rule for merged bundles: every mandated id run exactly once, by the part it belongs to. */
class ShardCoverageTest {

    private static final List<String> IDS = List.of(
            "PTO-AVS-BLOCK-B-IOS-STREAM-001",
            "PTO-AVS-BLOCK-B-IOS-DECODE-001",
            "PTO-AVS-BLOCK-B-IOS-ZERO-MASK-001",
            "PTO-AVS-BLOCK-B-IOS-PEMODE-005",
            "PTO-AVS-BLOCK-B-IOS-VEC-USE-001");

    /** The suite's plan of 3 parts, as the verifier makes it. */
    private static final ShardPlan PLAN = SuiteShardPlan.of(3);

    /** The record a correct merge of {@code parts} parts writes for {@code ids}. */
    private static List<ShardRecord.Part> parts(int parts, List<String> ids) {
        List<ShardRecord.Part> list = new ArrayList<>();
        for (int index = 1; index <= parts; index++) {
            int part = index;
            list.add(new ShardRecord.Part(
                    part + "/" + parts,
                    "part" + part + ".jsonl",
                    "",
                    ids.stream()
                            .filter(id -> PLAN.partOf(id).getAsInt() == part)
                            .sorted()
                            .toList(),
                    ""));
        }
        return list;
    }

    private static List<String> check(List<ShardRecord.Part> parts) {
        return ShardCoverage.check(new ShardRecord(3, parts), Set.copyOf(IDS), Set.copyOf(IDS), PLAN);
    }

    @Test
    void aCorrectMergeHasNoFindingAndSurvivesItsJson() {
        ShardRecord record = new ShardRecord(3, parts(3, IDS));
        assertEquals(
                List.of(),
                ShardCoverage.check(ShardRecord.parse(record.toJson()), Set.copyOf(IDS), Set.copyOf(IDS), PLAN));
    }

    @Test
    void anIdRunByNoPartTwiceOrByTheWrongPartIsAFinding() {
        String id = IDS.get(0);
        int home = PLAN.partOf(id).getAsInt();
        int other = home % 3 + 1;

        List<ShardRecord.Part> missing = parts(3, IDS.subList(1, IDS.size()));
        assertEquals(
                List.of(
                        id + ": mandated by the catalog but run by no part (it belongs to part " + home + "/3)",
                        id + ": the manifest has a result that no part ran"),
                check(missing));

        List<ShardRecord.Part> twice = parts(3, IDS);
        List<String> more = new ArrayList<>(twice.get(other - 1).ids());
        more.add(id);
        twice.set(other - 1, new ShardRecord.Part(other + "/3", "x", "", more, ""));
        int first = Math.min(home, other);
        int second = Math.max(home, other);
        assertTrue(
                check(twice)
                        .contains(id + ": run by part " + first + "/3 and by part " + second + "/3; once is the rule"),
                () -> check(twice).toString());

        List<ShardRecord.Part> wrongPart = parts(3, IDS.subList(1, IDS.size()));
        List<String> moved = new ArrayList<>(wrongPart.get(other - 1).ids());
        moved.add(id);
        wrongPart.set(other - 1, new ShardRecord.Part(other + "/3", "x", "", moved, ""));
        assertEquals(
                List.of(id + ": run by part " + other + "/3 but the partition puts it in part " + home + "/3"),
                check(wrongPart));
    }

    @Test
    void theSuitesPlanBalancesItsCasesByTheStepsOfTheirVectors() {
        ShardPlan plan = SuiteShardPlan.of(3);
        long most = 0;
        long least = Long.MAX_VALUE;
        for (int part = 1; part <= 3; part++) {
            most = Math.max(most, plan.costOfPart(part));
            least = Math.min(least, plan.costOfPart(part));
            assertTrue(
                    plan.casesOfPart(part) >= 10, "part " + part + " of 3 holds " + plan.casesOfPart(part) + " cases");
        }
        assertTrue(most - least <= 10, "3 parts of the suite cost " + least + ".." + most + " steps");
    }

    @Test
    void everyPartAppearsOnce() {
        List<ShardRecord.Part> parts = parts(3, IDS);
        parts.add(parts.get(0));
        Set<String> findings = new TreeSet<>(check(parts));
        assertTrue(findings.contains("shards.json: part 1/3 appears 2 times, expected once"), findings::toString);
        parts.remove(parts.size() - 1);
        parts.remove(0);
        assertTrue(check(parts).contains("shards.json: part 1/3 appears 0 times, expected once"));
    }
}
