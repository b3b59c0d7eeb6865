package org.pto.avs.bench.run;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.Map;

/**
 * What a child JVM of a bench section spent over its whole life, read from its own management beans as it ends: the
 * CPU of all its threads, the time its JIT compilers worked, and the time its collections took. In runs of seconds
 * the compilers can take half of a JVM's CPU, which a figure of wall time alone does not show (BENCHMARKS.md,
 * round 11).
 *
 * @param cpuNanos      user and system time of every thread of the JVM
 * @param compileMillis the compilers' accumulated time ({@code CompilationMXBean}), summed over their threads
 * @param gcMillis      the collections' accumulated time ({@code GarbageCollectorMXBean}), summed over collectors
 */
record JvmCosts(long cpuNanos, long compileMillis, long gcMillis) {

    /** This JVM's costs so far. */
    static JvmCosts ofThisJvm() {
        long cpu = ((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
        long compile = ManagementFactory.getCompilationMXBean().getTotalCompilationTime();
        long gc = 0;
        for (GarbageCollectorMXBean collector : ManagementFactory.getGarbageCollectorMXBeans()) {
            gc += Math.max(0, collector.getCollectionTime());
        }
        return new JvmCosts(cpu, compile, gc);
    }

    /** The costs as {@code key=value} pairs of a child's {@code RESULT} line ({@link ChildOutput}). */
    String resultPairs() {
        return "cpu=" + cpuNanos + " compileMillis=" + compileMillis + " gcMillis=" + gcMillis;
    }

    /** The costs a child's {@code RESULT} line gave, or null when it gave none. */
    static JvmCosts fromResult(Map<String, String> result) {
        if (!result.containsKey("cpu") || !result.containsKey("compileMillis") || !result.containsKey("gcMillis")) {
            return null;
        }
        return new JvmCosts(
                Long.parseLong(result.get("cpu")),
                Long.parseLong(result.get("compileMillis")),
                Long.parseLong(result.get("gcMillis")));
    }

    /** {@code 20.5 s of CPU, compilers 12.1 s, collections 1.4 s}. */
    String text() {
        return String.format(
                "%.1f s of CPU, compilers %.1f s, collections %.1f s",
                cpuNanos / 1e9, compileMillis / 1e3, gcMillis / 1e3);
    }
}
