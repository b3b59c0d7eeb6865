package org.pto.avs.bench.run;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.pto.avs.bench.corpus.Corpus;
import org.pto.avs.results.Constants;

/**
 * Discovery of 10,000 case files: the engine reads, validates (schema and catalog checks) and files every case,
 * timed through {@code Launcher.discover}. The peer is the floor any discovery has to pay: walking the folder and
 * parsing every file with Jackson, nothing checked. Goal: under 2 s.
 */
final class DiscoveryOfManyFiles implements Section {

    @Override
    public String name() {
        return "discovery";
    }

    @Override
    public List<Figure> run(BenchContext context) throws Exception {
        Corpus corpus = context.corpus(context.options().size(10_000, 300), 1);
        LauncherDiscoveryRequest request = LauncherRun.request(
                Constants.ENGINE_ID,
                EngineVersusJupiter.ENGINE_CONFIGURATION,
                selectDirectory(corpus.directory().toFile()));
        ObjectMapper json = new ObjectMapper();
        Samples engine = new Samples();
        Samples parseOnly = new Samples();
        context.interleave(
                timed -> {
                    long[] found = LauncherRun.discover(request);
                    if (found[1] != corpus.files()) {
                        throw new IllegalStateException(
                                "discovery found " + found[1] + " tests in " + corpus.files() + " case files");
                    }
                    if (timed) {
                        engine.add(found[0]);
                    }
                    context.log(String.format(
                            "  engine discovery: %d cases in %.0f ms%s",
                            found[1], found[0] / 1e6, timed ? "" : " (warm-up)"));
                },
                timed -> {
                    long start = System.nanoTime();
                    int files = 0;
                    try (Stream<Path> walk = Files.walk(corpus.directory())) {
                        for (Path file : walk.filter(p -> p.toString().endsWith(".json"))
                                .sorted()
                                .toList()) {
                            json.readTree(file.toFile());
                            files++;
                        }
                    }
                    long nanos = System.nanoTime() - start;
                    if (timed) {
                        parseOnly.add(nanos);
                    }
                    context.log(String.format(
                            "  walk and Jackson parse: %d files in %.0f ms%s",
                            files, nanos / 1e6, timed ? "" : " (warm-up)"));
                });
        double ratio = (double) engine.median() / parseOnly.median();
        return List.of(new Figure(
                "discovery of " + corpus.files() + " case files",
                String.format(
                        "engine discovery %.0f ms (%.0f files/s)",
                        engine.medianMillis(), corpus.files() / engine.medianSeconds()),
                String.format("walk + Jackson parse only %.0f ms", parseOnly.medianMillis()),
                String.format("engine/parse-only = %.2f", ratio),
                "< 2 s for 10,000 files",
                engine.medianSeconds() < 2.0 * corpus.files() / 10_000.0,
                "samples: engine " + engine.all() + "; parse only " + parseOnly.all()));
    }
}
