package org.pto.avs.bench.jmh;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.apiguardian.api.API;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.pto.avs.bench.corpus.HeaderPrograms;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.RunRequest;
import org.pto.avs.isa.Catalog;
import org.pto.avs.model.ReferenceModel;

/**
 * Header blocks decoded and executed per second by the reference model: each operation is one random B.IOS
 * header program (a BSTART and one to six B.IOS words, faults included) run from reset and observed, as the
 * engine asks for it.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@API(status = API.Status.INTERNAL, since = "0.1")
public class ModelBenchmark {

    private static final int PROGRAMS = 4096;
    private static final Set<Observable> OBSERVED = EnumSet.of(
            Observable.STEP_OUTCOMES,
            Observable.BINDINGS,
            Observable.BLOCK_PHASE,
            Observable.PARTICIPATION,
            Observable.POOL_IN_USE,
            Observable.SHARED_DESCRIPTORS,
            Observable.GPRS);

    private ReferenceModel model;
    private RunRequest[] requests;
    private int next;

    @Setup
    public void setUp() {
        model = ReferenceModel.standard();
        HeaderPrograms programs = new HeaderPrograms(Catalog.standard(), 1);
        requests = new RunRequest[PROGRAMS];
        for (int i = 0; i < PROGRAMS; i++) {
            requests[i] = new RunRequest(MachineState.RESET, programs.next(), OBSERVED, List.of());
        }
    }

    @Benchmark
    public void headerBlock(Blackhole sink) {
        RunRequest request = requests[next];
        next = (next + 1) & (PROGRAMS - 1);
        sink.consume(model.run(request));
    }
}
