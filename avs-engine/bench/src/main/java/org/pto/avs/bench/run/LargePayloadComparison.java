package org.pto.avs.bench.run;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;

import com.sun.management.ThreadMXBean;
import java.io.PrintWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.reporting.legacy.xml.LegacyXmlReportGeneratingListener;
import org.pto.avs.results.Constants;

/**
 * One vector with 64 x 256 KiB of Shared payload, compared whole, with one byte different: the engine must report
 * the first difference, and the execution (device run, observation, comparison, report) must not copy the payloads
 * more than once. Copies are counted as bytes this thread allocates during execution, divided by the 16 MiB of
 * payload (discovery, which reads the file and builds the initial and expected payloads, is counted apart).
 */
final class LargePayloadComparison implements Section {

    private static final long PAYLOAD_TOTAL = (long) LargePayloadCase.REGISTERS * LargePayloadCase.PAYLOAD_BYTES;

    @Override
    public String name() {
        return "payload";
    }

    @Override
    public List<Figure> run(BenchContext context) throws Exception {
        Path file = LargePayloadCase.write(context.work("corpus-payload"));
        LauncherDiscoveryRequest request = LauncherRun.request(
                Constants.ENGINE_ID, EngineVersusJupiter.ENGINE_CONFIGURATION, selectFile(file.toFile()));
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        Samples times = new Samples();
        long[] allocated = new long[2];
        String[] message = new String[1];
        context.interleave(
                timed -> {
                    Launcher launcher = LauncherFactory.create();
                    long before = threads.getCurrentThreadAllocatedBytes();
                    long start = System.nanoTime();
                    TestPlan plan = launcher.discover(request);
                    long discovered = threads.getCurrentThreadAllocatedBytes();
                    Failures failures = new Failures();
                    launcher.execute(
                            plan,
                            failures,
                            new LegacyXmlReportGeneratingListener(
                                    context.work("xml-payload"), new PrintWriter(Writer.nullWriter())));
                    long nanos = System.nanoTime() - start;
                    long executed = threads.getCurrentThreadAllocatedBytes();
                    if (failures.messages.size() != 1) {
                        throw new IllegalStateException(
                                "the 64 x 256 KiB case should fail once, got " + failures.messages);
                    }
                    message[0] = failures.messages.get(0);
                    allocated[0] = discovered - before;
                    allocated[1] = executed - discovered;
                    if (timed) {
                        times.add(nanos);
                    }
                    context.log(String.format(
                            "  whole run %.0f ms; allocated: discovery %.1f MiB, execution %.1f MiB%s",
                            nanos / 1e6,
                            allocated[0] / 1048576.0,
                            allocated[1] / 1048576.0,
                            timed ? "" : " (warm-up)"));
                },
                timed -> {});
        String first = message[0]
                .lines()
                .filter(l -> l.contains("S63"))
                .findFirst()
                .orElse(message[0].lines().findFirst().orElse(""));
        boolean named = first.contains("S63")
                && (first.contains(Integer.toString(LargePayloadCase.DIFFERENT_OFFSET))
                        || first.toUpperCase(Locale.ROOT)
                                .contains(String.format("0X%X", LargePayloadCase.DIFFERENT_OFFSET)));
        double copies = (double) allocated[1] / PAYLOAD_TOTAL;
        return List.of(new Figure(
                "one vector, 64 x 256 KiB payload compared, one byte different",
                String.format(
                        "whole run %.0f ms; execution allocated %.1f MiB = %.2f payload copies (discovery %.1f"
                                + " MiB = %.2f)",
                        times.medianMillis(),
                        allocated[1] / 1048576.0,
                        copies,
                        allocated[0] / 1048576.0,
                        (double) allocated[0] / PAYLOAD_TOTAL),
                null,
                null,
                "first difference reported; execution copies the payloads at most once",
                named && copies <= 1.0,
                "reported: " + first.strip()));
    }

    private static final class Failures implements TestExecutionListener {
        private final List<String> messages = new ArrayList<>();

        @Override
        public void executionFinished(TestIdentifier test, TestExecutionResult result) {
            if (result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
                messages.add(test.getDisplayName() + ": "
                        + result.getThrowable()
                                .map(Throwable::getMessage)
                                .orElse(result.getStatus().toString()));
            }
        }
    }
}
