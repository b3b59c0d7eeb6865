package org.pto.avs.bench.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The bench command's options. Full mode uses the sizes the goals are stated for; quick mode small ones, to show
 * that every section runs (its figures are not the benchmark's).
 *
 * @param work        where corpora, reports and the result table go
 * @param quick       small sizes, one repetition
 * @param repetitions timed repetitions of each side (after the warm-up runs)
 * @param warmups     untimed runs of each side first
 * @param sections    the sections to run, all when empty
 */
record BenchOptions(Path work, boolean quick, int repetitions, int warmups, Set<String> sections) {

    static final List<String> SECTIONS =
            List.of("commands", "engine", "stdio", "pipeline", "discovery", "selection", "heap", "payload", "campaign");

    static final String USAGE = """
            usage: BenchCommand [--quick] [--work DIR] [--repetitions N] [--warmups N] [--only SECTION,...]
              --quick          small sizes and one repetition: checks that every section runs
              --work DIR       corpora, XML reports and results.md (default avs-engine/bench/target/bench)
              --repetitions N  timed runs of each side, interleaved (default 5)
              --warmups N      untimed runs of each side first (default 2)
              --only LIST      some of: commands, engine, stdio, pipeline, discovery, selection, heap, payload, campaign""";

    static BenchOptions parse(String[] args) {
        // From the repository root or from this module, the work goes under this module's target/.
        Path work = Files.isDirectory(Path.of("avs-engine", "bench"))
                ? Path.of("avs-engine", "bench", "target", "bench")
                : Path.of("target", "bench");
        boolean quick = false;
        Integer repetitions = null;
        Integer warmups = null;
        Set<String> sections = new LinkedHashSet<>();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--quick" -> quick = true;
                case "--work" -> work = Path.of(value(args, ++i));
                case "--repetitions" -> repetitions = Integer.parseInt(value(args, ++i));
                case "--warmups" -> warmups = Integer.parseInt(value(args, ++i));
                case "--only" -> {
                    for (String section : value(args, ++i).split(",")) {
                        if (!SECTIONS.contains(section.strip())) {
                            throw new IllegalArgumentException(
                                    "unknown section '" + section + "'; known: " + String.join(", ", SECTIONS));
                        }
                        sections.add(section.strip());
                    }
                }
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        return new BenchOptions(
                work,
                quick,
                repetitions != null ? repetitions : quick ? 1 : 5,
                warmups != null ? warmups : quick ? 0 : 2,
                sections);
    }

    private static String value(String[] args, int i) {
        if (i >= args.length) {
            throw new IllegalArgumentException(args[i - 1] + " needs a value");
        }
        return args[i];
    }

    boolean runs(String section) {
        return sections.isEmpty() || sections.contains(section);
    }

    /** {@code full} in full mode, {@code small} in quick mode. */
    int size(int full, int small) {
        return quick ? small : full;
    }
}
