package org.pto.avs.bench.run;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Path;
import java.util.Map;
import org.apiguardian.api.API;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.pto.avs.bench.peer.JupiterCorpusTest;
import org.pto.avs.results.Constants;

/**
 * The child JVM of {@link LowHeapRun}: {@code HeapRunMain engine|engine-lean|peer CORPUS REPORTS} runs one side over a corpus
 * through the Launcher with the XML report and prints one {@code RESULT} line: time, tests by result, the peak
 * heap use (the sum of the heap pools' peaks), and what the JVM spent ({@link JvmCosts}).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class HeapRunMain {

    private HeapRunMain() {}

    public static void main(String[] args) {
        String side = args[0];
        Path corpus = Path.of(args[1]);
        LauncherDiscoveryRequest request;
        if (side.startsWith("engine")) {
            request = LauncherRun.request(
                    Constants.ENGINE_ID,
                    side.equals("engine-lean")
                            ? EngineVersusJupiter.LEAN_CONFIGURATION
                            : EngineVersusJupiter.ENGINE_CONFIGURATION,
                    selectDirectory(corpus.toFile()));
        } else {
            System.setProperty(JupiterCorpusTest.CORPUS_PROPERTY, corpus.toString());
            request = LauncherRun.request("junit-jupiter", Map.of(), selectClass(JupiterCorpusTest.class));
        }
        LauncherRun.Outcome outcome = LauncherRun.execute(request, Path.of(args[2]));
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        System.out.printf(
                "RESULT nanos=%d succeeded=%d failed=%d aborted=%d peakHeapMiB=%d maxHeapMiB=%d %s%n",
                outcome.nanos(),
                outcome.succeeded(),
                outcome.failed(),
                outcome.aborted(),
                peak >> 20,
                Runtime.getRuntime().maxMemory() >> 20,
                JvmCosts.ofThisJvm().resultPairs());
        outcome.failures().forEach(f -> System.out.println("FAILURE " + f));
    }
}
