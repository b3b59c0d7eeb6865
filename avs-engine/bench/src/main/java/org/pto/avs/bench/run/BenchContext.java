package org.pto.avs.bench.run;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.pto.avs.bench.corpus.Corpus;
import org.pto.avs.bench.corpus.CorpusGenerator;

/** What the sections share: the options, the progress log, and the corpora, each generated once on demand. */
final class BenchContext {

    private final BenchOptions options;
    private final PrintStream log;
    private final CorpusGenerator generator = new CorpusGenerator();
    private final Map<String, Corpus> corpora = new LinkedHashMap<>();

    BenchContext(BenchOptions options, PrintStream log) {
        this.options = options;
        this.log = log;
    }

    BenchOptions options() {
        return options;
    }

    void log(String line) {
        log.println(line);
        log.flush();
    }

    Path work(String name) {
        return options.work().resolve(name);
    }

    /** A corpus of {@code vectors} vectors, {@code perCase} to a case file, under the work directory. */
    Corpus corpus(int vectors, int perCase) {
        String name = "corpus-" + vectors + "x" + perCase;
        return corpora.computeIfAbsent(name, n -> {
            long start = System.nanoTime();
            Corpus corpus = generator.generate(work(n), vectors, perCase, 1);
            log(String.format(
                    "  corpus %s: %d vectors in %d files (%.1f s to generate or check)",
                    n, corpus.vectors(), corpus.files(), (System.nanoTime() - start) / 1e9));
            return corpus;
        });
    }

    /** One run of one side; {@code timed} is false for warm-up runs, whose times are not kept. */
    @FunctionalInterface
    interface Trial {
        void run(boolean timed) throws Exception;
    }

    /**
     * Interleaves the two sides (the machine is noisy, so each repetition times both): warm-ups first, then
     * repetitions alternating which side goes first.
     */
    void interleave(Trial subject, Trial peer) throws Exception {
        for (int i = 0; i < options.warmups(); i++) {
            subject.run(false);
            peer.run(false);
        }
        for (int i = 0; i < options.repetitions(); i++) {
            if (i % 2 == 0) {
                subject.run(true);
                peer.run(true);
            } else {
                peer.run(true);
                subject.run(true);
            }
        }
    }
}
