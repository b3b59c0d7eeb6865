package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.Events;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;

/**
 * A resumed run reports a journaled property case only for the campaign it asks for: a journaled pass of another
 * seed or of fewer programs ({@code avs.random.seed}, {@code avs.random.tries}), of other forms or on fewer judged
 * programs ({@code avs.random.forms}, {@code avs.random.min-judged}) is run again, never reported as this campaign's.
 */
class PropertyResumeTest {

    private static final Path PROPERTY =
            AvsKit.testResource("pto-avs/properties/block/B.IOS/PTO-AVS-PROP-B-IOS-TEST-001.json");
    /** The key of the entry a case reported from the journal carries. */
    private static final String RESUMED = "avs.resumed";

    @TempDir
    Path dir;

    private Map<String, String> run(String resume, String key, String value) {
        Events tests = AvsKit.engine()
                .selectors(selectFile(PROPERTY.toFile()))
                .configurationParameter(Constants.DEVICE, "reference")
                .configurationParameter(
                        Constants.RANDOM_OUTPUT, dir.resolve("out").toString())
                .configurationParameter(
                        Constants.JOURNAL, dir.resolve("run.journal").toString())
                .configurationParameter(Constants.RESUME, resume)
                .configurationParameter(key, value)
                .execute()
                .testEvents();
        // Every entry the one case published, merged: the case entry's keys and the resumed mark.
        Map<String, String> published = new HashMap<>();
        tests.reportingEntryPublished().stream()
                .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
                .forEach(published::putAll);
        return published;
    }

    @Test
    void aJournaledPassOfFewerProgramsIsRunAgain() {
        assertEquals("5", run("false", Constants.RANDOM_TRIES, "5").get(ReportKeys.RANDOM_TRIES));

        Map<String, String> resumed = run("true", Constants.RANDOM_TRIES, "12");

        assertEquals("12", resumed.get(ReportKeys.RANDOM_TRIES));
        assertFalse(resumed.containsKey(RESUMED), resumed::toString);
    }

    @Test
    void aJournaledPassOfAnotherSeedIsRunAgain() {
        run("false", Constants.RANDOM_SEED, "5");

        Map<String, String> resumed = run("true", Constants.RANDOM_SEED, "6");

        assertEquals("6", resumed.get(ReportKeys.RANDOM_SEED));
        assertFalse(resumed.containsKey(RESUMED), resumed::toString);
    }

    @Test
    void aJournaledPassOnFewerJudgedProgramsIsRunAgain() {
        assertEquals(
                "forms=every probe=100 min-judged=1",
                run("false", Constants.RANDOM_MIN_JUDGED, "1").get(ReportKeys.RANDOM_CAMPAIGN));

        Map<String, String> resumed = run("true", Constants.RANDOM_MIN_JUDGED, "20");

        assertEquals("forms=every probe=100 min-judged=20", resumed.get(ReportKeys.RANDOM_CAMPAIGN));
        assertFalse(resumed.containsKey(RESUMED), resumed::toString);
    }

    @Test
    void aJournaledPassOfOtherFormsIsRunAgain() {
        Map<String, String> journaled =
                run("false", Constants.RANDOM_FORMS, "BSTART.TEPL, B.IOS, B.IOT, ADDI, BSTOP, C.BSTOP");
        assertEquals(
                "forms=ADDI,B.IOS,B.IOT,BSTART.TEPL,BSTOP,C.BSTOP probe=100 min-judged=100",
                journaled.get(ReportKeys.RANDOM_CAMPAIGN),
                journaled::toString);

        Map<String, String> resumed = run("true", Constants.RANDOM_PROBE, "100");

        assertEquals("forms=every probe=100 min-judged=100", resumed.get(ReportKeys.RANDOM_CAMPAIGN));
        assertFalse(resumed.containsKey(RESUMED), resumed::toString);
    }

    @Test
    void theSameCampaignIsReportedFromTheJournal() {
        run("false", Constants.RANDOM_SEED, "5");

        assertTrue(run("true", Constants.RANDOM_SEED, "5").containsKey(RESUMED));
    }
}
