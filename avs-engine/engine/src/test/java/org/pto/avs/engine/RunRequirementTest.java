package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.pto.avs.results.Constants;

/**
 * avs.require and avs.require.min-judged: a run of a device that leaves cases not supported fails as a whole when
 * it asks for conformance or for more judged cases than it got, and only then; every case keeps its own status.
 */
class RunRequirementTest {

    private static EngineExecutionResults run(String device, String... settings) {
        var kit =
                AvsKit.engine().selectors(AvsSelector.selectAvs("*")).configurationParameter(Constants.DEVICE, device);
        for (int i = 0; i < settings.length; i += 2) {
            kit = kit.configurationParameter(settings[i], settings[i + 1]);
        }
        return kit.execute();
    }

    /** The engine's own test: its status, and its failure's message when it failed. */
    private static String engine(EngineExecutionResults results) {
        TestExecutionResult result = results.containerEvents().finished().stream()
                .filter(e -> e.getTestDescriptor().getUniqueId().getSegments().size() == 1)
                .map(e -> e.getRequiredPayload(TestExecutionResult.class))
                .findFirst()
                .orElseThrow();
        return result.getStatus()
                + result.getThrowable().map(t -> ": " + t.getMessage()).orElse("");
    }

    @Test
    void aPartialDeviceKeepsTheRunGreenUnlessItAsksForConformance() {
        // no-bios answers unsupported for every B.IOS word: its cases are not supported, none fails.
        EngineExecutionResults plain = run("no-bios");
        assertTrue(plain.testEvents().aborted().count() > 0, "the device leaves cases not supported");
        assertEquals(0, plain.testEvents().failed().count());
        assertEquals("SUCCESSFUL", engine(plain));

        EngineExecutionResults strict = run("no-bios", Constants.REQUIRE, "conformance");
        assertEquals(
                plain.testEvents().aborted().count(),
                strict.testEvents().aborted().count(),
                "every case keeps its status");
        String engine = engine(strict);
        assertTrue(
                engine.startsWith("FAILED: The run does not meet what it requires of the device: avs.require="
                        + "conformance: the verdict is incomplete: "),
                engine);
        assertTrue(engine.contains(" not supported"), engine);
    }

    @Test
    void aConformingRunMeetsTheRequirement() {
        assertEquals(
                "SUCCESSFUL",
                engine(run(
                        "reference",
                        Constants.REQUIRE,
                        "conformance",
                        Constants.REQUIRE_MIN_JUDGED,
                        String.valueOf(AvsKit.CLASSPATH_CASES.size()))));
    }

    @Test
    void fewerJudgedCasesThanTheMinimumFailTheRun() {
        String engine = engine(
                run("reference", Constants.REQUIRE_MIN_JUDGED, String.valueOf(AvsKit.CLASSPATH_CASES.size() + 1)));
        assertEquals(
                "FAILED: The run does not meet what it requires of the device: avs.require.min-judged=6: 5 of 5"
                        + " cases judged (0 not supported)",
                engine);
        String partial = engine(run("no-bios", Constants.REQUIRE_MIN_JUDGED, "1"));
        assertTrue(
                partial.startsWith("FAILED: The run does not meet what it requires of the device:"
                        + " avs.require.min-judged=1: 0 of 5 cases judged (5 not supported)"),
                partial);
    }

    @Test
    void aRequestThatReachesNoAvsTestRequiresNothing() {
        // Surefire and Failsafe hand every engine the class selectors meant for Jupiter.
        EngineExecutionResults results = AvsKit.engine()
                .selectors(DiscoverySelectors.selectClass(RunRequirementTest.class))
                .configurationParameter(Constants.REQUIRE, "conformance")
                .configurationParameter(Constants.REQUIRE_MIN_JUDGED, "1")
                .execute();
        assertEquals("SUCCESSFUL", engine(results));
    }

    @Test
    void aBadValueFailsTheRunBeforeAnyCase() {
        for (List<String> setting :
                List.of(List.of(Constants.REQUIRE, "yes"), List.of(Constants.REQUIRE_MIN_JUDGED, "-1"))) {
            EngineExecutionResults results = run("reference", setting.get(0), setting.get(1));
            assertEquals(0, results.testEvents().started().count(), setting.toString());
            String engine = engine(results);
            assertTrue(engine.startsWith("FAILED: ") && engine.contains(setting.get(0) + "=" + setting.get(1)), engine);
        }
    }
}
