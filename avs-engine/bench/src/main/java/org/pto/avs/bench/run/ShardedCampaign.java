package org.pto.avs.bench.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A random campaign split over parts ({@code avs.shard=i/n}: each part makes its own range of the property case's
 * programs): the whole campaign in one JVM against the same campaign as two JVMs side by side, parts 1/2 and 2/2,
 * on the reference device. Each part is pinned to a core of its own ({@code taskset -c}; the single part to core
 * 0), so that a part's compiler and collector threads share its core as they would share a board's, and the figure
 * measures the design rather than what else the machine's cores do.
 *
 * <p>Two figures from the same runs: the CPU seconds per program of two parts (the sum of the parts' process CPU
 * times) against one part's, goal at most 1.1 (a part costs no more CPU per program than the whole campaign in one
 * JVM); and the wall time from starting the JVMs to the last one's end, JVM starts included, as a scheduler pays
 * them, goal two parts at least 1.5 times as fast on two cores. Every part must pass and the parts' made programs
 * must add up to the campaign's. The CPU figure is measured twice: with the JVM's defaults, and with the parts on the
 * client compiler alone, which separates what the split costs from what each JVM's C2 compiler costs.
 */
final class ShardedCampaign implements Section {

    static final String ID = "PTO-AVS-PROP-B-IOS-BENCH-001";
    private static final Path TASKSET = Path.of("/usr/bin/taskset");

    @Override
    public String name() {
        return "campaign";
    }

    /**
     * One campaign's wall time and the sums over its parts of their process CPU times and of their main threads' CPU
     * times (the rest is the JVMs' own threads: JIT compilers, collector, start-up), in nanoseconds.
     */
    private record Campaign(long wallNanos, long cpuNanos, long mainNanos) {

        String cpuText() {
            return String.format(
                    "%.1f s of CPU (main thread %.1f s, the JVM's own threads %.1f s)",
                    cpuNanos / 1e9, mainNanos / 1e9, (cpuNanos - mainNanos) / 1e9);
        }
    }

    /**
     * The JVM options of the parts: none (the JVM's defaults, C2 and G1), then the client compiler alone, which
     * compiles a part's hot code once, cheaply, where C2 compiles it again in every part's JVM.
     */
    private static final List<String> CLIENT_COMPILER = List.of("-XX:TieredStopAtLevel=1");

    /** One configuration's samples: one part and two parts side by side, wall and CPU. */
    private record Measured(Samples oneWall, Samples twoWall, Samples oneCpu, Samples twoCpu) {

        Measured() {
            this(new Samples(), new Samples(), new Samples(), new Samples());
        }

        double cpuRatio() {
            return twoCpu.medianSeconds() / oneCpu.medianSeconds();
        }
    }

    @Override
    public List<Figure> run(BenchContext context) throws Exception {
        int programs = context.options().size(300_000, 2_000);
        Path caseFile = writeCase(context.work("campaign"));
        int cores = Runtime.getRuntime().availableProcessors();
        boolean pinned = Files.isExecutable(TASKSET);
        Measured defaults = measure(context, caseFile, programs, pinned, cores, List.of());
        Measured client = measure(context, caseFile, programs, pinned, cores, CLIENT_COMPILER);
        String placement = pinned ? "each part pinned to one core (taskset)" : "parts not pinned (no " + TASKSET + ")";
        double oneRate = programs / defaults.oneWall().medianSeconds();
        double twoRate = programs / defaults.twoWall().medianSeconds();
        double speedup = twoRate / oneRate;
        String load = "; load average " + BenchCommand.Machine.loadAverage();
        String title = "random campaign of " + programs + " programs (seed 1234) on the reference device: CPU"
                + " per program of two parts (avs.shard=1/2, 2/2, the sum of their CPU times) vs one JVM, " + placement;
        return List.of(
                cpuFigure(title + ", the JVM's defaults", defaults, programs, load),
                cpuFigure(
                        title + ", the parts on the client compiler alone (" + String.join(" ", CLIENT_COMPILER) + ")",
                        client,
                        programs,
                        load),
                new Figure(
                        "the same runs, wall clock, the JVM's defaults: two parts side by side vs one JVM, " + placement
                                + ", " + cores + " cores",
                        String.format(
                                "two parts: %.0f ms, %.0f programs/s",
                                defaults.twoWall().medianMillis(), twoRate),
                        String.format(
                                "one part: %.0f ms, %.0f programs/s",
                                defaults.oneWall().medianMillis(), oneRate),
                        String.format("%.2fx the programs per second", speedup),
                        ">= 1.5x on 2 cores",
                        speedup >= 1.5,
                        "wall samples: two parts " + defaults.twoWall().all() + "; one part "
                                + defaults.oneWall().all() + load));
    }

