package org.pto.avs.reports.allure;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.UUID;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.pto.avs.reports.ReportConstants;
import org.pto.avs.reports.capture.RunInfos;
import org.pto.avs.reports.capture.RunRecorder;
import org.pto.avs.reports.capture.RunWriter;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.model.RunInfo;
import org.pto.avs.reports.model.RunResult;
import org.pto.avs.reports.suite.SuitePoints;
import org.pto.avs.results.RunVerdict;

/**
 * Writes an Allure result for every {@code pto-avs} case as it finishes, then {@code environment.properties},
 * {@code categories.json} and the run's verdict as one more result ({@link RunVerdictResult}) at the end of the run.
 * At its start it carries the history of the previous report ({@link ReportConstants#ALLURE_HISTORY_FROM}) into the
 * results, for the report's trend.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class AllureWriter implements RunWriter {

    private volatile AllureResultsDirectory directory;
    private volatile AllureCaseMapper mapper;

    @Override
    public void planStarted(TestPlan testPlan, RunRecorder run) {
        ConfigurationParameters configuration = testPlan.getConfigurationParameters();
        directory = new AllureResultsDirectory(Path.of(configuration
                .get(ReportConstants.ALLURE_DIR)
                .filter(s -> !s.isBlank())
                .orElse(ReportConstants.DEFAULT_ALLURE_DIR)));
        mapper = new AllureCaseMapper(
                new RequirementLinks(configuration
                        .get(ReportConstants.REQUIREMENT_URL)
                        .filter(s -> !s.isBlank())
                        .orElse(RequirementLinks.DEFAULT_PATTERN)),
                () -> UUID.randomUUID().toString());
        configuration
                .get(ReportConstants.ALLURE_HISTORY_FROM)
                .filter(s -> !s.isBlank())
                .ifPresent(previous -> carryHistory(Path.of(previous)));
        if (RunRecorder.plansAvsTests(testPlan)) {
            PreviousAvsResults.remove(directory.path());
        }
    }

    /**
     * The trend is a convenience: a previous report that cannot be read (damaged, half written) costs the trend, said
     * on standard error, never this run's results.
     */
    private void carryHistory(Path previous) {
        try {
            AllureHistory.carry(previous, directory.path());
        } catch (RuntimeException e) {
            System.err.println("pto-avs reports: " + ReportConstants.ALLURE_HISTORY_FROM + "=" + previous
                    + ": the trend starts over: " + e.getMessage());
        }
    }

    @Override
    public void finished(TestIdentifier test, TestExecutionResult outcome, Optional<CaseResult> result) {
        // Attachments go to their files as they are made, vector by vector, not held for the whole case.
        result.ifPresent(c -> directory.writeResult(mapper.map(c, directory::writeAttachment)));
    }

    @Override
    public void planFinished(TestPlan testPlan, RunRecorder recorder) {
        if (directory == null) {
            return;
        }
        if (recorder.cases().isEmpty()) {
            // A run that failed before its first case: its failure is what the report shows. A skipped case is no
            // Allure result.
            recorder.problems().stream()
                    .filter(problem -> !problem.skipped())
                    .forEach(problem -> directory.writeResult(RunProblemResult.of(
                            problem, UUID.randomUUID().toString(), recorder.start(), recorder.now())));
            return;
        }
        RunInfo info = RunInfos.of(recorder);
        Map<String, String> environment = new TreeMap<>(info.environment());
        environment.put("device", info.device());
        environment.put("suite.version", info.suiteVersion());
        environment.put("catalog.sha256", info.catalogSha256());
        // A run of a selection says so, as the summaries do: "conforms on the 1 selected of 40 cases".
        RunVerdict verdict = RunVerdict.of(new RunResult(info, recorder.cases()).totals())
                .ofSelection(recorder.cases().stream().map(CaseResult::avsId).toList(), SuitePoints.all());
        // Capitalised so that it sorts first, where the overview's Environment widget shows it without "show all".
        environment.put("Verdict", verdict.text());
        directory.writeEnvironment(environment);
        directory.writeExecutor(verdict.text(), info.device());
        directory.writeCategories();
        directory.writeResult(RunVerdictResult.of(
                verdict, info.device(), UUID.randomUUID().toString(), recorder.start(), recorder.now()));
    }
}
