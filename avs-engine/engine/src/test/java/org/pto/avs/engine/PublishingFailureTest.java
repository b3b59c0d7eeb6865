package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.CancellationToken;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.ExecutionRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.store.Namespace;
import org.junit.platform.engine.support.store.NamespacedHierarchicalStore;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.pto.avs.engine.platform.AvsTestEngine;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;

/**
 * A case whose report cannot be published is an error of the run, counted as one: the run's verdict and what it
 * requires ({@code avs.require=conformance}) never leave it out and call the rest conforming.
 */
class PublishingFailureTest {

    /** Refuses every case entry (the one with a status), as a failing harness would. */
    private static final class RefusingCaseEntries implements EngineExecutionListener {
        final Map<String, TestExecutionResult> results = new LinkedHashMap<>();

        @Override
        public void reportingEntryPublished(TestDescriptor test, ReportEntry entry) {
            if (entry.getKeyValuePairs().containsKey(ReportKeys.STATUS)) {
                throw new IllegalStateException("the report of " + test.getDisplayName() + " cannot be written");
            }
        }

        @Override
        public void executionFinished(TestDescriptor test, TestExecutionResult result) {
            results.put(test.getDisplayName(), result);
        }
    }

    @Test
    void aCaseWhoseReportFailsKeepsARunThatRequiresConformanceFromPassing() {
        AvsTestEngine engine = new AvsTestEngine();
        var request = LauncherDiscoveryRequestBuilder.request()
                .selectors(AvsSelector.selectAvs(AvsKit.STREAM))
                .configurationParameter(Constants.REQUIRE, "conformance")
                .configurationParameter(Constants.SUMMARY, "false")
                .build();
        TestDescriptor root = engine.discover(request, UniqueId.forEngine(engine.getId()));
        RefusingCaseEntries listener = new RefusingCaseEntries();

        try (NamespacedHierarchicalStore<Namespace> store = new NamespacedHierarchicalStore<>(null)) {
            engine.execute(ExecutionRequest.create(
                    root,
                    listener,
                    request.getConfigurationParameters(),
                    request.getOutputDirectoryCreator(),
                    store,
                    CancellationToken.create()));
        }

        assertEquals(
                TestExecutionResult.Status.FAILED,
                listener.results.get(AvsKit.STREAM).getStatus());
        TestExecutionResult run = listener.results.get(root.getDisplayName());
        assertEquals(TestExecutionResult.Status.FAILED, run.getStatus(), "the run requires conformance: " + run);
        assertTrue(
                run.getThrowable().orElseThrow().getMessage().contains("does not conform: 1 of 1 case non-conforming"),
                run.getThrowable().orElseThrow().getMessage());
    }
}
