package org.pto.avs.reports.allure;

import io.qameta.allure.model.Label;
import io.qameta.allure.model.Parameter;
import io.qameta.allure.model.Stage;
import io.qameta.allure.model.Status;
import io.qameta.allure.model.StatusDetails;
import io.qameta.allure.model.TestResult;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.apiguardian.api.API;
import org.pto.avs.results.RunVerdict;

/**
 * The run's verdict as one Allure result of its own, beside the one result per case: the overview's Suites widget,
 * right under the summary, has a row named by it ({@code verdict: does not conform: 4 of 13 cases
 * non-conforming}), and the Suites tab has it as a group of its own. The report's name is the verdict too
 * ({@code executor.json}, {@link AllureResultsDirectory#writeExecutor}), except under {@code allure-maven}, which
 * rewrites that file from its own configuration on every report.
 *
 * <p>Its status is the verdict's colour: passed when the run conforms, failed when it does not, broken when it is
 * incomplete; so a run whose cases not supported are all skipped never reads as 100 %. It makes the report count one
 * result more than the run has cases.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class RunVerdictResult {

    /** The result's name and its Suites row start with this, then the verdict. */
    public static final String NAME_PREFIX = "verdict: ";

    /** Its full name, so the trend follows one verdict result from run to run and a bundle tells it from a case. */
    public static final String FULL_NAME = "pto-avs run: verdict";

    /** The message prefix that {@code categories.json} matches, as {@code FailureCategory} prefixes a case's. */
    public static final String PREFIX = "[run verdict] ";

    /** The category of a verdict result that is failed or broken. */
    public static final String CATEGORY = "run verdict";

    private RunVerdictResult() {}

    static TestResult of(RunVerdict verdict, String device, String uuid, Instant start, Instant stop) {
        String name = NAME_PREFIX + verdict.text();
        List<Label> labels = new ArrayList<>();
        labels.add(new Label().setName("framework").setValue("pto-avs"));
        labels.add(new Label().setName("parentSuite").setValue(name));
        return new TestResult()
                .setUuid(uuid)
                .setName(name)
                .setFullName(FULL_NAME)
                .setTestCaseId(AllureIds.testCaseId("run: verdict"))
                .setHistoryId(AllureIds.historyId("run: verdict"))
                .setStatus(status(verdict.kind()))
                .setStage(Stage.FINISHED)
                .setStart(start.toEpochMilli())
                .setStop(stop.toEpochMilli())
                .setLabels(labels)
                .setParameters(new ArrayList<>(
                        List.of(new Parameter().setName("device").setValue(device))))
                .setDescription("The verdict of the run on " + device + ", from its cases' results: a device"
                        + " conforms only when every case was judged and none failed. This result is the verdict,"
                        + " not a case: the report has one result per case beside it.")
                .setStatusDetails(new StatusDetails().setMessage(PREFIX + verdict.text()));
    }

    /** The result's status for a verdict of {@code kind}: what a bundle's verdict result must say. */
    public static Status status(RunVerdict.Kind kind) {
        return switch (kind) {
            case CONFORMS -> Status.PASSED;
            case DOES_NOT_CONFORM -> Status.FAILED;
            case INCOMPLETE -> Status.BROKEN;
        };
    }

    /** The {@code messageRegex} of {@link #CATEGORY}. */
    static String messageRegex() {
        return "(?s)" + Pattern.quote(PREFIX) + ".*";
    }
}
