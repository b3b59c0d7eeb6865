package org.pto.avs.bench.corpus;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Stream;
import org.apiguardian.api.API;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.Observable;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Disassembler;
import org.pto.avs.reference.ReferenceDevice;

/**
 * Generates a corpus of synthetic B.IOS cases whose expectations are what the reference device observes. The same
 * size, vectors per case and seed give the same files; a directory that already holds that corpus (its
 * {@value #MANIFEST} says so) is reused rather than written again.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CorpusGenerator {

    static final String MANIFEST = "corpus.properties";

    /** What the generating run observes: what the written expectations state, plus decoding for the covers. */
    public static final Set<Observable> OBSERVED = EnumSet.of(
            Observable.STEP_OUTCOMES,
            Observable.DECODE,
            Observable.BINDINGS,
            Observable.BLOCK_PHASE,
            Observable.PARTICIPATION,
            Observable.POOL_IN_USE,
            Observable.GPRS);

    private final ReferenceDevice device;
    private final CaseFileWriter writer;

    public CorpusGenerator() {
        this.device = new ReferenceDevice();
        this.writer = new CaseFileWriter(new Disassembler(Catalog.standard()));
    }

    /** The corpus in {@code directory}, generated unless it is already there. */
    public Corpus generate(Path directory, int vectors, int vectorsPerCase, long seed) {
        if (vectors < 1 || vectorsPerCase < 1) {
            throw new IllegalArgumentException("a corpus has at least one vector and one vector per case");
        }
        int files = (vectors + vectorsPerCase - 1) / vectorsPerCase;
        Corpus corpus = new Corpus(directory, vectors, vectorsPerCase, seed, files);
        Properties wanted = manifest(corpus);
        if (wanted.equals(readManifest(directory))) {
            return corpus;
        }
        try {
            deleteTree(directory);
            Files.createDirectories(corpus.caseFolder());
            HeaderPrograms programs = new HeaderPrograms(Catalog.standard(), seed);
            int written = 0;
            for (int n = 1; n <= files; n++) {
                List<SyntheticVector> caseVectors = new ArrayList<>(vectorsPerCase);
                for (int v = 0; v < vectorsPerCase && written < vectors; v++, written++) {
                    List<ProgramWord> program = programs.next();
                    caseVectors.add(new SyntheticVector(
                            "v" + v,
                            program,
                            device.run(new RunRequest(MachineState.RESET, program, OBSERVED, List.of()))));
                }
                writer.write(corpus.file(n), Corpus.id(n), caseVectors);
            }
            try (OutputStream out = Files.newOutputStream(directory.resolve(MANIFEST))) {
                wanted.store(out, "synthetic PTO AVS corpus");
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the corpus in " + directory, e);
        } catch (DeviceException e) {
            throw new IllegalStateException("the reference device refused a generated vector: " + e.getMessage(), e);
        }
        return corpus;
    }

    private static Properties manifest(Corpus corpus) {
        Properties properties = new Properties();
        properties.setProperty("vectors", Integer.toString(corpus.vectors()));
        properties.setProperty("vectors-per-case", Integer.toString(corpus.vectorsPerCase()));
        properties.setProperty("seed", Long.toString(corpus.seed()));
        properties.setProperty("files", Integer.toString(corpus.files()));
        properties.setProperty("generator", "2");
        return properties;
    }

    private static Properties readManifest(Path directory) {
        Properties properties = new Properties();
        Path file = directory.resolve(MANIFEST);
        if (Files.isRegularFile(file)) {
            try (InputStream in = Files.newInputStream(file)) {
                properties.load(in);
            } catch (IOException e) {
                return new Properties();
            }
        }
        return properties;
    }

    static void deleteTree(Path directory) throws IOException {
        if (!Files.exists(directory)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(directory)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
