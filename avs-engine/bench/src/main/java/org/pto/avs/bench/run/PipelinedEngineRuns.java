package org.pto.avs.bench.run;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.pto.avs.bench.corpus.Corpus;
import org.pto.avs.bench.corpus.CorpusGenerator;
import org.pto.avs.bench.corpus.HeaderPrograms;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.process.ProcessDevice;
import org.pto.avs.device.protocol.RunResult;
import org.pto.avs.isa.Catalog;
import org.pto.avs.results.Constants;

/**
 * What the engine's pipeline gives a vendor. (1) A corpus through the engine over {@code avs.device=process} against
 * {@code pto-avs serve --stdio}, against the process adapter alone running the same programs pipelined, both at the
 * same depth and each starting and stopping a device process of its own: the engine's share of the throughput. (2)
 * The engine against a device that answers every run 1 ms after it was sent ({@code avs.device=delayed}, a board
 * behind a link), at depth 16 and at depth 1 (one run at a time),
 * against the bound depth / 1 ms. Throughput is of the execution phase; discovery is timed apart (and in its own
 * section). Every case must pass, or the run measured something else.
 */
final class PipelinedEngineRuns implements Section {

    /** The engine's share of the adapter's own throughput over the same device process: the harness's overhead. */
    static final double HARNESS_SHARE_GOAL = 0.90;

    private static final int DEPTH = 16;

    @Override
    public String name() {
        return "pipeline";
    }

    @Override
    public List<Figure> run(BenchContext context) throws Exception {
        return List.of(throughProcess(context), behindALink(context));
    }

    private Figure throughProcess(BenchContext context) throws Exception {
        Corpus corpus = context.corpus(context.options().size(20_000, 400), 10);
        String command = new ObjectMapper().writeValueAsString(ServeCommandLine.stdio());
        Map<String, String> engineConfiguration = new HashMap<>(EngineVersusJupiter.LEAN_CONFIGURATION);
        engineConfiguration.put(Constants.DEVICE, "process");
        engineConfiguration.put(Constants.DEVICE_SETTINGS_PREFIX + "command", command);
        engineConfiguration.put(Constants.DEVICE_SETTINGS_PREFIX + "pipeline", Integer.toString(DEPTH));
        engineConfiguration.put(Constants.DEVICE_SETTINGS_PREFIX + "startup-timeout", "60s");
        LauncherDiscoveryRequest request = LauncherRun.request(
                Constants.ENGINE_ID,
                engineConfiguration,
                selectDirectory(corpus.directory().toFile()));
        List<RunRequest> programs = sameProgramsAs(corpus);
        Samples engine = new Samples();
        Samples discovery = new Samples();
        Samples adapter = new Samples();
        DeviceSettings adapterSettings = new DeviceSettings(
                Map.of("command", command, "pipeline", Integer.toString(DEPTH), "startup-timeout", "60s"));
        context.interleave(
                timed -> {
                    LauncherRun.Phased run = LauncherRun.executePhased(request, context.work("xml-pipeline-process"));
                    EngineVersusJupiter.check(run.execution(), corpus, "engine over the process device");
                    if (timed) {
                        engine.add(run.execution().nanos());
                        discovery.add(run.discoveryNanos());
                    }
                    context.log(String.format(
                            "  engine over process, depth %d: discovery %.0f ms, run %.0f ms%s",
                            DEPTH,
                            run.discoveryNanos() / 1e6,
                            run.execution().nanos() / 1e6,
                            timed ? "" : " (warm-up)"));
                },
                timed -> {
                    // The engine starts its device process when its run starts and stops it at the end: the adapter
                    // alone pays the same start, warm-up and shutdown of a fresh `serve --stdio` each time.
                    long start = System.nanoTime();
                    List<RunResult> results;
                    try (ProcessDevice device = ProcessDevice.open(adapterSettings)) {
                        results = device.runAll(programs);
                    }
                    long nanos = System.nanoTime() - start;
                    for (RunResult result : results) {
                        if (result.failure() != null) {
                            throw new IllegalStateException("the adapter alone failed a run: " + result.failure());
                        }
                    }
                    if (timed) {
                        adapter.add(nanos);
                    }
                    context.log(String.format(
                            "  adapter alone, depth %d, its own device process: %.0f ms%s",
                            DEPTH, nanos / 1e6, timed ? "" : " (warm-up)"));
                });
        double engineRate = corpus.vectors() / engine.medianSeconds();
        double adapterRate = corpus.vectors() / adapter.medianSeconds();
        double share = engineRate / adapterRate;
        return new Figure(
                "engine over avs.device=process (serve --stdio), " + corpus.vectors() + " vectors in " + corpus.files()
                        + " files, depth " + DEPTH + ", avs.report.vectors=failed, execution phase",
                String.format(
                        "engine %.0f ms, %.0f vectors/s (discovery %.0f ms more)",
                        engine.medianMillis(), engineRate, discovery.medianMillis()),
                String.format(
                        "adapter alone, same programs, its own device process: %.0f ms, %.0f vectors/s",
                        adapter.medianMillis(), adapterRate),
                String.format("engine/adapter throughput = %.2f", share),
                String.format(">= %.2f", HARNESS_SHARE_GOAL),
                share >= HARNESS_SHARE_GOAL,
                "samples: engine " + engine.all() + "; adapter " + adapter.all() + "; discovery " + discovery.all());
    }

