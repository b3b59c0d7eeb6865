package org.pto.avs.bench.run;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pto.avs.bench.corpus.HeaderPrograms;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.RunRequest;
import org.pto.avs.device.process.ProcessDevice;
import org.pto.avs.device.protocol.RunResult;
import org.pto.avs.isa.Catalog;
import org.pto.avs.model.ReferenceModel;

/**
 * The process adapter with one persistent, pipelined device ({@code pto-avs serve --stdio} started once, every
 * vector through it) against one process per case (start {@code serve --stdio}, say hello, run one vector, shut
 * down), the way a self-checking suite drives a simulator. Every answer is checked against the in-process
 * reference model, so both sides did the same work. Goals: at least 50 times faster, at least 20,000 vectors/s.
 */
final class StdioVersusProcessPerCase implements Section {

    private static final Set<Observable> OBSERVED = EnumSet.of(
            Observable.STEP_OUTCOMES,
            Observable.BINDINGS,
            Observable.BLOCK_PHASE,
            Observable.PARTICIPATION,
            Observable.POOL_IN_USE);

    @Override
    public String name() {
        return "stdio";
    }

    @Override
    public List<Figure> run(BenchContext context) throws Exception {
        int persistentVectors = context.options().size(20_000, 500);
        int perCaseVectors = context.options().size(20, 3);
        List<String> command = ServeCommandLine.stdio();
        context.log("  device command: " + String.join(" ", command));
        DeviceSettings settings =
                new DeviceSettings(Map.of("command", toJson(command), "pipeline", "64", "startup-timeout", "60s"));
        List<RunRequest> requests = requests(persistentVectors);
        List<Observation> expected = new ArrayList<>();
        for (RunRequest request : requests) {
            expected.add(ReferenceModel.standard().run(request));
        }
        Samples persistent = new Samples();
        Samples perCase = new Samples();
        long coldStart = System.nanoTime();
        try (ProcessDevice device = ProcessDevice.open(settings)) {
            // The first pass on a fresh device: its JVM start and JIT warm-up included, as a suite's first run pays.
            checkAll(device.runAll(requests), expected, 0);
            long cold = System.nanoTime() - coldStart;
            context.log(String.format(
                    "  persistent, first pass with the JVM start: %d vectors in %.0f ms (%.0f" + " vectors/s)",
                    requests.size(), cold / 1e6, requests.size() / (cold / 1e9)));
            context.interleave(
                    timed -> {
                        long start = System.nanoTime();
                        List<RunResult> results = device.runAll(requests);
                        long nanos = System.nanoTime() - start;
                        checkAll(results, expected, 0);
                        if (timed) {
                            persistent.add(nanos);
                        }
                        context.log(String.format(
                                "  persistent: %d vectors in %.0f ms (%.0f vectors/s)%s",
                                requests.size(),
                                nanos / 1e6,
                                requests.size() / (nanos / 1e9),
                                timed ? "" : " (warm-up)"));
                    },
                    timed -> {
                        long start = System.nanoTime();
                        for (int i = 0; i < perCaseVectors; i++) {
                            try (ProcessDevice one = ProcessDevice.open(settings)) {
                                checkAll(one.runAll(List.of(requests.get(i))), expected, i);
                            }
                        }
                        long nanos = System.nanoTime() - start;
                        if (timed) {
                            perCase.add(nanos);
                        }
                        context.log(String.format(
                                "  one process per case: %d vectors in %.0f ms (%.1f vectors/s)%s",
                                perCaseVectors,
                                nanos / 1e6,
                                perCaseVectors / (nanos / 1e9),
                                timed ? "" : " (warm-up)"));
                    });
            double persistentRate = persistentVectors / persistent.medianSeconds();
            double perCaseRate = perCaseVectors / perCase.medianSeconds();
            double coldRate = persistentVectors / (cold / 1e9);
            double speedup = persistentRate / perCaseRate;
            return List.of(
                    new Figure(
                            "process adapter over stdio: one persistent pipelined `serve --stdio` vs one process"
                                    + " per case",
                            String.format(
                                    "persistent: %d vectors in %.0f ms, %.0f vectors/s",
                                    persistentVectors, persistent.medianMillis(), persistentRate),
                            String.format(
                                    "one process per case: %d vectors in %.0f ms, %.2f vectors/s",
                                    perCaseVectors, perCase.medianMillis(), perCaseRate),
                            String.format(
                                    "%.0fx faster (%.0fx counting the persistent device's first pass, JVM"
                                            + " start included)",
                                    speedup, coldRate / perCaseRate),
                            ">= 50x faster",
                            speedup >= 50,
                            "samples: persistent " + persistent.all() + "; per case " + perCase.all()),
                    new Figure(
                            "persistent stdio device throughput (pipeline 64)",
                            String.format(
                                    "%.0f vectors/s warm; first pass with the JVM start %.0f vectors/s",
                                    persistentRate, coldRate),
                            null,
                            null,
                            ">= 20,000 vectors/s",
                            persistentRate >= 20_000,
                            ""));
        }
    }

    private static List<RunRequest> requests(int count) {
        HeaderPrograms programs = new HeaderPrograms(Catalog.standard(), 11);
        List<RunRequest> requests = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            requests.add(new RunRequest(MachineState.RESET, programs.next(), OBSERVED, List.of()));
        }
        return requests;
    }

    /** The device's answers must be the reference model's, or the run measured something else. */
    private static void checkAll(List<RunResult> results, List<Observation> expected, int offset) {
        for (int i = 0; i < results.size(); i++) {
            RunResult result = results.get(i);
            if (result.failure() != null) {
                throw new IllegalStateException(
                        "vector " + (offset + i) + " failed on the process device: "
                                + result.failure().getMessage(),
                        result.failure());
            }
            Observation want = expected.get(offset + i);
            Observation got = result.observation();
            if (!want.steps().equals(got.steps())
                    || !want.bindings().equals(got.bindings())
                    || want.phase() != got.phase()
                    || !want.participation().equals(got.participation())) {
                throw new IllegalStateException("vector " + (offset + i) + ": the process device observed " + got
                        + " where the reference model observed " + want);
            }
        }
    }

    private static String toJson(List<String> command) throws JsonProcessingException {
        return new ObjectMapper().writeValueAsString(command);
    }
}
