package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.pto.avs.results.Constants;

/**
 * Boolean, choice, duration and count settings take only their documented values: anything else fails the run before
 * any case, naming the parameter, the value and what is allowed, and is never read as the default.
 */
class StrictSettingsTest {

    private static final String DURATION = "a duration such as 500ms, 30s or 10m (a whole number of ms, s or m)";

    @ParameterizedTest(name = "{0}={1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "avs.summary                | yes    | true or false",
                "avs.summary                | TRUE   | true or false",
                "avs.report.evidence        | 1      | true or false",
                "avs.discovery.keep-cases   | on     | true or false",
                "avs.catalog.check-ids      | no     | true or false",
                "avs.report.vectors         | passed | all or failed",
                "avs.report.vectors         | ALL    | all or failed",
                "avs.limits.case-timeout    | 1.5s   | " + DURATION,
                "avs.limits.case-timeout    | -5s    | " + DURATION,
                "avs.limits.case-timeout    | 10 min | " + DURATION,
                "avs.device.instances       | 0      | a whole number 1..256",
                "avs.progress               | yes    | auto, on or off",
                "avs.progress               | ON     | auto, on or off",
                "avs.resume                 | TRUE   | true, false or only",
                "avs.resume                 | yes    | true, false or only",
            })
    void aValueOutsideTheDocumentedOnesFailsTheRunNamingTheParameterTheValueAndWhatIsAllowed(
            String parameter, String value, String allowed) {
        EngineExecutionResults results = AvsKit.engine()
                .selectors(AvsSelector.selectAvs(AvsKit.STREAM))
                .configurationParameter(parameter, value)
                .execute();

        Throwable failure = results.allEvents().finished().list().stream()
                .map(e -> e.getRequiredPayload(TestExecutionResult.class).getThrowable())
                .flatMap(Optional::stream)
                .findFirst()
                .orElseThrow();
        assertEquals(parameter + "=" + value + " is not allowed: " + allowed, failure.getMessage());
        assertEquals(0, results.testEvents().started().count(), "no case ran");
    }

    @ParameterizedTest(name = "{0}={1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "avs.summary                | false",
                "avs.report.evidence        | true",
                "avs.discovery.keep-cases   | false",
                "avs.catalog.check-ids      | true",
                "avs.report.vectors         | failed",
                "avs.limits.case-timeout    | 10m",
                "avs.limits.case-timeout    | 30s",
                "avs.limits.case-timeout    | 0",
                "avs.device.instances       | 2",
                "avs.progress               | off",
            })
    void eachDocumentedValueRuns(String parameter, String value) {
        EngineExecutionResults results = AvsKit.engine()
                .selectors(AvsSelector.selectAvs(AvsKit.STREAM))
                .configurationParameter(parameter, value)
                .execute();

        results.allEvents().assertStatistics(stats -> stats.failed(0));
        assertEquals(1, results.testEvents().succeeded().count(), Constants.ENGINE_ID + " ran the case");
    }
}
