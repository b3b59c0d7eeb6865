package org.pto.avs.bench.run;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.pto.avs.bench.corpus.Corpus;
import org.pto.avs.bench.peer.JupiterCorpusTest;
import org.pto.avs.engine.api.Constants;

/**
 * The engine end to end (discovery, execution on the in-process reference device, comparison, the legacy XML
 * report) against the same case files as Jupiter dynamic tests ({@link JupiterCorpusTest}) through the same
 * Launcher and the same XML listener, twice: as configured by default (every vector's evidence in the report) and
 * with {@code avs.report.vectors=failed} (a passing vector reports its status only, as the peer's tests do). Goal:
 * engine time at most half the peer's.
 */
final class EngineVersusJupiter implements Section {

    static final Map<String, String> ENGINE_CONFIGURATION = Map.of(Constants.SUMMARY, "false",
            Constants.CHECK_CATALOG_IDS, "false");

    /** The engine with the evidence of passing vectors left out of the report, as the peer reports none. */
    static final Map<String, String> LEAN_CONFIGURATION = Map.of(Constants.SUMMARY, "false",
            Constants.CHECK_CATALOG_IDS, "false", Constants.REPORT_VECTORS, "failed");

    @Override
    public String name() {
        return "engine";
    }

    @Override
    public List<Figure> run(BenchContext context) throws Exception {
        int vectors = context.options().size(10_000, 300);
        Corpus corpus = context.corpus(vectors, 1);
        System.setProperty(JupiterCorpusTest.CORPUS_PROPERTY, corpus.directory().toString());
        LauncherDiscoveryRequest fullRequest = LauncherRun.request(Constants.ENGINE_ID, ENGINE_CONFIGURATION,
                selectDirectory(corpus.directory().toFile()));
        LauncherDiscoveryRequest leanRequest = LauncherRun.request(Constants.ENGINE_ID, LEAN_CONFIGURATION,
                selectDirectory(corpus.directory().toFile()));
        LauncherDiscoveryRequest peerRequest = LauncherRun.request("junit-jupiter", Map.of(),
                selectClass(JupiterCorpusTest.class));
        Samples full = new Samples();
        Samples lean = new Samples();
        Samples peer = new Samples();
        context.interleave(timed -> {
            // Both engine configurations side by side, the one that goes first alternating with the peer's turn.
            time(context, "engine", fullRequest, corpus, timed ? full : null);
            time(context, "engine, avs.report.vectors=failed", leanRequest, corpus, timed ? lean : null);
        }, timed -> time(context, "peer", peerRequest, corpus, timed ? peer : null));
        String peerText = String.format("Jupiter @TestFactory %.0f ms (%.0f vectors/s)", peer.medianMillis(),
                vectors / peer.medianSeconds());
        return List.of(figure(corpus, vectors, "engine, every vector's evidence reported (default)", full, peer,
                peerText), figure(corpus, vectors, "engine, avs.report.vectors=failed", lean, peer, peerText));
    }

    private static void time(BenchContext context, String side, LauncherDiscoveryRequest request, Corpus corpus,
            Samples into) {
        Path reports = context.work("xml-" + side.replaceAll("\\W+", "-"));
        LauncherRun.Outcome outcome = LauncherRun.execute(request, reports);
        check(outcome, corpus, side);
        if (into != null) {
            into.add(outcome.nanos());
        }
        context.log(String.format("  %s: %s in %.0f ms%s", side, outcome.summary(), outcome.nanos() / 1e6,
                into != null ? "" : " (warm-up)"));
    }

    private static Figure figure(Corpus corpus, int vectors, String subject, Samples engine, Samples peer,
            String peerText) {
        double ratio = (double) engine.median() / peer.median();
        return new Figure("whole run, " + corpus.files() + " case files x " + corpus.vectorsPerCase()
                + " vector, reference device: " + subject,
                String.format("engine %.0f ms (%.0f vectors/s)", engine.medianMillis(), vectors / engine.medianSeconds()),
                peerText, String.format("engine/peer = %.2f", ratio), "engine/peer <= 0.50", ratio <= 0.5,
                "samples: engine " + engine.all() + "; peer " + peer.all());
    }

    /** A run that did not pass every case measured something else; stop rather than report it. */
    static void check(LauncherRun.Outcome outcome, Corpus corpus, String side) {
        if (outcome.succeeded() != corpus.files() || outcome.failed() != 0 || outcome.aborted() != 0) {
            throw new IllegalStateException(side + " run did not pass the corpus (" + corpus.files() + " cases): "
                    + outcome.summary() + "; " + outcome.failures());
        }
    }
}
