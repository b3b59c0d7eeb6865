package org.pto.avs.reports.listener;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.pto.avs.reports.ReportConstants;
import org.pto.avs.reports.capture.RunRecorder;
import org.pto.avs.reports.capture.RunWriter;
import org.pto.avs.reports.fixture.AvsRuns;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.summary.ConformanceSummaryWriter;
import org.pto.avs.results.SummaryPrinter;

/** One listener, one recorder: every writer is handed the same cases, and one that fails costs no other its output. */
class AvsReportsListenerTest {

    private static final String STREAM = "PTO-AVS-BLOCK-B-IOS-STREAM-001";

    /** The avs ids of the cases a writer was handed, and the recorder it was given at the end. */
    private static final class Seen implements RunWriter {
        final List<String> cases = new ArrayList<>();
        RunRecorder ended;

        @Override
        public void finished(TestIdentifier test, TestExecutionResult outcome, Optional<CaseResult> result) {
            result.ifPresent(c -> cases.add(c.avsId()));
        }

        @Override
        public void planFinished(TestPlan plan, RunRecorder run) {
            ended = run;
        }
    }

    /** A writer whose directory cannot be written, say. */
    private static final class Failing implements RunWriter {
        @Override
        public void planFinished(TestPlan plan, RunRecorder run) {
            throw new IllegalStateException("cannot write");
        }
    }

    @Test
    void theLauncherFindsOneReportsListenerAndItIsTheSummaryPrinter() {
        List<String> listeners = ServiceLoader.load(TestExecutionListener.class).stream()
                .map(p -> p.type().getName())
                .filter(name -> name.startsWith("org.pto.avs."))
                .toList();
        assertEquals(List.of(AvsReportsListener.class.getName()), listeners);
        assertEquals(
                List.of(AvsReportsListener.class.getName()),
                ServiceLoader.load(SummaryPrinter.class).stream()
                        .map(p -> p.type().getName())
                        .toList());
    }

    @Test
    void everyWriterIsHandedTheCasesOfTheOneRecorder(@TempDir Path summary) {
        Seen first = new Seen();
        Seen second = new Seen();
        AvsReportsListener listener = AvsReportsListener.of(Clock.systemUTC(), first, second);
        AvsRuns.run(
                Map.of(ReportConstants.SUMMARY_DIR, summary.toString()),
                DiscoverySelectors.parse("avs:" + STREAM).orElseThrow(),
                listener);

        assertEquals(List.of(STREAM), first.cases);
        assertEquals(first.cases, second.cases);
        assertTrue(first.ended == listener.recorder() && second.ended == listener.recorder(), "one recorder");
        assertEquals(
                List.of(STREAM),
                listener.recorder().cases().stream().map(CaseResult::avsId).toList());
    }

    @Test
    void aWriterThatFailsCostsNoOtherWriterItsOutput(@TempDir Path summary) {
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        AvsRuns.run(
                Map.of(ReportConstants.SUMMARY_DIR, summary.toString()),
                DiscoverySelectors.parse("avs:" + STREAM).orElseThrow(),
                AvsReportsListener.of(
                        Clock.systemUTC(),
                        new Failing(),
                        new ConformanceSummaryWriter(new PrintStream(console, true, StandardCharsets.UTF_8))));

        assertTrue(console.toString(StandardCharsets.UTF_8).contains("Totals: "), console.toString());
        assertTrue(Files.isRegularFile(summary.resolve("summary.json")));
    }
}
