package org.pto.avs.reports.allure;

import io.qameta.allure.model.Label;
import io.qameta.allure.model.Stage;
import io.qameta.allure.model.Status;
import io.qameta.allure.model.StatusDetails;
import io.qameta.allure.model.TestResult;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.pto.avs.reports.capture.RunProblem;

/**
 * The Allure result of a run problem that left no case to report: a device that could not start, a selection that
 * matched nothing. Broken, so the report of such a run shows why it is empty.
 */
final class RunProblemResult {

    private RunProblemResult() {}

    static TestResult of(RunProblem problem, String uuid, Instant start, Instant stop) {
        List<Label> labels = new ArrayList<>();
        labels.add(new Label().setName("framework").setValue("pto-avs"));
        labels.add(new Label().setName("suite").setValue("PTO AVS run"));
        return new TestResult()
                .setUuid(uuid)
                .setName(problem.name())
                .setFullName("pto-avs run: " + problem.name())
                .setHistoryId(AllureIds.testCaseId("run: " + problem.name()))
                .setStatus(Status.BROKEN)
                .setStage(Stage.FINISHED)
                .setStart(start.toEpochMilli())
                .setStop(stop.toEpochMilli())
                .setLabels(labels)
                .setStatusDetails(new StatusDetails().setMessage(problem.message()));
    }
}
