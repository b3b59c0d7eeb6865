package org.pto.avs.bench.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A random campaign split over parts ({@code avs.shard=i/n}: each part makes its own range of the property case's
 * programs): the whole campaign in one JVM against the same campaign as two JVMs side by side, parts 1/2 and 2/2,
 * on the reference device. Each time is the wall time from starting the JVMs to the last one's end, JVM starts
 * included, as a scheduler pays them; every part must pass and the parts' made programs must add up to the
 * campaign's. Goal: two parts make the campaign at least 1.5 times as fast on a machine of two cores or more.
 */
final class ShardedCampaign implements Section {

    static final String ID = "PTO-AVS-PROP-B-IOS-BENCH-001";

    @Override
    public String name() {
        return "campaign";
    }

    @Override
    public List<Figure> run(BenchContext context) throws Exception {
        int programs = context.options().size(300_000, 2_000);
        Path caseFile = writeCase(context.work("campaign"));
        Samples one = new Samples();
        Samples two = new Samples();
        context.interleave(timed -> {
            long nanos = campaign(context, caseFile, programs, 1);
            if (timed) {
                one.add(nanos);
            }
            context.log(String.format("  one part: %d programs in %.0f ms (%.0f programs/s)%s", programs, nanos / 1e6,
                    programs / (nanos / 1e9), timed ? "" : " (warm-up)"));
        }, timed -> {
            long nanos = campaign(context, caseFile, programs, 2);
            if (timed) {
                two.add(nanos);
            }
            context.log(String.format("  two parts side by side: %d programs in %.0f ms (%.0f programs/s)%s",
                    programs, nanos / 1e6, programs / (nanos / 1e9), timed ? "" : " (warm-up)"));
        });
        double oneRate = programs / one.medianSeconds();
        double twoRate = programs / two.medianSeconds();
        double speedup = twoRate / oneRate;
        return List.of(new Figure("random campaign of " + programs + " programs (seed 1234) on the reference device:"
                + " two parts side by side (avs.shard=1/2, 2/2) vs one JVM, " + Runtime.getRuntime()
                .availableProcessors() + " cores",
                String.format("two parts: %.0f ms, %.0f programs/s", two.medianMillis(), twoRate),
                String.format("one part: %.0f ms, %.0f programs/s", one.medianMillis(), oneRate),
                String.format("%.2fx the programs per second", speedup), ">= 1.5x on 2 cores", speedup >= 1.5,
                "samples: two parts " + two.all() + "; one part " + one.all() + "; load average "
                        + BenchCommand.Machine.loadAverage()));
    }

    /** Runs the campaign as {@code parts} JVMs side by side; the wall time until the last one ends. */
    private static long campaign(BenchContext context, Path caseFile, int programs, int parts) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        long start = System.nanoTime();
        List<Process> processes = new ArrayList<>();
        for (int part = 1; part <= parts; part++) {
            processes.add(new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                    CampaignPartMain.class.getName(), caseFile.toString(), Integer.toString(programs),
                    part + "/" + parts, context.work("campaign-cex").toString()).redirectErrorStream(true).start());
        }
        int made = 0;
        for (Process process : processes) {
            Map<String, String> result = result(process);
            if (!"pass".equals(result.get("status"))) {
                throw new IllegalStateException("a part of the campaign did not pass: " + result);
            }
            made += Integer.parseInt(result.get("made"));
        }
        long nanos = System.nanoTime() - start;
        if (made != programs) {
            throw new IllegalStateException(parts + " parts made " + made + " programs of " + programs);
        }
        return nanos;
    }

    private static Map<String, String> result(Process process) throws Exception {
        ChildOutput child = ChildOutput.of(process);
        if (child.status() != 0 || !child.result().containsKey("made")) {
            throw new IllegalStateException("a campaign part exited with " + child.status() + ": "
                    + String.join("\n", child.head()));
        }
        return child.result();
    }

    /** The campaign's property case: the shipped B.IOS header property's generator, seed 1234. */
    private static Path writeCase(Path folder) throws java.io.IOException {
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
