package org.pto.avs.engine.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

class SuiteTest {

    @Test
    void aSuiteWithAnAvsSelectRunsTheSelectedCaseThroughTheEngine() {
        Events tests = EngineTestKit.engine("junit-platform-suite")
                .selectors(selectClass(SelectedCaseSuite.class))
                .execute()
                .testEvents();
        tests.assertStatistics(stats -> stats.started(1).succeeded(1));
        assertEquals(
                "[engine:junit-platform-suite]/[suite:org.pto.avs.engine.suite.SelectedCaseSuite]/"
                        + "[engine:pto-avs]/[surface:block]/[instruction:B.IOS]/[case:PTO-AVS-BLOCK-B-IOS-STREAM-001]",
                tests.started().list().get(0).getTestDescriptor().getUniqueId().toString());
    }

    /** What the run prints on standard output, with {@code avs.summary} given as a system property. */
    private static String runWithSystemProperty(String summary) {
        PrintStream previous = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        System.setProperty("avs.summary", summary);
        try {
            EngineTestKit.engine("junit-platform-suite")
                    .selectors(selectClass(SelectedCaseSuite.class))
                    .execute()
                    .testEvents()
                    .assertStatistics(stats -> stats.started(1).succeeded(1));
        } finally {
            System.clearProperty("avs.summary");
            System.setOut(previous);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }

    @Test
    void aSystemPropertyThatTheSuitePinsToAnotherValueIsNamedInAWarningWithBothValues() {
        String out = runWithSystemProperty("true");
        assertTrue(
                out.contains("pto-avs: warning: avs.summary=false is set by the run (a suite's"
                        + " @ConfigurationParameter or --config) and wins over the system property -Davs.summary=true, which"
                        + " is ignored"),
                out);
        assertEquals(
                1, out.lines().filter(line -> line.contains("-Davs.summary")).count(), out);
    }

    @Test
    void aSystemPropertyOfTheSameValueAsThePinnedOneGetsNoWarning() {
        assertFalse(runWithSystemProperty("false").contains("warning"));
    }
}
