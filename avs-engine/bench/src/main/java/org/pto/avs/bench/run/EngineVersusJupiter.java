package org.pto.avs.bench.run;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.util.List;
import java.util.Map;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.pto.avs.bench.corpus.Corpus;
import org.pto.avs.bench.peer.JupiterCorpusTest;
import org.pto.avs.engine.Constants;

/**
 * The engine end to end (discovery, execution on the in-process reference device, comparison, the legacy XML
 * report) against the same case files as Jupiter dynamic tests ({@link JupiterCorpusTest}) through the same
 * Launcher and the same XML listener. Goal: engine time at most half the peer's.
 */
final class EngineVersusJupiter implements Section {

    static final Map<String, String> ENGINE_CONFIGURATION = Map.of(Constants.SUMMARY, "false",
            Constants.CHECK_CATALOG_IDS, "false");

    @Override
    public String name() {
        return "engine";
    }

    @Override
    public List<Figure> run(BenchContext context) throws Exception {
        int vectors = context.options().size(10_000, 300);
        Corpus corpus = context.corpus(vectors, 1);
        System.setProperty(JupiterCorpusTest.CORPUS_PROPERTY, corpus.directory().toString());
        LauncherDiscoveryRequest engineRequest = LauncherRun.request(Constants.ENGINE_ID, ENGINE_CONFIGURATION,
                selectDirectory(corpus.directory().toFile()));
        LauncherDiscoveryRequest peerRequest = LauncherRun.request("junit-jupiter", Map.of(),
                selectClass(JupiterCorpusTest.class));
        Samples engine = new Samples();
        Samples peer = new Samples();
        LauncherRun.Outcome[] last = new LauncherRun.Outcome[2];
        context.interleave(timed -> {
            LauncherRun.Outcome outcome = LauncherRun.execute(engineRequest, context.work("xml-engine"));
            check(outcome, corpus, "engine");
            last[0] = outcome;
            if (timed) {
                engine.add(outcome.nanos());
            }
            context.log(String.format("  engine %s in %.0f ms%s", outcome.summary(), outcome.nanos() / 1e6,
                    timed ? "" : " (warm-up)"));
        }, timed -> {
            LauncherRun.Outcome outcome = LauncherRun.execute(peerRequest, context.work("xml-peer"));
            check(outcome, corpus, "peer");
            last[1] = outcome;
            if (timed) {
                peer.add(outcome.nanos());
            }
            context.log(String.format("  peer   %s in %.0f ms%s", outcome.summary(), outcome.nanos() / 1e6,
                    timed ? "" : " (warm-up)"));
        });
        double ratio = (double) engine.median() / peer.median();
        return List.of(new Figure(
                "whole run, " + corpus.files() + " case files x " + corpus.vectorsPerCase() + " vector, reference device",
                String.format("engine %.0f ms (%.0f vectors/s)", engine.medianMillis(), vectors / engine.medianSeconds()),
                String.format("Jupiter @TestFactory %.0f ms (%.0f vectors/s)", peer.medianMillis(),
                        vectors / peer.medianSeconds()),
                String.format("engine/peer = %.2f", ratio), "engine/peer <= 0.50", ratio <= 0.5,
                "samples: engine " + engine.all() + "; peer " + peer.all()));
    }

    /** A run that did not pass every case measured something else; stop rather than report it. */
    static void check(LauncherRun.Outcome outcome, Corpus corpus, String side) {
        if (outcome.succeeded() != corpus.files() || outcome.failed() != 0 || outcome.aborted() != 0) {
            throw new IllegalStateException(side + " run did not pass the corpus (" + corpus.files() + " cases): "
                    + outcome.summary() + "; " + outcome.failures());
        }
    }
}
