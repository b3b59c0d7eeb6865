package org.pto.avs.bench.corpus;

import java.nio.file.Path;
import org.apiguardian.api.API;

/**
 * {@code java -cp pto-avs-bench.jar org.pto.avs.bench.corpus.GenerateCorpus DIRECTORY VECTORS [PER-CASE [SEED]]}:
 * writes a synthetic corpus (default one vector per case, seed 1) and prints where it is.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class GenerateCorpus {

    private GenerateCorpus() {}

    public static void main(String[] args) {
        if (args.length < 2 || args.length > 4) {
            System.err.println("usage: GenerateCorpus DIRECTORY VECTORS [VECTORS-PER-CASE [SEED]]");
            System.exit(2);
        }
        Corpus corpus = new CorpusGenerator()
                .generate(
                        Path.of(args[0]),
                        Integer.parseInt(args[1]),
                        args.length > 2 ? Integer.parseInt(args[2]) : 1,
                        args.length > 3 ? Long.parseLong(args[3]) : 1);
        System.out.println(corpus.vectors() + " vectors in " + corpus.files() + " case files under "
                + corpus.caseFolder().toAbsolutePath());
    }
}
