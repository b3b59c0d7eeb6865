package org.pto.avs.engine.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.testkit.engine.EngineDiscoveryResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.pto.avs.engine.api.Constants;
import org.pto.avs.engine.api.Shard;

/** {@code avs.shard}: the parts of a run are disjoint, together complete, and the same wherever they are computed. */
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
        return kit.execute().testEvents().finished().list().stream().map(Event::getTestDescriptor)
                .map(d -> d.getLegacyReportingName()).sorted().toList();
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
                } else {
                    assertEquals(part, Shard.partOf(test, 4), test);
                }
            }
            assertTrue(tests.size() > 1, "40 ids spread over every part: part " + part + " has " + tests);
            all.addAll(tests);
        }
        List<String> whole = finished(engine(null));
        assertEquals(whole, all.stream().sorted().toList());
        assertEquals(new TreeSet<>(ids), new TreeSet<>(all.stream().filter(t -> !t.equals(broken)).toList()));
    }

    @Test
    void thePartOfAnIdIsTheDocumentedDigestAndDependsOnNothingElse() {
        // Computed apart from this code: 1 + int.from_bytes(sha256(id).digest()[:8], 'big') % n.
        assertEquals(2, Shard.partOf("PTO-AVS-BLOCK-B-IOS-STREAM-001", 4));
        assertEquals(4, Shard.partOf("PTO-AVS-BLOCK-B-IOS-DECODE-001", 4));
        assertEquals(3, Shard.partOf("PTO-AVS-BLOCK-B-IOS-ZERO-MASK-001", 4));
        assertEquals(5, Shard.partOf("PTO-AVS-BLOCK-B-IOS-ZERO-MASK-001", 7));
        assertEquals(1, Shard.partOf("PTO-AVS-BLOCK-B-IOS-ZERO-MASK-001", 1));
    }

    @Test
    void aMalformedShardFailsDiscoveryWithTheReason() throws IOException {
        SyntheticCases.write(corpus, 2);
        for (String bad : List.of("5/4", "0/3", "two", "1/0")) {
            EngineDiscoveryResults results = engine(bad).discover();
            List<DiscoveryIssue> errors = results.getDiscoveryIssues().stream()
                    .filter(i -> i.severity() == DiscoveryIssue.Severity.ERROR).toList();
            assertEquals(1, errors.size(), bad + ": " + results.getDiscoveryIssues());
            assertTrue(errors.get(0).message().startsWith("avs.shard=" + bad), errors.get(0).message());
        }
        assertEquals("avs.shard=5/4: the part must be 1..4 and there must be at least one part",
                assertThrows(IllegalArgumentException.class, () -> Shard.parse("5/4")).getMessage());
        assertEquals(Set.of(), Set.copyOf(engine("1/1").discover().getDiscoveryIssues()));
    }
}
