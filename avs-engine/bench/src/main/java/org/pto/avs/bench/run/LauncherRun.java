package org.pto.avs.bench.run;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.reporting.legacy.xml.LegacyXmlReportGeneratingListener;

/**
 * One whole run through the JUnit Platform Launcher, the way Surefire drives it: discovery, execution, and the
 * legacy XML report (the per-test records Surefire writes) into {@code reports}. The engine under test and its
 * peer are run with exactly this, so the only difference between their times is their own.
 */
final class LauncherRun {

    /** What a run produced: wall time, tests by result, and the first failure messages. */
    record Outcome(long nanos, int succeeded, int failed, int aborted, List<String> failures) {

        int tests() {
            return succeeded + failed + aborted;
        }

        String summary() {
            return tests() + " tests: " + succeeded + " passed, " + failed + " failed, " + aborted + " aborted";
        }
    }

    private LauncherRun() {}

    static LauncherDiscoveryRequest request(
            String engineId, Map<String, String> configuration, DiscoverySelector... selectors) {
        return LauncherDiscoveryRequestBuilder.request()
                .selectors(selectors)
                .filters(EngineFilter.includeEngines(engineId))
                .configurationParameters(configuration)
                .build();
    }

    /** Runs {@code request} from discovery to the written XML report, timed as one. */
    static Outcome execute(LauncherDiscoveryRequest request, Path reports) {
        clean(reports);
        Launcher launcher = LauncherFactory.create();
        Counter counter = new Counter();
        LegacyXmlReportGeneratingListener xml =
                new LegacyXmlReportGeneratingListener(reports, new PrintWriter(Writer.nullWriter()));
        long start = System.nanoTime();
        launcher.execute(request, counter, xml);
        long nanos = System.nanoTime() - start;
        return new Outcome(nanos, counter.succeeded, counter.failed, counter.aborted, List.copyOf(counter.failures));
    }

    /** A run timed in its two phases: discovery, then execution with the XML report. */
    record Phased(long discoveryNanos, Outcome execution) {}

    /** Runs {@code request} as {@link #execute} does, timing discovery and execution apart. */
    static Phased executePhased(LauncherDiscoveryRequest request, Path reports) {
        clean(reports);
        Launcher launcher = LauncherFactory.create();
        Counter counter = new Counter();
        LegacyXmlReportGeneratingListener xml =
                new LegacyXmlReportGeneratingListener(reports, new PrintWriter(Writer.nullWriter()));
        long start = System.nanoTime();
        TestPlan plan = launcher.discover(request);
        long discovered = System.nanoTime();
        launcher.execute(plan, counter, xml);
        long nanos = System.nanoTime() - discovered;
        return new Phased(
                discovered - start,
                new Outcome(nanos, counter.succeeded, counter.failed, counter.aborted, List.copyOf(counter.failures)));
    }

    /** Discovery alone, timed; returns the number of tests found. */
    static long[] discover(LauncherDiscoveryRequest request) {
        Launcher launcher = LauncherFactory.create();
        long start = System.nanoTime();
        TestPlan plan = launcher.discover(request);
        long nanos = System.nanoTime() - start;
        return new long[] {nanos, plan.countTestIdentifiers(TestIdentifier::isTest)};
    }

    private static void clean(Path reports) {
        try {
            Files.createDirectories(reports);
            try (var files = Files.list(reports)) {
                for (Path file : files.toList()) {
                    Files.deleteIfExists(file);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static final class Counter implements TestExecutionListener {

        private int succeeded;
        private int failed;
        private int aborted;
        private final List<String> failures = new ArrayList<>();

        @Override
        public void executionFinished(TestIdentifier test, TestExecutionResult result) {
            if (!test.isTest()) {
                if (result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
                    failed++;
                    note(test, result);
                }
                return;
            }
            switch (result.getStatus()) {
                case SUCCESSFUL -> succeeded++;
                case ABORTED -> aborted++;
                case FAILED -> {
                    failed++;
                    note(test, result);
                }
            }
        }

        private void note(TestIdentifier test, TestExecutionResult result) {
            if (failures.size() < 5) {
                failures.add(test.getDisplayName() + ": "
                        + result.getThrowable()
                                .map(Throwable::getMessage)
                                .orElse(result.getStatus().toString()));
            }
        }
    }
}
