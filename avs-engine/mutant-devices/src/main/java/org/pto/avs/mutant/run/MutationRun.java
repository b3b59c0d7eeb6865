package org.pto.avs.mutant.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.pto.avs.mutant.Mutants;
import org.pto.avs.mutant.definition.Mutant;

/**
 * The mutation run: every AVS case on the reference device and on every mutant, through the JUnit Platform
 * Launcher and the {@code pto-avs} engine, then the kill matrix. The engine and the case files must be on the
 * classpath; the run reads nothing else (no system property or {@code junit-platform.properties} reaches it).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class MutationRun {

    /** The engine that runs the cases. */
    public static final String ENGINE_ID = "pto-avs";
    /** Where the case files live on the classpath. */
    public static final String CASES = "pto-avs/cases/";

    private final List<DiscoverySelector> selectors;
    private final Launcher launcher;

    /** A run over every case file on the classpath. */
    public MutationRun() {
        this(List.of(DiscoverySelectors.selectClasspathResource(CASES)));
    }

    public MutationRun(List<? extends DiscoverySelector> selectors) {
        this.selectors = List.copyOf(selectors);
        // Only our listener: a reporting listener on the classpath must not record every mutant's run.
        this.launcher = LauncherFactory.create(LauncherConfig.builder()
                .enableTestExecutionListenerAutoRegistration(false)
                .enableLauncherSessionListenerAutoRegistration(false)
                .build());
    }

    /** Runs the cases on the reference device, then on each mutant. */
    public KillMatrix run(List<Mutant> mutants) {
        Map<String, CaseResult> reference = runOn(Map.of("avs.device", "reference"));
        List<KillMatrix.MutantRun> runs = new ArrayList<>();
        for (Mutant mutant : mutants) {
            Map<String, CaseResult> results = runOn(Map.of("avs.device", "mutant", "avs.device.mutant", mutant.id()));
            runs.add(new KillMatrix.MutantRun(mutant.id(), mutant.description(), mutant.violates(), results));
        }
        return KillMatrix.of(reference, runs);
    }

    /** Every case on one device: {@code device} holds {@code avs.device} and its {@code avs.device.*} settings. */
    Map<String, CaseResult> runOn(Map<String, String> device) {
        Map<String, String> configuration = new LinkedHashMap<>(device);
        configuration.put("avs.summary", "false");
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(selectors)
                .filters(EngineFilter.includeEngines(ENGINE_ID))
                .enableImplicitConfigurationParameters(false)
                .configurationParameters(configuration)
                .build();
        CaseResultListener listener = new CaseResultListener();
        launcher.execute(request, listener);
        return listener.results();
    }

    /** Writes {@code kill-matrix.json} and {@code kill-matrix.html} into {@code directory}. */
    public static void write(KillMatrix matrix, Path directory) throws IOException {
        Files.createDirectories(directory);
        Files.writeString(directory.resolve("kill-matrix.json"), KillMatrixJson.render(matrix), StandardCharsets.UTF_8);
        Files.writeString(directory.resolve("kill-matrix.html"), KillMatrixHtml.render(matrix), StandardCharsets.UTF_8);
    }

    /**
     * Runs every mutant, prints the kill matrix, writes it to the directory given as the only argument
     * (default {@code target/mutation}), and exits with 1 when a mutant survives or the reference fails a case.
     */
    public static void main(String[] args) throws IOException {
        Path directory = Path.of(args.length > 0 ? args[0] : "target/mutation");
        KillMatrix matrix = new MutationRun().run(Mutants.all());
        PrintStream out = System.out;
        out.print(KillMatrixTable.render(matrix));
        write(matrix, directory);
        out.println("wrote " + directory.resolve("kill-matrix.json") + " and " + directory.resolve("kill-matrix.html"));
        if (!matrix.survivors().isEmpty()
                || !matrix.referenceFailures().isEmpty()
                || matrix.avsIds().isEmpty()) {
            System.exit(1);
        }
    }
}
