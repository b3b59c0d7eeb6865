package org.pto.avs.bench.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pto.avs.bench.corpus.Corpus;

/**
 * 100,000 vectors (10,000 case files of 10 vectors) run by the engine in a child JVM limited to {@code -Xmx256m},
 * and the Jupiter peer in the same limit, each through the Launcher with the XML report; the engine as configured
 * by default and with {@code avs.report.vectors=failed}. Goal: the engine runs them all within the limit; the
 * figures are its time and peak heap next to the peer's. The engine's time per case is also held to its time per
 * case on {@value #SMALL_SUITE} files of the same kind in the same child JVM: a case must not cost more in a large
 * suite.
 */
final class LowHeapRun implements Section {

    static final String HEAP_LIMIT = "-Xmx256m";

    /** The engine's time at most this many times the peer's, within the same heap. */
    private static final double TIME_GOAL = 2.0;

    @Override
    public String name() {
        return "heap";
    }

    /** The child JVM's sides: the engine as configured by default, the engine reporting failures only, the peer. */
    static final List<String> SIDES = List.of("engine", "engine-lean", "peer");

    @Override
    public List<Figure> run(BenchContext context) throws Exception {
        Corpus corpus = context.corpus(context.options().size(100_000, 1_000), 10);
        Map<String, Samples> times = new HashMap<>();
        Map<String, Map<String, String>> last = new HashMap<>();
        Set<String> outOfMemory = new LinkedHashSet<>();
        // Each side's run is long; the warm-up is inside each child JVM's own run, so repetitions are few.
        int repetitions = Math.min(context.options().repetitions(), 3);
        for (int i = 0; i < repetitions; i++) {
            List<String> order = new ArrayList<>(SIDES);
            Collections.rotate(order, i);
            for (String side : order) {
                if (outOfMemory.contains(side)) {
                    continue;
                }
                long started = System.nanoTime();
                Map<String, String> result = child(context, side, corpus);
                if (result.containsKey("outOfMemory")) {
                    outOfMemory.add(side);
                    context.log(String.format(
                            "  %s under %s: OutOfMemoryError after %.0f ms",
                            side, HEAP_LIMIT, (System.nanoTime() - started) / 1e6));
                    continue;
                }
                long nanos = Long.parseLong(result.get("nanos"));
                times.computeIfAbsent(side, s -> new Samples()).add(nanos);
                last.put(side, result);
                context.log(String.format(
                        "  %s under %s: %s passed, %s failed in %.0f ms, peak heap %s MiB",
                        side,
                        HEAP_LIMIT,
                        result.get("succeeded"),
                        result.get("failed"),
                        nanos / 1e6,
                        result.get("peakHeapMiB")));
            }
        }
        // The same child on 40 case files of the same kind: what a case costs in a small suite.
        Corpus small = context.corpus(SMALL_SUITE * corpus.vectorsPerCase(), corpus.vectorsPerCase());
        Map<String, Samples> smallTimes = new HashMap<>();
        for (int i = 0; i < repetitions; i++) {
            for (String side : List.of("engine", "engine-lean")) {
                Map<String, String> result = child(context, side + "-small", side, small);
                smallTimes.computeIfAbsent(side, s -> new Samples()).add(Long.parseLong(result.get("nanos")));
            }
        }
        return List.of(
                figure(corpus, "engine (default)", "engine", times, last, outOfMemory),
                figure(corpus, "engine, avs.report.vectors=failed", "engine-lean", times, last, outOfMemory),
                perCase(corpus, small, "engine (default)", times.get("engine"), smallTimes.get("engine")),
                perCase(
                        corpus,
                        small,
                        "engine, avs.report.vectors=failed",
                        times.get("engine-lean"),
                        smallTimes.get("engine-lean")));
    }

    /** The small suite the per-case cost of the large one is held to. */
    static final int SMALL_SUITE = 40;

    /** A case of a large suite costs at most this many times a case of a small one. */
    private static final double PER_CASE_GOAL = 1.2;

