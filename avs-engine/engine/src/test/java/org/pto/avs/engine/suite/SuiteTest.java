package org.pto.avs.engine.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

class SuiteTest {

    @Test
    void aSuiteWithAnAvsSelectRunsTheSelectedCaseThroughTheEngine() {
        Events tests = EngineTestKit.engine("junit-platform-suite").selectors(selectClass(SelectedCaseSuite.class))
                .execute().testEvents();
        tests.assertStatistics(stats -> stats.started(1).succeeded(1));
        assertEquals("[engine:junit-platform-suite]/[suite:org.pto.avs.engine.suite.SelectedCaseSuite]/"
                        + "[engine:pto-avs]/[surface:block]/[instruction:B.IOS]/[case:PTO-AVS-BLOCK-B-IOS-STREAM-001]",
                tests.started().list().get(0).getTestDescriptor().getUniqueId().toString());
    }
}
