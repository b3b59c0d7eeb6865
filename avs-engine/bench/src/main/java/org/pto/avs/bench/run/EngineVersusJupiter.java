package org.pto.avs.bench.run;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.pto.avs.bench.corpus.Corpus;
import org.pto.avs.bench.peer.JupiterCorpusTest;
import org.pto.avs.results.Constants;

/**
 * The engine end to end (discovery, execution on the in-process reference device, comparison, the legacy XML
 * report) against the same case files as Jupiter dynamic tests ({@link JupiterCorpusTest}) through the same
 * Launcher and the same XML listener, twice: as configured by default (every vector's evidence in the report) and
 * with {@code avs.report.vectors=failed} (a passing vector reports its status only, as the peer's tests do), each
 * with the schema verdict cache ({@code avs.discovery.schema-cache}) empty before the run (cold: every file validated),
 * and the lean one again with the cache kept from the run before (warm). The peer validates every file with the same
 * schema validator and checks the same catalog rules before it runs a vector ({@code PeerCaseChecks}). Goals: with
 * the cache cold, engine time at most {@value #COLD_GOAL} times the peer's; with it warm, at most the peer's.
 */
final class EngineVersusJupiter implements Section {

    /** Both sides validate every file; the engine also keeps each value's place and publishes its report entries. */
    static final double COLD_GOAL = 1.2;

    static final double WARM_GOAL = 1.0;

    static final Map<String, String> ENGINE_CONFIGURATION =
            Map.of(Constants.SUMMARY, "false", Constants.CHECK_CATALOG_IDS, "false");

    /** The engine with the evidence of passing vectors left out of the report, as the peer reports none. */
    static final Map<String, String> LEAN_CONFIGURATION = Map.of(
            Constants.SUMMARY, "false", Constants.CHECK_CATALOG_IDS, "false", Constants.REPORT_VECTORS, "failed");

    @Override
    public String name() {
        return "engine";
    }

    @Override
    public List<Figure> run(BenchContext context) throws Exception {
        int vectors = context.options().size(10_000, 300);
        Corpus corpus = context.corpus(vectors, 1);
        System.setProperty(JupiterCorpusTest.CORPUS_PROPERTY, corpus.directory().toString());
        Path cold = context.work("schema-cache-cold");
        Path warm = context.work("schema-cache-warm");
        LauncherDiscoveryRequest fullRequest = LauncherRun.request(
                Constants.ENGINE_ID,
                withCache(ENGINE_CONFIGURATION, cold),
                selectDirectory(corpus.directory().toFile()));
        LauncherDiscoveryRequest leanRequest = LauncherRun.request(
                Constants.ENGINE_ID,
                withCache(LEAN_CONFIGURATION, cold),
                selectDirectory(corpus.directory().toFile()));
        LauncherDiscoveryRequest warmRequest = LauncherRun.request(
                Constants.ENGINE_ID,
                withCache(LEAN_CONFIGURATION, warm),
                selectDirectory(corpus.directory().toFile()));
        // The warm cache is filled once, untimed.
        LauncherRun.execute(warmRequest, context.work("xml-warm-fill"));
        LauncherDiscoveryRequest peerRequest =
                LauncherRun.request("junit-jupiter", Map.of(), selectClass(JupiterCorpusTest.class));
        Samples full = new Samples();
        Samples lean = new Samples();
        Samples leanWarm = new Samples();
        Samples peer = new Samples();
        context.interleave(
                timed -> {
                    // Both engine configurations side by side, the one that goes first alternating with the peer's
                    // turn.
                    deleteTree(cold);
                    time(context, "engine, cold cache", fullRequest, corpus, timed ? full : null);
                    deleteTree(cold);
                    time(
                            context,
                            "engine, avs.report.vectors=failed, cold cache",
                            leanRequest,
                            corpus,
                            timed ? lean : null);
                    time(
                            context,
                            "engine, avs.report.vectors=failed, warm cache",
                            warmRequest,
                            corpus,
                            timed ? leanWarm : null);
                },
                timed -> time(context, "peer", peerRequest, corpus, timed ? peer : null));
        String peerText = String.format(
                "Jupiter @TestFactory %.0f ms (%.0f vectors/s)", peer.medianMillis(), vectors / peer.medianSeconds());
        return List.of(
                figure(
                        corpus,
                        vectors,
                        "engine, every vector's evidence reported (default), cold schema cache",
                        COLD_GOAL,
                        full,
                        peer,
                        peerText),
                figure(
                        corpus,
                        vectors,
                        "engine, avs.report.vectors=failed, cold schema cache",
                        COLD_GOAL,
                        lean,
                        peer,
                        peerText),
                figure(
                        corpus,
                        vectors,
                        "engine, avs.report.vectors=failed, warm schema cache",
                        WARM_GOAL,
                        leanWarm,
                        peer,
                        peerText));
    }

    private static Map<String, String> withCache(Map<String, String> configuration, Path cache) {
        Map<String, String> with = new HashMap<>(configuration);
        with.put(Constants.SCHEMA_CACHE, cache.toAbsolutePath().toString());
        return with;
    }

    private static void deleteTree(Path folder) throws IOException {
        if (Files.isDirectory(folder)) {
            try (var files = Files.walk(folder)) {
                for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(file);
                }
            }
        }
    }

    private static void time(
            BenchContext context, String side, LauncherDiscoveryRequest request, Corpus corpus, Samples into) {
        Path reports = context.work("xml-" + side.replaceAll("\\W+", "-"));
        LauncherRun.Outcome outcome = LauncherRun.execute(request, reports);
        check(outcome, corpus, side);
        if (into != null) {
            into.add(outcome.nanos());
        }
        context.log(String.format(
                "  %s: %s in %.0f ms%s",
                side, outcome.summary(), outcome.nanos() / 1e6, into != null ? "" : " (warm-up)"));
    }

    private static Figure figure(
            Corpus corpus, int vectors, String subject, double goal, Samples engine, Samples peer, String peerText) {
        double ratio = (double) engine.median() / peer.median();
        return new Figure(
                "whole run, " + corpus.files() + " case files x " + corpus.vectorsPerCase()
                        + " vector, reference device: " + subject,
                String.format(
                        "engine %.0f ms (%.0f vectors/s)", engine.medianMillis(), vectors / engine.medianSeconds()),
                peerText,
                String.format("engine/peer = %.2f", ratio),
                String.format("engine/peer <= %.2f", goal),
                ratio <= goal,
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
