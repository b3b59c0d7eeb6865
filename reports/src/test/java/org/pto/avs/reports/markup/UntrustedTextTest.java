package org.pto.avs.reports.markup;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pto.avs.isa.Catalog;
import org.pto.avs.reports.allure.AllureCaseMapper;
import org.pto.avs.reports.allure.RequirementLinks;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.model.RunInfo;
import org.pto.avs.reports.model.RunResult;
import org.pto.avs.reports.summary.ConformanceSummary;
import org.pto.avs.reports.summary.CoverageMatrix;
import org.pto.avs.reports.summary.SummaryMarkdown;
import org.pto.avs.results.CaseStatus;

/**
 * Text from a device (its crash message) or from case files reaches the Markdown summary and the Allure description
 * as text: the tags it holds are shown, never rendered.
 */
class UntrustedTextTest {

    private static final String TAG = "<img src=x onerror=alert(1)>";

    private static CaseResult crashed() {
        return new CaseResult(
                "PTO-AVS-BLOCK-B-IOS-STREAM-001",
                "s",
                "block",
                "B.IOS",
                "execution",
                "normal",
                List.of("PTO-INST-BLOCK-B-IOS"),
                List.of(),
                List.of(),
                "pass when <b>bold</b> & well",
                CaseStatus.CRASH,
                "the device crashed: " + TAG + " | done",
                "vendor " + TAG + " 1",
                List.of(),
                "x.json:1",
                Instant.EPOCH,
                Instant.EPOCH,
                "",
                Optional.empty());
    }

    @Test
    void theMarkdownSummaryShowsTheTagsOfADeviceAsText() {
        CaseResult c = crashed();
        RunInfo info = new RunInfo(c.device(), "1", "0", Map.of(), Instant.EPOCH, Instant.EPOCH);
        String markdown = SummaryMarkdown.render(new ConformanceSummary(
                new RunResult(info, List.of(c)), List.of(), CoverageMatrix.of(Catalog.standard(), List.of(c))));
        assertFalse(markdown.contains("<img"), markdown);
        assertTrue(markdown.contains("&lt;img src=x onerror=alert(1)&gt; \\| done"), markdown);
        assertTrue(markdown.contains("| Device | vendor &lt;img src=x onerror=alert(1)&gt; 1 |"), markdown);
    }

    @Test
    void theAllureDescriptionShowsTheTagsOfACaseFileAsText() {
        String description = new AllureCaseMapper(new RequirementLinks(RequirementLinks.DEFAULT_PATTERN), () -> "u")
                .map(crashed())
                .result()
                .getDescription();
        assertFalse(description.contains("<b>"), description);
        assertTrue(description.contains("pass when &lt;b&gt;bold&lt;/b&gt; &amp; well"), description);
    }
}
