package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.TestExecutionResult.Status.FAILED;
import static org.junit.platform.engine.TestExecutionResult.Status.SUCCESSFUL;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.Events;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;

/**
 * A property case in a sharded run: every part runs it, each on its own range of the case's programs, so together
 * the parts make exactly the programs of the unsharded campaign, and a difference is found at the same program.
 */
class ShardedPropertyCaseTest {

    private static final Path PROPERTY =
            AvsKit.testResource("pto-avs/properties/block/B.IOS/PTO-AVS-PROP-B-IOS-TEST-001.json");
    private static final String ID = "PTO-AVS-PROP-B-IOS-TEST-001";
    private static final int PARTS = 3;
    private static final Pattern DIFFERS = Pattern.compile("program (\\d+) of 300 differs");

    @TempDir
    Path output;

    private Events run(String device, String shard) {
        return AvsKit.engine()
                .selectors(selectFile(PROPERTY.toFile()))
                .configurationParameter(Constants.DEVICE, device)
                .configurationParameter(
                        Constants.RANDOM_OUTPUT,
                        output.resolve(shard.replace('/', '-')).toString())
                .configurationParameter(Constants.SHARD, shard)
                .execute()
                .testEvents();
    }

    private static Map<String, String> caseEntry(Events tests) {
        return tests.reportingEntryPublished().stream()
                .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
                .filter(values -> values.containsKey(ReportKeys.STATUS))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no case entry"));
    }

    private static int number(Map<String, String> entry, String key) {
        return Integer.parseInt(entry.get(key));
    }

    @Test
    void thePartsRunDisjointRangesThatTogetherAreTheWholeCampaign() {
        int next = 0;
        int judged = 0;
        int skipped = 0;
        for (int part = 1; part <= PARTS; part++) {
            Events tests = run("reference", part + "/" + PARTS);
            assertEquals(List.of(ID), AvsKit.finished(tests, SUCCESSFUL), "every part runs the property case");
            Map<String, String> entry = caseEntry(tests);
            assertEquals(next, number(entry, ReportKeys.RANDOM_FIRST), "part " + part + " begins where the last ended");
            int count = number(entry, ReportKeys.RANDOM_COUNT);
            assertEquals(100, count);
            assertEquals(count, number(entry, ReportKeys.RANDOM_TRIES));
            assertEquals(300, number(entry, ReportKeys.RANDOM_PROGRAMS), "the campaign's programs");
            assertEquals(count, number(entry, ReportKeys.RANDOM_JUDGED) + number(entry, ReportKeys.RANDOM_SKIPPED));
            assertTrue(
                    entry.get(ReportKeys.MESSAGE)
                            .startsWith(ID + " [seed=77] part " + part + "/3, programs " + next + ".."
                                    + (next + count - 1) + ": "),
                    entry.get(ReportKeys.MESSAGE));
            next += count;
            judged += number(entry, ReportKeys.RANDOM_JUDGED);
            skipped += number(entry, ReportKeys.RANDOM_SKIPPED);
        }
        assertEquals(300, next);
        Map<String, String> whole = caseEntry(run("reference", "1/1"));
        assertEquals(whole.get(ReportKeys.RANDOM_JUDGED), Integer.toString(judged), "judged as the unsharded run");
        assertEquals(whole.get(ReportKeys.RANDOM_SKIPPED), Integer.toString(skipped), "skipped as the unsharded run");
    }

    @Test
    void theFirstDifferenceOfTheShardedCampaignIsTheUnshardedOnesWithTheSameCounterexample() throws Exception {
        String whole = AvsKit.message(run("reversed-pemode", "1/1"), ID);
        Matcher first = DIFFERS.matcher(whole);
        assertTrue(first.find(), whole);
        int program = Integer.parseInt(first.group(1));
        List<Integer> found = new ArrayList<>();
        String sameProgram = null;
        for (int part = 1; part <= PARTS; part++) {
            Events tests = run("reversed-pemode", part + "/" + PARTS);
            String message = AvsKit.message(tests, ID);
            Matcher differs = DIFFERS.matcher(message);
            if (differs.find()) {
                assertEquals(List.of(ID), AvsKit.finished(tests, FAILED));
                found.add(Integer.parseInt(differs.group(1)));
                if (Integer.parseInt(differs.group(1)) == program) {
                    sameProgram = message;
                }
            }
        }
        assertEquals(program, found.get(0), "the earliest difference over the parts is the unsharded run's");
        assertTrue(sameProgram != null, "a part finds program " + program);
        // The counterexample shrunk from that program is the same listing and differences.
        assertEquals(
                whole.substring(whole.indexOf(":\n"))
                        .replaceAll("counterexample: .*", "")
                        .replaceAll("replay it.*", ""),
                sameProgram
                        .substring(sameProgram.indexOf(":\n"))
                        .replaceAll("counterexample: .*", "")
                        .replaceAll("replay it.*", ""));
    }

    @Test
    void aPartWithNoProgramIsAnErrorSayingHowManyPartsTheCampaignTakes() {
        Events tests = AvsKit.engine()
                .selectors(selectFile(PROPERTY.toFile()))
                .configurationParameter(Constants.RANDOM_TRIES, "2")
                .configurationParameter(Constants.RANDOM_OUTPUT, output.toString())
                .configurationParameter(Constants.SHARD, "1/3")
                .execute()
                .testEvents();
        String message = AvsKit.message(tests, ID);
        assertTrue(
                message.contains("part 1/3 of a campaign of 2 programs holds none; split it into at most 2 parts"),
                message);
    }
}
