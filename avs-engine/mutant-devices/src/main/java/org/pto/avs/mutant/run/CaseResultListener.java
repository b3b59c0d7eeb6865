package org.pto.avs.mutant.run;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.ReportKeys;

/**
 * Collects the outcome of every AVS case of one launcher run, keyed by AVS id. The engine names each case test
 * by its AVS id ({@link TestIdentifier#getLegacyReportingName()}) and publishes the exact status as the report
 * entry {@value ReportKeys#STATUS}, a property case also {@value ReportKeys#RANDOM_TRIES} and
 * {@value ReportKeys#RANDOM_SHRUNK_STEPS} (keys of the engine's result contract); a
 * test without one (an invalid case file, a selection that matched nothing) is recorded by its name with JUnit's
 * result.
 */
final class CaseResultListener implements TestExecutionListener {

    private final Map<String, CaseStatus> statusByTest = new ConcurrentHashMap<>();
    private final Map<String, OptionalInt> triesByTest = new ConcurrentHashMap<>();
    private final Map<String, OptionalInt> shrunkStepsByTest = new ConcurrentHashMap<>();
    private final Map<String, CaseResult> results = new LinkedHashMap<>();

    @Override
    public void reportingEntryPublished(TestIdentifier test, ReportEntry entry) {
        Map<String, String> values = entry.getKeyValuePairs();
        Optional<CaseStatus> status = CaseStatus.parse(values.get(ReportKeys.STATUS));
        if (status.isPresent()) {
            statusByTest.put(test.getUniqueId(), status.get());
            triesByTest.put(test.getUniqueId(), number(values.get(ReportKeys.RANDOM_TRIES)));
            shrunkStepsByTest.put(test.getUniqueId(), number(values.get(ReportKeys.RANDOM_SHRUNK_STEPS)));
        }
    }

    @Override
    public synchronized void executionFinished(TestIdentifier test, TestExecutionResult result) {
        if (!test.isTest()) {
            return;
        }
        CaseStatus status =
                Optional.ofNullable(statusByTest.get(test.getUniqueId())).orElseGet(() -> fallback(result));
        String message =
                result.getThrowable().map(CaseResultListener::firstLine).orElse("");
        results.put(
                test.getLegacyReportingName(),
                new CaseResult(
                        Optional.of(status),
                        message,
                        triesByTest.getOrDefault(test.getUniqueId(), OptionalInt.empty()),
                        shrunkStepsByTest.getOrDefault(test.getUniqueId(), OptionalInt.empty())));
    }

    @Override
    public synchronized void executionSkipped(TestIdentifier test, String reason) {
        if (test.isTest()) {
            results.put(test.getLegacyReportingName(), CaseResult.notRun("skipped: " + reason));
        }
    }

    synchronized Map<String, CaseResult> results() {
        return new LinkedHashMap<>(results);
    }

    private static CaseStatus fallback(TestExecutionResult result) {
        return switch (result.getStatus()) {
            case SUCCESSFUL -> CaseStatus.PASS;
            case ABORTED -> CaseStatus.NOT_SUPPORTED;
            case FAILED -> CaseStatus.ERROR;
        };
    }

    private static OptionalInt number(String text) {
        return text == null ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(text));
    }

    private static String firstLine(Throwable t) {
        String text = String.valueOf(t.getMessage());
        int end = text.indexOf('\n');
        return end < 0 ? text : text.substring(0, end);
    }
}
