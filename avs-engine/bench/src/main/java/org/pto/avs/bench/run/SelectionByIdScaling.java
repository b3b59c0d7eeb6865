package org.pto.avs.bench.run;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.pto.avs.bench.corpus.Corpus;
import org.pto.avs.results.Constants;

/**
 * Selecting one AVS id ({@code avs.id}, as {@code mvn test -Davs.id=...} gives it) in a 100-file and in a
 * 10,000-file corpus: the whole run (discovery of the folder, the one case, the XML report) should take the same
 * time whatever the corpus size. The ratio is the large corpus's time over the small one's.
 */
final class SelectionByIdScaling implements Section {

    @Override
    public String name() {
        return "selection";
    }

    @Override
    public List<Figure> run(BenchContext context) throws Exception {
        Corpus small = context.corpus(100, 1);
        Corpus large = context.corpus(context.options().size(10_000, 300), 1);
        String id = Corpus.id(50);
        Samples smallTimes = new Samples();
        Samples largeTimes = new Samples();
        context.interleave(
                timed -> measure(context, large, id, largeTimes, timed),
                timed -> measure(context, small, id, smallTimes, timed));
        double ratio = (double) largeTimes.median() / smallTimes.median();
        return List.of(new Figure(
                "select one AVS id (avs.id) in a folder of case files, whole run",
                String.format("%d files: %.0f ms", large.files(), largeTimes.medianMillis()),
                String.format("%d files: %.0f ms", small.files(), smallTimes.medianMillis()),
                String.format("large/small = %.2f", ratio),
                "same time whatever the size (ratio <= 1.5)",
                ratio <= 1.5,
                "samples: large " + largeTimes.all() + "; small " + smallTimes.all()));
    }

    private static void measure(BenchContext context, Corpus corpus, String id, Samples samples, boolean timed) {
        Map<String, String> configuration = new HashMap<>(EngineVersusJupiter.ENGINE_CONFIGURATION);
        configuration.put(Constants.ID, id);
        LauncherDiscoveryRequest request = LauncherRun.request(
                Constants.ENGINE_ID,
                configuration,
                selectDirectory(corpus.directory().toFile()));
        LauncherRun.Outcome outcome = LauncherRun.execute(request, context.work("xml-selection"));
        if (outcome.succeeded() != 1 || outcome.tests() != 1) {
            throw new IllegalStateException("selecting " + id + " in " + corpus.files() + " files ran "
                    + outcome.summary() + "; " + outcome.failures());
        }
        if (timed) {
            samples.add(outcome.nanos());
        }
        context.log(String.format(
                "  %s in %d files: %.0f ms%s", id, corpus.files(), outcome.nanos() / 1e6, timed ? "" : " (warm-up)"));
    }
}
