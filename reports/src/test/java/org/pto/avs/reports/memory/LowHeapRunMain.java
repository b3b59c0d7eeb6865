package org.pto.avs.reports.memory;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.Map;
import java.util.TreeMap;
import org.junit.platform.engine.DiscoverySelector;
import org.pto.avs.reports.ReportConstants;
import org.pto.avs.reports.allure.AllureWriter;
import org.pto.avs.reports.fixture.AvsRuns;
import org.pto.avs.reports.listener.AvsReportsListener;
import org.pto.avs.reports.summary.ConformanceSummaryWriter;

/**
 * The child JVM of {@link LowHeapReportsTest}: {@code LowHeapRunMain ALLURE-DIR SUMMARY-DIR CASE-DIR [key=value...]}
 * (CASE-DIR {@value #SHIPPED_CASES}: the shipped cases)
 * runs the engine over the case files of CASE-DIR with the Allure and summary writers, as under Surefire, then
 * prints {@code RESULT peakHeapMiB=... maxHeapMiB=...}. Its heap limit is the parent's to choose.
 */
public final class LowHeapRunMain {

    /** CASE-DIR that stands for the shipped cases on the class path. */
    static final String SHIPPED_CASES = "shipped";

    private LowHeapRunMain() {}

    public static void main(String[] args) {
        Map<String, String> configuration = new TreeMap<>();
        configuration.put(ReportConstants.ALLURE_DIR, args[0]);
        configuration.put(ReportConstants.SUMMARY_DIR, args[1]);
        for (int i = 3; i < args.length; i++) {
            configuration.put(args[i].substring(0, args[i].indexOf('=')), args[i].substring(args[i].indexOf('=') + 1));
        }
        DiscoverySelector cases = args[2].equals(SHIPPED_CASES) ? AvsRuns.allCases() : selectDirectory(args[2]);
        AvsRuns.run(
                configuration,
                cases,
                AvsReportsListener.of(
                        Clock.systemUTC(),
                        new AllureWriter(),
                        new ConformanceSummaryWriter(new PrintStream(System.out, true, StandardCharsets.UTF_8))));
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        System.out.printf(
                "RESULT peakHeapMiB=%d maxHeapMiB=%d%n",
                peak >> 20, Runtime.getRuntime().maxMemory() >> 20);
    }
}
