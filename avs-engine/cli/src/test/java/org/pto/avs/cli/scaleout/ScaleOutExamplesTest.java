package org.pto.avs.cli.scaleout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pto.avs.results.Shard;
import org.pto.avs.results.ShardSetting;

/**
 * The scale-out examples parse, and each asks its scheduler for what the README says: three parts whose
 * variables {@code avs.shard=auto} reads as the parts 1/3, 2/3 and 3/3, each journaling its part, then a merge that
 * signs and verifies the bundle. ScaleOutExamplesIT runs these very commands.
 */
class ScaleOutExamplesTest {

    private static final Path KEY = Path.of("lab.key.pem");
    private static final Path PUB = Path.of("lab.pub.pem");
    private static final Path PART_KEY = Path.of("part.key.pem");
    private static final Path PART_PUB = Path.of("part.pub.pem");

    private static Schedule schedule(String example) throws IOException {
        return ScaleOutExamples.all(KEY, PUB, PART_KEY, PART_PUB).stream()
                .filter(s -> s.example().equals(example))
                .findFirst()
                .orElseThrow();
    }

    /** The part each command's variables give under avs.shard=auto, as the engine reads them. */
    private static List<Shard> parts(Schedule schedule) {
        List<Shard> parts = new ArrayList<>();
        for (Schedule.Command part : schedule.parts()) {
            assertTrue(part.script().contains(" shard --journal "), part.script());
            assertTrue(
                    part.script().matches("(?s).* shard --journal \\S+ --sign-key .*"), "signs its journal: " + part);
            assertTrue(!part.script().contains("avs.shard="), "the part comes from the scheduler: " + part.script());
            parts.add(
                    ShardSetting.of(ShardSetting.AUTO, ScaleOutExamples.shardCount(part.script()), part.environment()));
        }
        return parts;
    }

    private static void mergesSignsAndVerifies(Schedule schedule) {
        String merge = String.join(
                "\n", schedule.merge().stream().map(Schedule.Command::script).toList());
        // A signing merge checks the journals' seals: here, that the parts' key signed them.
        assertTrue(
                merge.matches("(?s).*java -jar \"\\$PTO_AVS_JAR\" merge --out \\S+ .*--trusted-key \\S+ --sign-key .*"),
                merge);
        assertTrue(merge.matches("(?s).*java -jar \"\\$PTO_AVS_JAR\" verify \\S+\\.zip --trusted-key .*"), merge);
        assertTrue(merge.indexOf(" merge ") < merge.indexOf(" verify "), "merge, then verify: " + merge);
    }

    private static final List<Shard> THREE_PARTS = List.of(new Shard(1, 3), new Shard(2, 3), new Shard(3, 3));

    @Test
    void theGithubMatrixRunsThreePartsByAvsShardThenMergesSignsVerifiesAndPublishesTheReport() throws IOException {
        Schedule schedule = schedule("github-actions");
        assertEquals(THREE_PARTS, parts(schedule));
        schedule.parts().forEach(p -> assertTrue(p.environment().containsKey(ShardSetting.AVS_SHARD)));
        mergesSignsAndVerifies(schedule);
        JsonNode jobs =
                new YAMLMapper().readTree(ScaleOutExamples.GITHUB.toFile()).get("jobs");
        String uses = jobs.toString();
        assertTrue(jobs.get("shard").toString().contains("actions/upload-artifact"), "each part uploads its journal");
        assertTrue(uses.contains("allure-report") && uses.contains("actions/deploy-pages"), "publishes the report");
    }

    @Test
    void theGitlabParallelJobRunsThreePartsByCiNodeIndexThenMergesSignsVerifiesAndPublishes() throws IOException {
        Schedule schedule = schedule("gitlab-ci");
        assertEquals(THREE_PARTS, parts(schedule));
        schedule.parts().forEach(p -> assertEquals("3", p.environment().get(ShardSetting.CI_NODE_TOTAL)));
        mergesSignsAndVerifies(schedule);
        JsonNode pipeline = new YAMLMapper().readTree(ScaleOutExamples.GITLAB.toFile());
        assertTrue(pipeline.get("pages").get("script").toString().contains("allure"), "pages publishes the report");
    }

    @Test
    void theKubernetesIndexedJobRunsThreePartsWhoseCountIsItsCompletionsThenASuspendedJobMerges() throws IOException {
        Schedule schedule = schedule("kubernetes");
        assertEquals(THREE_PARTS, parts(schedule));
        mergesSignsAndVerifies(schedule);
        Map<String, JsonNode> volumes = KubernetesJobs.volumes(ScaleOutExamples.KUBERNETES);
        Map<String, String> mounts = schedule.parts().get(0).mounts();
        assertTrue(
                mounts.keySet().stream()
                        .filter(name -> volumes.get(name).has("persistentVolumeClaim"))
                        .allMatch(schedule.merge().get(0).mounts()::containsKey),
                "the merge mounts the parts' journals");
        assertTrue(
                mounts.keySet().stream().anyMatch(name -> volumes.get(name).has("persistentVolumeClaim")),
                "the parts share a claim: " + mounts);
        List<JsonNode> jobs = new ArrayList<>();
        new YAMLMapper()
                .readerFor(JsonNode.class)
                .readValues(ScaleOutExamples.KUBERNETES.toFile())
                .forEachRemaining(d -> jobs.add((JsonNode) d));
        assertTrue(
                jobs.stream().anyMatch(j -> j.path("spec").path("suspend").asBoolean()),
                "the merge Job waits, suspended, for the parts");
    }
}
