package org.pto.avs.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@code pto-avs shard} and {@code pto-avs merge}: listed, explained, and a missing argument is a usage error. */
class ScaleOutCommandsTest {

    @Test
    void theUsageListsShardAndMerge() {
        MainTest.Run run = MainTest.run("help");
        assertTrue(
                run.out().matches("(?s).*\n  shard +run this machine's part of a sharded run \\(avs.shard=auto\\).*"),
                run.out());
        assertTrue(
                run.out().matches("(?s).*\n  merge +merge the parts' journals into one certification bundle.*"),
                run.out());
    }

    @Test
    void shardHelpNamesTheVariablesItReads() {
        MainTest.Run run = MainTest.run("shard", "--help");
        assertEquals(0, run.exit());
        for (String variable :
                new String[] {"AVS_SHARD", "JOB_COMPLETION_INDEX", "avs.shard.count", "CI_NODE_INDEX", "CI_NODE_TOTAL"
                }) {
            assertTrue(run.out().contains(variable), variable + " in\n" + run.out());
        }
    }

    @Test
    void shardWithoutAJournalAndMergeWithoutJournalsAreUsageErrors() {
        MainTest.Run shard = MainTest.run("shard");
        assertEquals(2, shard.exit());
        assertTrue(
                shard.err().startsWith("pto-avs shard: --journal names the file this part's results go to"),
                shard.err());
        MainTest.Run merge = MainTest.run("merge", "--out", "target/never");
        assertEquals(2, merge.exit());
        assertTrue(merge.err().startsWith("pto-avs merge: name the journals of the parts to merge"), merge.err());
    }

    @Test
    void aPartWhoseDeviceIsUnknownIsASetupErrorThatNamesIt() {
        MainTest.Run shard = MainTest.run(
                "shard",
                "--journal",
                "target/scale-out-unknown-device.journal",
                "--config",
                "avs.shard=1/2",
                "--config",
                "avs.device=no-such-device");
        assertEquals(2, shard.exit(), shard.err());
        assertTrue(shard.err().contains("no-such-device"), shard.err());
    }
}
