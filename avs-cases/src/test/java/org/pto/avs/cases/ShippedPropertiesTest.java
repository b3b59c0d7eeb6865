package org.pto.avs.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
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

    private static final List<String> PROPERTIES = List.of("PTO-AVS-PROP-B-IOS-HEADER-001");

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
        Events tests = run("pto-avs/properties");
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
