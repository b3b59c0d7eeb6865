package org.pto.avs.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathResource;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.Events;

/**
 * The conformance run must be all pass, which Surefire alone does not enforce: the engine reports a case that
 * is "not supported" or "waived" as aborted, which Surefire counts as skipped and a build lets through. This
 * test runs the same selection as {@link ReferenceConformanceSuite} and fails unless every shipped case ran and
 * passed on the reference device.
 */
class ReferenceDevicePassesEveryCaseTest {

    @Test
    void everyShippedCaseRunsAndPasses() {
        Events tests = EngineTestKit.engine("pto-avs")
                .selectors(selectClasspathResource(CaseFiles.ROOT))
                .configurationParameter("avs.device", "reference")
                .configurationParameter("avs.summary", "false")
                .execute()
                .testEvents();

        Set<String> shipped = new TreeSet<>();
        CaseFiles.load().forEach(c -> shipped.add(c.id()));
        Set<String> ran = new TreeSet<>();
        tests.started().stream().forEach(e -> ran.add(caseId(e)));
        assertEquals(shipped, ran, "the cases that ran on the reference device differ from the shipped case files");

        List<String> notPassed = new ArrayList<>();
        tests.finished().stream()
                .filter(e -> resultOf(e).getStatus() != TestExecutionResult.Status.SUCCESSFUL)
                .forEach(e -> notPassed.add(caseId(e) + ": " + resultOf(e).getStatus() + " "
                        + resultOf(e).getThrowable().map(Throwable::getMessage).orElse("")));
        if (!notPassed.isEmpty()) {
            fail("cases that did not pass on the reference device:\n  - " + String.join("\n  - ", notPassed));
        }
    }

    private static TestExecutionResult resultOf(Event event) {
        return event.getRequiredPayload(TestExecutionResult.class);
    }

    /** The AVS id of a case test: the value of the last unique-id segment. */
    private static String caseId(Event event) {
        List<UniqueId.Segment> segments =
                event.getTestDescriptor().getUniqueId().getSegments();
        return segments.get(segments.size() - 1).getValue();
    }
}
