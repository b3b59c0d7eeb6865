package org.pto.avs.reports.merge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pto.avs.results.CaseStatus;

/** A campaign passes only when every part made and passed every program it holds. */
class RandomCampaignVerdictTest {

    private static final String ID = "PTO-AVS-PROP-B-IOS-HEADER-001";

    private static final String DEFAULT_CAMPAIGN = "forms=every probe=100 min-judged=100";

    private static CampaignPart part(String shard, int first, int tries, String status) {
        return part(shard, first, tries, status, DEFAULT_CAMPAIGN);
    }

    private static CampaignPart part(String shard, int first, int tries, String status, String campaign) {
        return new CampaignPart(
                ID,
                CaseStatus.parse(status).orElseThrow(),
                1234,
                100,
                shard,
                "part-" + shard.charAt(0) + ".jsonl",
                first,
                50,
                tries,
                tries,
                0,
                Optional.empty(),
                "",
                campaign);
    }

    @Test
    void everyPartPassingAllItsProgramsPasses() throws MergeException {
        RandomCampaign campaign = RandomCampaign.of(List.of(part("1/2", 0, 50, "pass"), part("2/2", 50, 50, "pass")))
                .get(0);
        assertEquals("pass", campaign.verdict());
        assertEquals(100, campaign.made());
    }

    @Test
    void aPassRecordedForFewerProgramsThanThePartHoldsIsIncomplete() throws MergeException {
        RandomCampaign campaign = RandomCampaign.of(List.of(part("1/2", 0, 50, "pass"), part("2/2", 50, 10, "pass")))
                .get(0);
        assertEquals("incomplete", campaign.verdict());
        assertEquals(
                List.of("2/2"),
                campaign.unfinished().stream().map(CampaignPart::shard).toList());
    }

    @Test
    void aPartThatWasNotSupportedMakesTheCampaignNotSupported() throws MergeException {
        RandomCampaign campaign = RandomCampaign.of(
                        List.of(part("1/2", 0, 50, "pass"), part("2/2", 50, 50, "not-supported")))
                .get(0);
        assertEquals("not-supported", campaign.verdict());
    }

    @Test
    void partsOfOtherRandomSettingsAreRefused() {
        MergeException refused = assertThrows(
                MergeException.class,
                () -> RandomCampaign.of(List.of(
                        part("1/2", 0, 50, "pass"),
                        part("2/2", 50, 50, "pass", "forms=every probe=100 min-judged=1"))));
        assertTrue(
                refused.getMessage()
                        .contains("part-2.jsonl: " + ID + " ran forms=every probe=100 min-judged=1, part-1.jsonl "
                                + DEFAULT_CAMPAIGN),
                refused.getMessage());
    }
}
