package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.pto.avs.results.Constants;

/**
 * A run with several bad settings names them all at once, before any case: the user fixes every one in one go rather
 * than meeting them one run at a time.
 */
class EverySettingProblemTest {

    @Test
    void everyBadSettingIsNamedInOneFailure() {
        EngineExecutionResults results = AvsKit.engine()
                .selectors(AvsSelector.selectAvs(AvsKit.STREAM))
                .configurationParameter(Constants.DEVICE_INSTANCES, "0")
                .configurationParameter(Constants.SUMMARY, "yes")
                .configurationParameter(Constants.RESUME, "TRUE")
                .configurationParameter(Constants.JOURNAL, "target/every-setting-problem.journal")
                .execute();

        List<Throwable> failures = results.allEvents().finished().list().stream()
                .map(e -> e.getRequiredPayload(TestExecutionResult.class).getThrowable())
                .flatMap(Optional::stream)
                .toList();
        assertEquals(1, failures.size(), "the run fails once, as a whole");
        assertEquals(
                "avs.device.instances=0 is not allowed: a whole number 1..256; "
                        + "avs.resume=TRUE is not allowed: true, false or only; "
                        + "avs.summary=yes is not allowed: true or false",
                failures.get(0).getMessage());
        assertEquals(0, results.testEvents().started().count(), "no case ran");
    }
}