    private static Figure cpuFigure(String title, Measured measured, int programs, String load) {
        return new Figure(
                title,
                String.format(
                        "two parts: %.1f s of CPU, %.1f µs per program",
                        measured.twoCpu().medianSeconds(), measured.twoCpu().median() / 1e3 / programs),
                String.format(
                        "one part: %.1f s of CPU, %.1f µs per program",
                        measured.oneCpu().medianSeconds(), measured.oneCpu().median() / 1e3 / programs),
                String.format("two parts / one = %.2f", measured.cpuRatio()),
                "<= 1.1",
                measured.cpuRatio() <= 1.1,
                "CPU samples: two parts " + seconds(measured.twoCpu()) + "; one part " + seconds(measured.oneCpu())
                        + load);
    }

    /** One part against two side by side, interleaved, each JVM started with {@code jvmOptions}. */
    private static Measured measure(
            BenchContext context, Path caseFile, int programs, boolean pinned, int cores, List<String> jvmOptions)
            throws Exception {
        Measured measured = new Measured();
        String options = jvmOptions.isEmpty() ? "" : " [" + String.join(" ", jvmOptions) + "]";
        context.interleave(
                timed -> {
                    Campaign run = campaign(context, caseFile, programs, 1, pinned, cores, jvmOptions);
                    if (timed) {
                        measured.oneWall().add(run.wallNanos());
                        measured.oneCpu().add(run.cpuNanos());
                    }
                    context.log(String.format(
                            "  one part%s: %d programs in %.0f ms, %s%s",
                            options, programs, run.wallNanos() / 1e6, run.cpuText(), timed ? "" : " (warm-up)"));
                },
                timed -> {
                    Campaign run = campaign(context, caseFile, programs, 2, pinned, cores, jvmOptions);
                    if (timed) {
                        measured.twoWall().add(run.wallNanos());
                        measured.twoCpu().add(run.cpuNanos());
                    }
                    context.log(String.format(
                            "  two parts side by side%s: %d programs in %.0f ms, %s%s",
                            options, programs, run.wallNanos() / 1e6, run.cpuText(), timed ? "" : " (warm-up)"));
                });
        return measured;
    }

    private static String seconds(Samples samples) {
        return samples.all().replace(" ms", " ms of CPU");
    }

    /** Runs the campaign as {@code parts} JVMs side by side, part i on core i - 1 when pinned. */
    private static Campaign campaign(
            BenchContext context,
            Path caseFile,
            int programs,
            int parts,
            boolean pinned,
            int cores,
            List<String> jvmOptions)
            throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        long start = System.nanoTime();
        List<Process> processes = new ArrayList<>();
        for (int part = 1; part <= parts; part++) {
            List<String> command = new ArrayList<>();
            if (pinned) {
                command.addAll(List.of(TASKSET.toString(), "-c", Integer.toString((part - 1) % cores)));
            }
            command.add(java);
            command.addAll(jvmOptions);
            command.addAll(List.of(
                    "-cp",
                    System.getProperty("java.class.path"),
                    CampaignPartMain.class.getName(),
                    caseFile.toString(),
                    Integer.toString(programs),
                    part + "/" + parts,
                    context.work("campaign-cex").toString()));
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
            // The options are the ones named here: a JDK_JAVA_OPTIONS of the bench's own would reach every part.
            builder.environment().remove("JDK_JAVA_OPTIONS");
            processes.add(builder.start());
        }
        int made = 0;
        long[] cpu = new long[2];
        for (Process process : processes) {
            Map<String, String> result = result(process);
            if (!"pass".equals(result.get("status"))) {
                throw new IllegalStateException("a part of the campaign did not pass: " + result);
            }
            made += Integer.parseInt(result.get("made"));
            List<String> keys = List.of("cpu", "main");
            for (int i = 0; i < keys.size(); i++) {
                cpu[i] += Long.parseLong(result.get(keys.get(i)));
            }
        }
        long nanos = System.nanoTime() - start;
        if (made != programs) {
            throw new IllegalStateException(parts + " parts made " + made + " programs of " + programs);
        }
        return new Campaign(nanos, cpu[0], cpu[1]);
    }

    private static Map<String, String> result(Process process) throws Exception {
        ChildOutput child = ChildOutput.of(process);
        if (child.status() != 0 || !child.result().keySet().containsAll(List.of("made", "cpu", "main"))) {
            throw new IllegalStateException(
                    "a campaign part exited with " + child.status() + ": " + String.join("\n", child.head()));
        }
        return child.result();
    }

    /** The campaign's property case: the shipped B.IOS header property's generator, seed 1234. */
    private static Path writeCase(Path folder) throws IOException {
        Files.createDirectories(folder);
        return Files.writeString(folder.resolve(ID + ".json"), """
                {
                  "format": "pto-avs-case/1",
                  "id": "%s",
                  "surface": "block",
                  "instruction": "B.IOS",
                  "requirements": ["PTO-INST-BLOCK-B-IOS"],
                  "kind": "property",
                  "summary": "Random block headers match the reference model (the bench's campaign).",
                  "pass_condition": "Every generated program observes as on the reference model.",
                  "covers": ["legality[3]"],
                  "generator": {"seed": 1234, "programs": 1000, "max_length": 12}
                }
                """.formatted(ID));
    }
}
