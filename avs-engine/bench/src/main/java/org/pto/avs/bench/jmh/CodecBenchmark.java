package org.pto.avs.bench.jmh;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
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
import org.pto.avs.device.ProgramWord;
import org.pto.avs.isa.Assembler;
import org.pto.avs.isa.AssemblyException;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Decoder;
import org.pto.avs.isa.Disassembler;

/**
 * The catalog-driven codec: words decoded per second (header words mixed with random 32-bit words, most of which
 * match no form), canonical assembly lines assembled per second, and words disassembled per second. The words to
 * disassemble repeat (4,096 of them), so after the first pass the disassembler's memo answers, as it does for a case
 * reader labelling a corpus.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@API(status = API.Status.INTERNAL, since = "0.1")
public class CodecBenchmark {

    private static final int ITEMS = 4096;

    private Decoder decoder;
    private Assembler assembler;
    private Disassembler disassembler;
    private long[] words;
    private ProgramWord[] programWords;
    private String[] lines;
    private int next;

    @Setup
    public void setUp() throws AssemblyException {
        Catalog catalog = Catalog.standard();
        decoder = new Decoder(catalog);
        assembler = new Assembler(catalog);
        disassembler = new Disassembler(catalog);
        HeaderPrograms programs = new HeaderPrograms(catalog, 7);
        SplittableRandom random = new SplittableRandom(7);
        List<ProgramWord> headerWords = new ArrayList<>();
        while (headerWords.size() < ITEMS) {
            headerWords.addAll(programs.next());
        }
        words = new long[ITEMS];
        programWords = new ProgramWord[ITEMS];
        for (int i = 0; i < ITEMS; i++) {
            // One word in four is random: the decoder's miss path (no form matches) is timed too.
            programWords[i] = i % 4 == 3 ? ProgramWord.of32(random.nextInt()) : headerWords.get(i);
            words[i] = Integer.toUnsignedLong(programWords[i].bits());
        }
        List<String> canonical = new ArrayList<>();
        for (int i = 0; canonical.size() < ITEMS; i = (i + 1) % ITEMS) {
            String text = disassembler.disassemble(headerWords.get(i));
            if (!text.contains("#")) {
                assembler.assemble(text);
                canonical.add(text);
            }
        }
        lines = canonical.toArray(String[]::new);
    }

    @Benchmark
    public void decode(Blackhole sink) {
        sink.consume(decoder.decode(words[next], 32));
        next = (next + 1) & (ITEMS - 1);
    }

    @Benchmark
    public void assemble(Blackhole sink) throws AssemblyException {
        sink.consume(assembler.assemble(lines[next]));
        next = (next + 1) & (ITEMS - 1);
    }

    @Benchmark
    public void disassemble(Blackhole sink) {
        sink.consume(disassembler.disassemble(programWords[next]));
        next = (next + 1) & (ITEMS - 1);
    }
}
