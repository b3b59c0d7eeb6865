package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.TestExecutionResult.Status.FAILED;
import static org.junit.platform.engine.TestExecutionResult.Status.SUCCESSFUL;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathRoots;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;
import static org.pto.avs.engine.AvsKit.STREAM;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.launcher.TagFilter;
import org.junit.platform.testkit.engine.Events;
import org.pto.avs.results.Constants;

/** {@code avs.id}, {@code avs:} and unique ids narrow the run; a selection that matches nothing fails it. */
class SelectionTest {

    private static final DiscoverySelector ALL =
            selectClasspathRoots(Set.of(AvsKit.testClassesRoot())).get(0);

    private static Events run(String avsId, DiscoverySelector selector) {
        return AvsKit.engine()
                .selectors(selector)
                .configurationParameter(Constants.ID, avsId)
                .execute()
                .testEvents();
    }

    @Test
    void avsIdGlobRunsOnlyTheMatchingCase() {
        Events tests = run("*-STREAM-00?", ALL);
        assertEquals(List.of(STREAM), AvsKit.finished(tests, SUCCESSFUL));
        tests.assertStatistics(stats -> stats.started(1).failed(0));
    }

    @Test
    void avsIdTakesACaseInsensitiveList() {
        Events tests = run("PTO-AVS-BLOCK-B-IOS-STREAM-001, pto-avs-block-b-ios-decode-001", ALL);
        assertEquals(List.of(AvsKit.DECODE, STREAM), AvsKit.finished(tests, SUCCESSFUL));
    }

    @Test
    void avsIdMatchingNothingFailsTheRunNamingTheKnownIds() {
        Events tests = run("NO-SUCH-ID", ALL);
        tests.assertStatistics(stats -> stats.started(1).failed(1).succeeded(0));
        String name = tests.started().list().get(0).getTestDescriptor().getDisplayName();
        assertEquals("selection avs.id=NO-SUCH-ID", name);
        String message = AvsKit.message(tests, name);
        assertTrue(
                message.matches("avs\\.id=NO-SUCH-ID matched no case; no known id is close to it \\(5 known ids,"
                        + " the closest PTO-AVS-[A-Z0-9-]+\\)"),
                message);
    }

    @Test
    void avsSelectorMatchingNothingFailsTheRun() {
        Events tests = AvsKit.engine()
                .selectors(AvsSelector.selectAvs("PTO-AVS-NOPE-*"))
                .execute()
                .testEvents();
        tests.assertStatistics(stats -> stats.started(1).failed(1));
        String message = AvsKit.message(tests, "selection avs:PTO-AVS-NOPE-*");
        assertTrue(
                message.startsWith("avs:PTO-AVS-NOPE-* matched no case; no known id is close to it (5 known ids,"
                        + " the closest PTO-AVS-"),
                message);
        assertEquals(1, message.split("PTO-AVS-BLOCK", -1).length - 1, "one id named, never the list: " + message);
    }

    @Test
    void aCaseUniqueIdMatchingNothingFailsTheRun() {
        String uid = "[engine:pto-avs]/[surface:block]/[instruction:B.IOS]/[case:PTO-AVS-BLOCK-B-IOS-NOPE-001]";
        Events tests = AvsKit.engine().selectors(selectUniqueId(uid)).execute().testEvents();
        tests.assertStatistics(stats -> stats.started(1).failed(1));
        assertTrue(AvsKit.message(tests, "selection unique id " + uid)
                .startsWith("unique id " + uid + " matched no case"));
    }

    @Test
    void avsIdNarrowsAnAvsSelector() {
        Events tests = run(STREAM, AvsSelector.selectAvs("*"));
        assertEquals(List.of(STREAM), AvsKit.finished(tests, SUCCESSFUL));
        assertEquals(List.of(), AvsKit.finished(tests, FAILED));
    }

    @Test
    void avsIdFallsBackToTheSystemPropertyAsMavenPassesIt() {
        System.setProperty(Constants.ID, STREAM);
        try {
            Events tests = AvsKit.engine()
                    .enableImplicitConfigurationParameters(true)
                    .selectors(ALL)
                    .execute()
                    .testEvents();
            assertEquals(List.of(STREAM), AvsKit.finished(tests, SUCCESSFUL));
            tests.assertStatistics(stats -> stats.started(1));
        } finally {
            System.clearProperty(Constants.ID);
        }
    }

    @Test
    void tagsSelectByKind() {
        Events tests = AvsKit.engine()
                .selectors(ALL)
                .filters(TagFilter.includeTags("fault"))
                .execute()
                .testEvents();
        assertEquals(List.of(AvsKit.MASK, AvsKit.VEC_USE), AvsKit.finished(tests, SUCCESSFUL));
        tests.assertStatistics(stats -> stats.started(2));
    }
}
