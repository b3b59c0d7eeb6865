package org.pto.avs.reports.allure;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.pto.avs.reports.ReportConstants;
import org.pto.avs.reports.fixture.AvsRuns;
import org.pto.avs.reports.listener.AvsReportsListener;

/**
 * The previous report's history reaches the new results at the start of a run. That Allure then draws a trend of two
 * runs from it, from a report of many files and from a single-file one, is {@code AllureHtmlReportIT}'s.
 */
class AllureHistoryTest {

    @Test
    void aRunCarriesThePreviousReportsHistoryIntoItsResults(@TempDir Path report, @TempDir Path results)
            throws Exception {
        Files.createDirectories(report.resolve("history"));
        String trend = "[{\"buildOrder\":1,\"data\":{\"failed\":5,\"passed\":8,\"total\":13}}]";
        Files.writeString(report.resolve("history/history-trend.json"), trend);
        Files.writeString(report.resolve("history/history.json"), "{}");

        AvsRuns.run(
                Map.of(
                        ReportConstants.ALLURE_DIR,
                        results.toString(),
                        ReportConstants.ALLURE_HISTORY_FROM,
                        report.toString(),
                        "avs.summary",
                        "false"),
                DiscoverySelectors.parse("avs:PTO-AVS-BLOCK-B-IOS-STREAM-001").orElseThrow(),
                AvsReportsListener.of(Clock.systemUTC(), new AllureWriter()));

        assertEquals(trend, Files.readString(results.resolve("history/history-trend.json"), StandardCharsets.UTF_8));
        assertEquals("{}", Files.readString(results.resolve("history/history.json")));
        assertEquals(1, AllureResults.byAvsId(results).size(), "and the run's own result");
    }

    @Test
    void aFirstRunHasNoHistoryToCarry(@TempDir Path nowhere, @TempDir Path results) {
        assertEquals(List.of(), AllureHistory.carry(nowhere.resolve("allure-report"), results));
        assertEquals(false, Files.exists(results.resolve("history")));
    }
}
