package org.pto.avs.engine.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.pto.avs.results.Constants;

/**
 * {@code avs.discovery.keep-cases=false}: discovery keeps no case, each is read again just before it runs (the
 * path a case dropped under memory pressure takes). The results are those of a run that kept every case, and a
 * file edited between discovery and execution fails its own case, never runs content that was not discovered.
 */
class KeepCasesTest {

    @TempDir
    Path folder;

    @Test
    void casesReadAgainBeforeTheyRunGiveTheResultsOfCasesKept() throws Exception {
        SyntheticCases.write(folder, 30);
        Map<String, String> kept = EngineRuns.results(run("true"));
        Map<String, String> readAgain = EngineRuns.results(run("false"));
        assertEquals(30, kept.size());
        assertEquals(kept, readAgain);
    }

    @Test
    void aCaseFileEditedAfterDiscoveryFailsItsCaseAndOnlyThatCase() throws Exception {
        List<String> ids = SyntheticCases.write(folder, 6);
        Launcher launcher = LauncherFactory.create();
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(selectDirectory(folder.toFile()))
                .filters(EngineFilter.includeEngines(Constants.ENGINE_ID))
                .configurationParameter(Constants.SUMMARY, "false")
                .configurationParameter(Constants.CHECK_CATALOG_IDS, "false")
                .configurationParameter(Constants.KEEP_CASES, "false")
                .build();
        TestPlan plan = launcher.discover(request);
        Path edited = folder.resolve(ids.get(1) + ".json");
        Files.writeString(edited, Files.readString(edited).replace("A duplicate source faults.", "Edited."));

        Results results = new Results();
        launcher.execute(plan, results);

        assertEquals(6, results.byId.size(), results.byId::toString);
        String editedResult = results.byId.get(ids.get(1));
        assertTrue(editedResult.startsWith("FAILED") && editedResult.contains("changed after discovery"), editedResult);
        // Cases 1, 2, 4, 5 expect the fault the reference device raises; 3 and 6 state a wrong one.
        for (int n : new int[] {0, 3, 4}) {
            assertEquals("SUCCESSFUL", results.byId.get(ids.get(n)), ids.get(n));
        }
        for (int n : new int[] {2, 5}) {
            assertTrue(results.byId.get(ids.get(n)).startsWith("FAILED"), ids.get(n));
        }
    }

    private EngineExecutionResults run(String keepCases) {
        return EngineTestKit.engine(Constants.ENGINE_ID)
                .configurationParameter(Constants.SUMMARY, "false")
                .configurationParameter(Constants.CHECK_CATALOG_IDS, "false")
                .configurationParameter(Constants.KEEP_CASES, keepCases)
                .selectors(selectDirectory(folder.toFile()))
                .execute();
    }

    /** Each test's status, and for a failure its message, by AVS id. */
    private static final class Results implements TestExecutionListener {

        final Map<String, String> byId = new TreeMap<>();

        @Override
        public void executionFinished(TestIdentifier test, TestExecutionResult result) {
            if (test.isTest()) {
                byId.put(
                        test.getLegacyReportingName(),
                        result.getStatus() == TestExecutionResult.Status.SUCCESSFUL
                                ? "SUCCESSFUL"
                                : result.getStatus() + " "
                                        + result.getThrowable()
                                                .map(Throwable::getMessage)
                                                .orElse(""));
            }
        }
    }
}
