package org.pto.avs.reports.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A random campaign split over parts ({@code pto-avs shard --select pto-avs/properties}, the part from the
 * scheduler's variables) merges into the campaign's totals and differences, equal to the unsharded campaign's.
 */
class RandomCampaignMergeTest {

    private static final String ID = "PTO-AVS-PROP-B-IOS-HEADER-001";
    private static final int PROGRAMS = 90;

    @TempDir
    Path dir;

    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    /** Runs one part under the GitLab variables of {@code parallel: parts}; returns its journal. */
    private Path part(int index, int parts, String... config) {
        Path journal = dir.resolve(parts + "-part-" + index + ".jsonl");
        List<String> args = new ArrayList<>(List.of(
                "--journal",
                journal.toString(),
                "--select",
                "pto-avs/properties",
                "--config",
                "avs.random.tries=" + PROGRAMS,
                "--config",
                "avs.summary=false",
                "--config",
                "avs.random.output=" + dir.resolve("cex-" + parts + "-" + index)));
        for (String c : config) {
            args.addAll(List.of("--config", c));
        }
        int status = PartCommand.run(
                args,
                quiet(),
                new PrintStream(err, true),
                Map.of("CI_NODE_INDEX", Integer.toString(index), "CI_NODE_TOTAL", Integer.toString(parts)));
        assertTrue(status == 0 || status == 1, "part " + index + "/" + parts + " exit " + status + ": " + err);
        return journal;
    }

    private static PrintStream quiet() {
        return new PrintStream(new ByteArrayOutputStream(), true);
    }

    /** Merges {@code journals}; returns the campaign of {@link #ID} from campaign.json. */
    private JsonNode merge(String name, int expectedStatus, List<Path> journals) throws IOException {
        Path out = dir.resolve(name);
        List<String> args = new ArrayList<>(List.of("--out", out.toString()));
        journals.forEach(j -> args.add(j.toString()));
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        assertEquals(
                expectedStatus,
                MergeCommand.run(args, new PrintStream(printed, true), new PrintStream(err, true)),
                () -> printed + "\n" + err);
        JsonNode campaign = new ObjectMapper()
                .readTree(out.resolve(MergeCommand.CAMPAIGN_FILE).toFile())
                .get("campaigns")
                .get(0);
        assertEquals(ID, campaign.get("id").asText());
        assertTrue(
                printed.toString()
                        .contains(ID + " [seed=1234]: "
                                + campaign.get("verdict").asText() + "; " + PROGRAMS + " programs in "),
                printed::toString);
        return campaign;
    }

    private List<Path> parts(int parts, String... config) {
        List<Path> journals = new ArrayList<>();
        for (int index = 1; index <= parts; index++) {
            journals.add(part(index, parts, config));
        }
        return journals;
    }

    @Test
    void threePartsMakeTheProgramsOfTheWholeCampaignAndTheSameTotals() throws IOException {
        JsonNode whole = merge("whole", 0, parts(1));
        JsonNode sharded = merge("sharded", 0, parts(3));
        assertEquals("pass", sharded.get("verdict").asText());
        assertEquals(PROGRAMS, sharded.get("programs").asInt());
        assertEquals(PROGRAMS, sharded.get("made").asInt());
        assertEquals(
                PROGRAMS, sharded.get("judged").asInt() + sharded.get("skipped").asInt());
        assertTrue(sharded.get("judged").asInt() > 0, sharded::toString);
        for (String total : List.of("made", "judged", "skipped")) {
            assertEquals(whole.get(total), sharded.get(total), total + " as the unsharded campaign's");
        }
        List<String> ranges = new ArrayList<>();
        sharded.get("parts")
                .forEach(p -> ranges.add(p.get("part").asText() + " "
                        + p.get("first").asInt() + "+" + p.get("count").asInt()));
        assertEquals(List.of("1/3 0+30", "2/3 30+30", "3/3 60+30"), ranges);
        assertEquals(0, sharded.get("differences").size());
    }

    @Test
    void theDifferencesOfTheParts_theFirstIsTheUnshardedCampaignsWithItsShrunkCounterexample() throws IOException {
        String[] flawed = {"avs.device=flawed", "avs.device.flaw=no-fault"};
        JsonNode whole = merge("whole", 1, parts(1, flawed));
        JsonNode sharded = merge("sharded", 1, parts(3, flawed));
        assertEquals("differs", sharded.get("verdict").asText());
        assertEquals(1, whole.get("differences").size(), "the unsharded run stops at its first difference");
        JsonNode first = whole.get("differences").get(0);
        JsonNode shardedFirst = sharded.get("differences").get(0);
        assertEquals(first.get("program"), shardedFirst.get("program"));
        assertEquals(first.get("shrunk_steps"), shardedFirst.get("shrunk_steps"));
        assertEquals(first.get("program_listing"), shardedFirst.get("program_listing"));
        assertEquals(first.get("differences"), shardedFirst.get("differences"));
        assertTrue(!shardedFirst.get("differences").asText().isBlank(), shardedFirst::toString);
        assertTrue(
                Files.isRegularFile(Path.of(shardedFirst.get("counterexample").asText())), shardedFirst::toString);
        int previous = -1;
        for (JsonNode difference : sharded.get("differences")) {
            assertTrue(difference.get("program").asInt() > previous, "in program order: " + sharded);
            previous = difference.get("program").asInt();
        }
    }

    @Test
    void aMissingPartIsRefusedAndSoIsAnUnsetScheduler() {
        List<Path> journals = parts(3);
        List<String> args =
                new ArrayList<>(List.of("--out", dir.resolve("merged").toString()));
        journals.subList(0, 2).forEach(j -> args.add(j.toString()));
        assertEquals(2, MergeCommand.run(args, quiet(), new PrintStream(err, true)));
        assertTrue(err.toString().contains("merge: no journal of part 3/3"), err::toString);

        ByteArrayOutputStream unset = new ByteArrayOutputStream();
        assertEquals(
                2,
                PartCommand.run(
                        List.of("--journal", dir.resolve("x.jsonl").toString()),
                        quiet(),
                        new PrintStream(unset, true),
                        Map.of()));
        assertTrue(
                unset.toString()
                        .startsWith("shard: avs.shard=auto: none of AVS_SHARD, JOB_COMPLETION_INDEX,"
                                + " CI_NODE_INDEX, CI_NODE_TOTAL is set"),
                unset::toString);
        assertTrue(Files.notExists(dir.resolve("x.jsonl")), "nothing ran");
    }
}