    /** The programs the corpus generator wrote, in order: the adapter alone runs the work the engine runs. */
    private static List<RunRequest> sameProgramsAs(Corpus corpus) {
        HeaderPrograms programs = new HeaderPrograms(Catalog.standard(), corpus.seed());
        List<RunRequest> requests = new ArrayList<>(corpus.vectors());
        for (int i = 0; i < corpus.vectors(); i++) {
            requests.add(new RunRequest(MachineState.RESET, programs.next(), CorpusGenerator.OBSERVED, List.of()));
        }
        return requests;
    }

    private Figure behindALink(BenchContext context) throws Exception {
        Corpus corpus = context.corpus(context.options().size(5_000, 200), 10);
        Samples pipelined = new Samples();
        Samples oneAtATime = new Samples();
        context.interleave(
                timed -> delayed(context, corpus, DEPTH, timed ? pipelined : null),
                timed -> delayed(context, corpus, 1, timed ? oneAtATime : null));
        double rate = corpus.vectors() / pipelined.medianSeconds();
        double oneRate = corpus.vectors() / oneAtATime.medianSeconds();
        double bound = DEPTH / 1e-3;
        double share = rate / bound;
        return new Figure(
                "engine against a device answering each run after 1 ms, " + corpus.vectors() + " vectors in "
                        + corpus.files() + " files, execution phase",
                String.format("depth %d: %.0f vectors/s (%.0f ms)", DEPTH, rate, pipelined.medianMillis()),
                String.format(
                        "depth 1 (one run at a time): %.0f vectors/s (%.0f ms); bound depth/1 ms = %.0f" + " vectors/s",
                        oneRate, oneAtATime.medianMillis(), bound),
                String.format("depth %d / bound = %.2f; %.1fx depth 1", DEPTH, share, rate / oneRate),
                ">= 0.70 of depth/1 ms",
                share >= 0.7,
                "samples: depth " + DEPTH + " " + pipelined.all() + "; depth 1 " + oneAtATime.all());
    }

    private static void delayed(BenchContext context, Corpus corpus, int depth, Samples into) {
        Map<String, String> configuration = new HashMap<>(EngineVersusJupiter.LEAN_CONFIGURATION);
        configuration.put(Constants.DEVICE, "delayed");
        configuration.put(Constants.DEVICE_SETTINGS_PREFIX + "pipeline", Integer.toString(depth));
        LauncherRun.Phased run = LauncherRun.executePhased(
                LauncherRun.request(
                        Constants.ENGINE_ID,
                        configuration,
                        selectDirectory(corpus.directory().toFile())),
                context.work("xml-pipeline-delayed"));
        EngineVersusJupiter.check(run.execution(), corpus, "engine, delayed device, depth " + depth);
        if (into != null) {
            into.add(run.execution().nanos());
        }
        context.log(String.format(
                "  delayed device, depth %d: run %.0f ms%s",
                depth, run.execution().nanos() / 1e6, into == null ? " (warm-up)" : ""));
    }
}
