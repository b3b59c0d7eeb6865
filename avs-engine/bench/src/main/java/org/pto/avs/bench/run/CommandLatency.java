package org.pto.avs.bench.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a user waits for: {@code pto-avs verify} of the reference bundle of every case, {@code bundle} and {@code run} of
 * every case on the in-process reference, and {@code disasm} of one word, each a child process timed against
 * {@code pto-avs --version} (the JVM's floor for this jar) in the same repetitions, the two alternating. The CPU of
 * each child (user + system, every thread) is the figure; wall time is stated beside it. Measured twice: as
 * {@code java -jar pto-avs.jar} and through the {@code bin/pto-avs} launcher beside the jar (the client compiler, the
 * serial collector and a class-data archive per command; each command runs once untimed first, which makes its
 * archive). Goals: verify at most {@value #VERIFY_GOAL} times the floor, bundle and run {@value #RUN_GOAL},
 * disasm {@value #DISASM_GOAL}.
 */
final class CommandLatency implements Section {

    static final double VERIFY_GOAL = 2.0;
    static final double RUN_GOAL = 3.0;
    static final double DISASM_GOAL = 1.3;

    /** B.IOS mask=1000, ->S5<4KB>: the word the command line's documentation disassembles. */
    static final String WORD = "0x00531213";

    @Override
    public String name() {
        return "commands";
    }

    @Override
    public List<Figure> run(BenchContext context) throws Exception {
        Path jar = ServeCommandLine.cliJar();
        if (jar == null) {
            throw new IllegalStateException(
                    "no pto-avs.jar: build avs-engine/cli first (mvn -pl avs-engine/cli -am" + " package -DskipTests)");
        }
        Path work = context.work("commands");
        Files.createDirectories(work);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<Figure> figures = new ArrayList<>();
        Launcher plain = new Launcher("java -jar pto-avs.jar", List.of(java, "-jar", jar.toString()), Map.of());
        Path bundle = work.resolve("reference-bundle");
        ChildRun made = plain.run(List.of("bundle", "--out", bundle.toString(), "--replace"));
        made.require(0, "bundle of the reference");
        Path zip = work.resolve("reference-bundle.zip");
        List<Launcher> launchers = new ArrayList<>(List.of(plain));
        Path script = jar.resolveSibling("bin").resolve("pto-avs");
        if (Files.isExecutable(script)) {
            launchers.add(new Launcher(
                    "pto-avs launcher",
                    List.of(script.toString()),
                    Map.of(
                            "PTO_AVS_CACHE",
                            work.resolve("class-data").toString(),
                            "JAVA_HOME",
                            System.getProperty("java.home"))));
        } else {
            context.log("  no " + script + " beside the jar: the launcher is not measured");
        }
        for (Launcher launcher : launchers) {
            figures.add(command(
                    context,
                    launcher,
                    "verify of the reference bundle of every case",
                    VERIFY_GOAL,
                    List.of("verify", zip.toString())));
            figures.add(command(
                    context,
                    launcher,
                    "bundle of every case on the reference",
                    RUN_GOAL,
                    List.of("bundle", "--out", work.resolve("timed-bundle").toString(), "--replace")));
            figures.add(command(
                    context,
                    launcher,
                    "run of every case on the reference",
                    RUN_GOAL,
                    List.of("run", "--report-dir", work.resolve("timed-run").toString())));
            figures.add(command(context, launcher, "disasm of one word", DISASM_GOAL, List.of("disasm", WORD)));
        }
        return figures;
    }

    private static Figure command(
            BenchContext context, Launcher launcher, String what, double goal, List<String> arguments)
            throws Exception {
        List<String> floorArguments = List.of("--version");
        // Untimed first runs: the launcher makes each command's class-data archive on its first run.
        launcher.run(arguments).require(0, what);
        launcher.run(floorArguments).require(0, "--version");
        Samples cpu = new Samples();
        Samples wall = new Samples();
        Samples floorCpu = new Samples();
        Samples floorWall = new Samples();
        context.interleave(
                timed -> launcher.run(arguments).require(0, what).into(timed, cpu, wall),
                timed -> launcher.run(floorArguments).require(0, "--version").into(timed, floorCpu, floorWall));
        double ratio = cpu.medianMillis() / floorCpu.medianMillis();
        double wallRatio = wall.medianMillis() / floorWall.medianMillis();
        context.log(String.format("  %s, %s: CPU %s; floor %s", launcher.name(), what, cpu.all(), floorCpu.all()));
        return new Figure(
                "`pto-avs " + arguments.get(0) + "`, " + what + ", " + launcher.name() + ", CPU (user + system)",
                String.format("%,.0f ms CPU, %,.0f ms wall", cpu.medianMillis(), wall.medianMillis()),
                String.format(
                        "`--version` %,.0f ms CPU, %,.0f ms wall", floorCpu.medianMillis(), floorWall.medianMillis()),
                String.format("CPU %.2f x the floor (wall %.2f x)", ratio, wallRatio),
                String.format("<= %.1f x the floor", goal),
                ratio <= goal,
                "samples CPU " + cpu.all() + "; floor " + floorCpu.all() + "; wall " + wall.all() + "; floor "
                        + floorWall.all());
    }

    /** How a command is started: the argument words before the command's, and the environment it adds. */
    private record Launcher(String name, List<String> words, Map<String, String> environment) {

        /**
         * Runs one command under {@code sh}, whose {@code times} reports the CPU its children used: the command's
         * own process (the launcher script execs the JVM, so the JVM is that child).
         */
        ChildRun run(List<String> arguments) throws IOException, InterruptedException {
            List<String> command =
                    new ArrayList<>(List.of("sh", "-c", "\"$@\" >/dev/null 2>&1; s=$?; times; exit $s", "sh"));
            command.addAll(words);
            command.addAll(arguments);
            ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
            builder.environment().putAll(environment);
            long start = System.nanoTime();
            Process process = builder.start();
            String output = new String(process.getInputStream().readAllBytes());
            if (!process.waitFor(10, TimeUnit.MINUTES)) {
                process.destroyForcibly();
                throw new IllegalStateException(name + " " + arguments + " did not end");
            }
            long wall = System.nanoTime() - start;
            return new ChildRun(name + " " + String.join(" ", arguments), process.exitValue(), wall, childCpu(output));
        }
    }

    private static final Pattern TIME = Pattern.compile("(\\d+)m([0-9.]+)s");

    /** The second line of {@code times}: the user and system time of the shell's children, in nanoseconds. */
    static long childCpu(String times) {
        List<String> lines = times.strip().lines().toList();
        if (lines.size() < 2) {
            throw new IllegalStateException("sh's times printed no line for its children: " + times);
        }
        Matcher clock = TIME.matcher(lines.get(lines.size() - 1));
        double seconds = 0;
        int found = 0;
        while (clock.find()) {
            seconds += Integer.parseInt(clock.group(1)) * 60 + Double.parseDouble(clock.group(2));
            found++;
        }
        if (found != 2) {
            throw new IllegalStateException("cannot read sh's times: " + times);
        }
        return Math.round(seconds * 1e9);
    }

    private record ChildRun(String what, int status, long wallNanos, long cpuNanos) {

        ChildRun require(int expected, String purpose) {
            if (status != expected) {
                throw new IllegalStateException(purpose + ": " + what + " exited " + status + ", not " + expected);
            }
            return this;
        }

        void into(boolean timed, Samples cpu, Samples wall) {
            if (timed) {
                cpu.add(cpuNanos);
                wall.add(wallNanos);
            }
        }
    }
}
