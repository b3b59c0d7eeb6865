package org.pto.avs.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code avs.shard=auto}: the part comes from the variables of the scheduler that started the process, read from an
 * environment given as a map; none set, or a value that is not a part, is an error naming the variable and value.
 */
class ShardSettingTest {

    private static Shard auto(Map<String, String> environment) {
        return ShardSetting.of("auto", null, environment);
    }

    private static String error(String count, Map<String, String> environment) {
        return assertThrows(IllegalArgumentException.class, () -> ShardSetting.of("auto", count, environment))
                .getMessage();
    }

    @Test
    void withoutAnyVariableAutoIsAnErrorNamingEveryVariableItLookedFor() {
        String message = error(null, Map.of("HOME", "/root", "CI", "true"));
        assertTrue(
                message.startsWith("avs.shard=auto: none of AVS_SHARD, JOB_COMPLETION_INDEX, CI_NODE_INDEX,"
                        + " CI_NODE_TOTAL is set"),
                message);
        assertTrue(message.contains("avs.shard.count"), message);
        // An empty variable, as shells and CI systems often export, is not set.
        assertTrue(error(null, Map.of("AVS_SHARD", " ")).contains("none of AVS_SHARD"));
    }

    @Test
    void avsShardGivesThePartAsWritten() {
        assertEquals(new Shard(2, 3), auto(Map.of("AVS_SHARD", "2/3")));
        assertEquals(new Shard(1, 1), auto(Map.of("AVS_SHARD", "1/1")));
    }

    @Test
    void aKubernetesIndexedJobGivesTheZeroBasedIndexAndTheCountComesFromTheSetting() {
        assertEquals(new Shard(1, 3), ShardSetting.of("auto", "3", Map.of("JOB_COMPLETION_INDEX", "0")));
        assertEquals(new Shard(3, 3), ShardSetting.of("auto", "3", Map.of("JOB_COMPLETION_INDEX", "2")));
        assertEquals(
                "avs.shard=auto: JOB_COMPLETION_INDEX=1 is set, but not avs.shard.count: set it to the Job's"
                        + " completions",
                error(null, Map.of("JOB_COMPLETION_INDEX", "1")));
    }

    @Test
    void gitLabParallelGivesTheOneBasedIndexAndTheTotal() {
        assertEquals(new Shard(1, 4), auto(Map.of("CI_NODE_INDEX", "1", "CI_NODE_TOTAL", "4")));
        assertEquals(new Shard(4, 4), auto(Map.of("CI_NODE_INDEX", "4", "CI_NODE_TOTAL", "4")));
        // GitLab sets CI_NODE_TOTAL=1 and no index in a job without parallel:.
        assertEquals(Shard.ALL, auto(Map.of("CI_NODE_TOTAL", "1")));
        assertEquals(
                "avs.shard=auto: CI_NODE_TOTAL=4 is set, but not CI_NODE_INDEX",
                error(null, Map.of("CI_NODE_TOTAL", "4")));
        assertEquals(
                "avs.shard=auto: CI_NODE_INDEX=2 is set, but not CI_NODE_TOTAL",
                error(null, Map.of("CI_NODE_INDEX", "2")));
    }

    @Test
    void whenSeveralFamiliesAreSetAvsShardWinsThenKubernetesThenGitLab() {
        Map<String, String> all =
                Map.of("AVS_SHARD", "2/5", "JOB_COMPLETION_INDEX", "0", "CI_NODE_INDEX", "3", "CI_NODE_TOTAL", "4");
        assertEquals(new Shard(2, 5), ShardSetting.of("auto", "2", all));
        Map<String, String> noAvsShard =
                Map.of("JOB_COMPLETION_INDEX", "0", "CI_NODE_INDEX", "3", "CI_NODE_TOTAL", "4");
        assertEquals(new Shard(1, 2), ShardSetting.of("auto", "2", noAvsShard));
    }

    @ParameterizedTest(name = "{0}={1}")
    @CsvSource(
            delimiter = ';',
            value = {
                "AVS_SHARD;4/3;avs.shard=auto: AVS_SHARD=4/3 is not a part of the run",
                "AVS_SHARD;half;avs.shard=auto: AVS_SHARD=half is not a part of the run",
                "JOB_COMPLETION_INDEX;3;avs.shard=auto: JOB_COMPLETION_INDEX=3 with avs.shard.count=3 is not a part of the run",
                "JOB_COMPLETION_INDEX;-1;avs.shard=auto: JOB_COMPLETION_INDEX=-1 is not a whole number of 0 or more",
                "JOB_COMPLETION_INDEX;x;avs.shard=auto: JOB_COMPLETION_INDEX=x is not a whole number of 0 or more",
                "CI_NODE_INDEX;0;avs.shard=auto: CI_NODE_INDEX=0 is not a whole number of 1 or more",
                "CI_NODE_INDEX;5;avs.shard=auto: CI_NODE_INDEX=5 with CI_NODE_TOTAL=4 is not a part of the run",
            })
    void aBadValueIsAnErrorNamingTheVariableAndTheValue(String variable, String value, String expected) {
        Map<String, String> environment =
                variable.startsWith("CI_") ? Map.of(variable, value, "CI_NODE_TOTAL", "4") : Map.of(variable, value);
        String message = error("3", environment);
        assertTrue(message.startsWith(expected), message);
    }

    @Test
    void aBadCountIsAnErrorNamingTheSetting() {
        assertEquals(
                "avs.shard=auto: avs.shard.count=0 is not a whole number of 1 or more",
                error("0", Map.of("JOB_COMPLETION_INDEX", "0")));
        assertEquals(
                "avs.shard=auto: CI_NODE_TOTAL=many is not a whole number of 1 or more",
                error(null, Map.of("CI_NODE_INDEX", "1", "CI_NODE_TOTAL", "many")));
    }

    @Test
    void anExplicitPartOrNoneIgnoresTheEnvironment() {
        Map<String, String> gitlab = Map.of("CI_NODE_INDEX", "3", "CI_NODE_TOTAL", "4");
        assertEquals(new Shard(2, 4), ShardSetting.of("2/4", null, gitlab));
        assertEquals(Shard.ALL, ShardSetting.of(null, null, gitlab));
        assertEquals(Shard.ALL, ShardSetting.of(" ", null, gitlab));
        assertEquals(new Shard(1, 2), ShardSetting.of(" AUTO ", null, Map.of("AVS_SHARD", "1/2")));
    }
}
