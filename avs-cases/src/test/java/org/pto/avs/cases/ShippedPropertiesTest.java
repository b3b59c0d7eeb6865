package org.pto.avs.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathResource;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

/**
 * The property cases shipped under {@code pto-avs/properties/} are valid and pass on the reference device, and
 * stay out of the certification run: selecting {@code pto-avs/cases} runs the AVS points only.
 */
class ShippedPropertiesTest {

    /** The AVS ids of the property case files, sorted; there is at least one. */
    private static final List<String> PROPERTIES = CaseFiles.load(CaseFiles.PROPERTIES).stream()
            .map(CaseFile::id)
            .sorted()
            .toList();

    private static Events run(String resource) {
        return EngineTestKit.engine("pto-avs")
                .selectors(selectClasspathResource(resource))
                .configurationParameter("avs.device", "reference")
                .configurationParameter("avs.summary", "false")
                .execute()
                .testEvents();
    }

    private static List<String> names(Events tests, TestExecutionResult.Status status) {
        return tests.finished().stream()
                .filter(e -> e.getRequiredPayload(TestExecutionResult.class).getStatus() == status)
                .map(e -> e.getTestDescriptor().getLegacyReportingName())
                .sorted()
                .toList();
    }

    @Test
    void everyShippedPropertyPassesOnTheReferenceDevice() {
        Events tests = run(CaseFiles.PROPERTIES);
        assertTrue(!PROPERTIES.isEmpty(), "no property case under " + CaseFiles.PROPERTIES);
        assertEquals(PROPERTIES, names(tests, TestExecutionResult.Status.SUCCESSFUL));
        assertEquals(PROPERTIES.size(), tests.finished().count(), "every property case ran, none is invalid");
    }

    @Test
    void theCertificationRunHoldsNoProperty() {
        Events tests = run(CaseFiles.ROOT);
        List<String> ran = tests.started().stream()
                .map(e -> e.getTestDescriptor().getLegacyReportingName())
                .toList();
        assertEquals(CaseFiles.load().size(), ran.size());
        PROPERTIES.forEach(id -> assertEquals(false, ran.contains(id), id + " ran in the certification run"));
    }
}
