package org.pto.avs.bench.run;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectFile;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apiguardian.api.API;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;

/**
 * The child JVM of {@link ShardedCampaign}: {@code CampaignPartMain CASE-FILE PROGRAMS PART OUTPUT} runs part
 * {@code PART} ({@code i/n}) of the random campaign of one property case file on the reference device and prints
 * one {@code RESULT} line: the status, the programs it made, judged and skipped, its time inside the JVM, the CPU
 * time of its whole process (every thread, the JVM's start, compiler and collector included) at its end, and of that
 * the CPU time of its main thread, which makes and judges the programs, all in nanoseconds.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CampaignPartMain {

    private CampaignPartMain() {}

    public static void main(String[] args) {
        Map<String, String> entry = new ConcurrentHashMap<>();
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(selectFile(Path.of(args[0]).toFile()))
                .configurationParameters(Map.of(
                        Constants.RANDOM_TRIES,
                        args[1],
                        Constants.SHARD,
                        args[2],
                        Constants.RANDOM_OUTPUT,
                        args[3],
                        Constants.CHECK_CATALOG_IDS,
                        "false",
                        Constants.SUMMARY,
                        "false",
                        Constants.RANDOM_PROBE,
                        "0"))
                .build();
        TestExecutionListener listener = new TestExecutionListener() {
            @Override
            public void reportingEntryPublished(TestIdentifier test, ReportEntry published) {
                if (published.getKeyValuePairs().containsKey(ReportKeys.STATUS)) {
                    entry.putAll(published.getKeyValuePairs());
                }
            }
        };
        long start = System.nanoTime();
        LauncherFactory.create(LauncherConfig.builder()
                        .enableTestExecutionListenerAutoRegistration(false)
                        .addTestExecutionListeners(listener)
                        .build())
                .execute(request);
        long nanos = System.nanoTime() - start;
        long cpuNanos = JvmCosts.ofThisJvm().cpuNanos();
        // Where the CPU went: the thread that makes and judges the programs; the rest is the JVM's own threads
        // (JIT compilers, collector, start-up).
        long mainNanos = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        System.out.printf(
                "RESULT status=%s made=%s judged=%s skipped=%s nanos=%d cpu=%d main=%d%n",
                entry.get(ReportKeys.STATUS),
                entry.get(ReportKeys.RANDOM_TRIES),
                entry.get(ReportKeys.RANDOM_JUDGED),
                entry.get(ReportKeys.RANDOM_SKIPPED),
                nanos,
                cpuNanos,
                mainNanos);
    }
}