    private static Figure perCase(Corpus large, Corpus small, String label, Samples largeTimes, Samples smallTimes) {
        String name = "time per case, " + large.files() + " case files against " + small.files() + " (x "
                + large.vectorsPerCase() + " vectors), child JVM with " + HEAP_LIMIT + ", run phase: " + label;
        String goal = String.format("large/small <= %.1f", PER_CASE_GOAL);
        if (largeTimes == null) {
            return new Figure(name, "runs out of heap", null, null, goal, false, "");
        }
        double largePerCase = largeTimes.medianMillis() / large.files();
        double smallPerCase = smallTimes.medianMillis() / small.files();
        double ratio = largePerCase / smallPerCase;
        return new Figure(
                name,
                String.format("%,d files: %.3f ms a case", large.files(), largePerCase),
                String.format("%d files: %.3f ms a case", small.files(), smallPerCase),
                String.format("large/small = %.2f", ratio),
                goal,
                ratio <= PER_CASE_GOAL,
                "samples: " + large.files() + " files " + largeTimes.all() + "; " + small.files() + " files "
                        + smallTimes.all() + " (each the Launcher's discovery and run in a fresh JVM, its JIT"
                        + " warm-up included)");
    }

    private static Figure figure(
            Corpus corpus,
            String label,
            String side,
            Map<String, Samples> times,
            Map<String, Map<String, String>> last,
            Set<String> outOfMemory) {
        String limit = corpus.vectors() + " vectors (" + corpus.files() + " files x " + corpus.vectorsPerCase()
                + ") in a child JVM with " + HEAP_LIMIT + ": " + label;
        Samples engine = times.get(side);
        Samples peer = times.get("peer");
        String subject = side(label, engine, last.get(side), corpus);
        String peerText = side("Jupiter", peer, last.get("peer"), corpus);
        if (engine == null || peer == null) {
            return new Figure(
                    limit,
                    subject,
                    peerText,
                    null,
                    "every vector runs within " + HEAP_LIMIT,
                    false,
                    "runs out of heap: " + outOfMemory);
        }
        Map<String, String> e = last.get(side);
        boolean allPassed =
                Integer.parseInt(e.get("succeeded")) == corpus.files() && Integer.parseInt(e.get("failed")) == 0;
        double ratio = (double) engine.median() / peer.median();
        return new Figure(
                limit,
                subject,
                peerText,
                String.format("engine/peer = %.2f (time)", ratio),
                String.format("every vector runs within %s; engine/peer <= %.1f (time)", HEAP_LIMIT, TIME_GOAL),
                allPassed && ratio <= TIME_GOAL,
                "samples: engine " + engine.all() + "; peer " + peer.all());
    }

    private static String side(String name, Samples times, Map<String, String> result, Corpus corpus) {
        if (times == null) {
            return name + ": OutOfMemoryError";
        }
        // Each heap pool peaks at its own moment, so their sum can exceed the limit the JVM held to.
        String side = String.format(
                "%s %.1f s (%.0f vectors/s), heap pools' peaks summed %s MiB, %s passed",
                name,
                times.medianSeconds(),
                corpus.vectors() / times.medianSeconds(),
                result.get("peakHeapMiB"),
                result.get("succeeded"));
        JvmCosts costs = JvmCosts.fromResult(result);
        return costs == null ? side : side + "; the last run's JVM: " + costs.text();
    }

    private static Map<String, String> child(BenchContext context, String side, Corpus corpus) throws Exception {
        return child(context, side, side, corpus);
    }

    private static Map<String, String> child(BenchContext context, String name, String side, Corpus corpus)
            throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = List.of(
                java,
                HEAP_LIMIT,
                "-XX:+ExitOnOutOfMemoryError",
                "-cp",
                System.getProperty("java.class.path"),
                HeapRunMain.class.getName(),
                side,
                corpus.directory().toString(),
                context.work("xml-heap-" + name).toString());
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        ChildOutput child = ChildOutput.of(process);
        Map<String, String> result = new HashMap<>(child.result());
        List<String> output = child.head();
        int status = child.status();
        if (output.stream().anyMatch(line -> line.contains("OutOfMemoryError"))) {
            // Running out of heap is the figure this section exists for, not a failure to measure.
            result.put("outOfMemory", "true");
            return result;
        }
        if (status != 0 || !result.containsKey("nanos")) {
            throw new IllegalStateException("the " + side + " child JVM (" + HEAP_LIMIT + ") exited with " + status
                    + ": " + String.join("\n", output));
        }
        return result;
    }
}
