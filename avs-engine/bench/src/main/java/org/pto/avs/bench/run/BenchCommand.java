package org.pto.avs.bench.run;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apiguardian.api.API;

/**
 * Times whole runs side by side with their peers and prints the figures with their ratios:
 * {@code java -jar avs-engine/bench/target/pto-avs-bench.jar [--quick]} (see {@link BenchOptions#USAGE}).
 * The table also goes to {@code <work>/results.md}. Exit status 0 when every section ran (a missed goal is a
 * figure, not an error), 1 when a section could not measure, 2 for a usage error.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class BenchCommand {

    private static final List<Section> SECTIONS = List.of(
            new CommandLatency(),
            new EngineVersusJupiter(),
            new StdioVersusProcessPerCase(),
            new PipelinedEngineRuns(),
            new DiscoveryOfManyFiles(),
            new SelectionByIdScaling(),
            new LowHeapRun(),
            new LargePayloadComparison(),
            new ShardedCampaign());

    private BenchCommand() {}

    public static void main(String[] args) {
        System.exit(run(args, System.out));
    }

    /** Runs the bench; the exit status. */
    public static int run(String[] args, PrintStream out) {
        BenchOptions options;
        try {
            options = BenchOptions.parse(args);
        } catch (IllegalArgumentException e) {
            out.println(e.getMessage());
            out.println(BenchOptions.USAGE);
            return 2;
        }
        BenchContext context = new BenchContext(options, out);
        out.println(
                "PTO AVS bench" + (options.quick() ? " (quick mode: small sizes, figures are not the benchmark's)" : "")
                        + ", " + options.repetitions() + " timed repetitions after " + options.warmups()
                        + " warm-ups, medians");
        out.println(Machine.describe());
        List<Figure> figures = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        for (Section section : SECTIONS) {
            if (!options.runs(section.name())) {
                continue;
            }
            out.println("[" + section.name() + "]");
            try {
                List<Figure> measured = section.run(context);
                measured.forEach(f -> out.println(f.text()));
                figures.addAll(measured);
            } catch (Exception | AssertionError e) {
                failures.add(section.name() + ": " + e);
                out.println("  could not measure: " + e);
            }
        }
        out.println("load average at the end: " + Machine.loadAverage());
        writeTable(options.work().resolve("results.md"), figures, out);
        failures.forEach(f -> out.println("FAILED " + f));
        return failures.isEmpty() ? 0 : 1;
    }

    private static void writeTable(Path file, List<Figure> figures, PrintStream out) {
        StringBuilder table = new StringBuilder();
        table.append(Machine.describe()).append("\n\n");
        table.append("| figure | subject | peer (same run) | ratio | goal | |\n|---|---|---|---|---|---|\n");
        figures.forEach(f -> table.append(f.markdownRow()).append('\n'));
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, table);
            out.println("table written to " + file.toAbsolutePath());
        } catch (IOException e) {
            out.println("cannot write " + file + ": " + e.getMessage());
        }
    }

    /** The machine the figures come from. */
    static final class Machine {

        private Machine() {}

        static String describe() {
            return "machine: " + Runtime.getRuntime().availableProcessors() + " cores, " + cpuModel() + ", Java "
                    + System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version")
                    + ", max heap " + Runtime.getRuntime().maxMemory() / (1024 * 1024) + " MiB, JVM args "
                    + ManagementFactory.getRuntimeMXBean().getInputArguments() + ", load average " + loadAverage();
        }

        /** The 1, 5 and 15 minute load averages: figures from a loaded machine are read with that in mind. */
        static String loadAverage() {
            try {
                String[] parts = Files.readString(Path.of("/proc/loadavg")).split(" ");
                return parts[0] + " " + parts[1] + " " + parts[2];
            } catch (IOException | RuntimeException e) {
                return "unknown";
            }
        }

        private static String cpuModel() {
            try {
                return Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
                        .filter(l -> l.startsWith("model name"))
                        .map(l -> l.substring(l.indexOf(':') + 1).strip())
                        .findFirst()
                        .orElse("unknown CPU");
            } catch (IOException | RuntimeException e) {
                return "unknown CPU";
            }
        }
    }
}
