package org.pto.avs.engine.platform;

import java.util.Optional;
import java.util.ServiceLoader;
import org.apiguardian.api.API;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.EngineDiscoveryRequest;
import org.junit.platform.engine.ExecutionRequest;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.hierarchical.HierarchicalTestEngine;
import org.junit.platform.engine.support.hierarchical.HierarchicalTestExecutorService;
import org.pto.avs.engine.descriptor.AvsEngineDescriptor;
import org.pto.avs.engine.discovery.CaseDiscovery;
import org.pto.avs.engine.execution.AvsExecutionContext;
import org.pto.avs.engine.execution.RunWiring;
import org.pto.avs.engine.property.PropertyRunner;
import org.pto.avs.engine.settings.RunSettings;
import org.pto.avs.engine.shard.ShardFilter;
import org.pto.avs.isa.Catalog;
import org.pto.avs.results.Constants;

/**
 * The {@code pto-avs} JUnit Platform engine: discovers AVS case files (JSON, format v1) and runs each on the
 * configured device. Found by the JUnit Platform with {@link ServiceLoader}; the parameters it reads are
 * in {@link Constants}.
 *
 * <p>With one device instance ({@code avs.device.instances}, default 1) cases run one at a time in discovery order;
 * with more, that many run side by side, each on an instance of its own ({@link RunWiring#executor}).
 *
 * <p>It wires every other engine package, so it sits above them all in a package of its own; the selector users
 * import ({@code org.pto.avs.engine.AvsSelector}) stays below discovery, which resolves it.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class AvsTestEngine extends HierarchicalTestEngine<AvsExecutionContext> {

    @Override
    public String getId() {
        return Constants.ENGINE_ID;
    }

    @Override
    public Optional<String> getGroupId() {
        return Optional.of("org.pto.avs");
    }

    @Override
    public Optional<String> getArtifactId() {
        return Optional.of("pto-avs-engine");
    }

    @Override
    public TestDescriptor discover(EngineDiscoveryRequest request, UniqueId uniqueId) {
        // Reading the settings keeps every bad value as a problem: it throws nothing.
        RunSettings settings =
                RunSettings.read(request.getConfigurationParameters(), System.getenv(), System.getProperties());
        AvsEngineDescriptor engine = new AvsEngineDescriptor(uniqueId, settings);
        try {
            // A part that cannot be read is the discovery's error: no part of the cases runs as if it were all.
            settings.shardProblem()
                    .ifPresent(problem -> request.getDiscoveryListener()
                            .issueEncountered(uniqueId, DiscoveryIssue.create(DiscoveryIssue.Severity.ERROR, problem)));
            CaseDiscovery.discover(request, engine);
            if (settings.shardProblem().isEmpty()) {
                ShardFilter.apply(engine, settings.shard());
            }
        } catch (RuntimeException | LinkageError e) {
            // Discovery never throws: an engine bug must not take the other engines' tests down with it.
            request.getDiscoveryListener()
                    .issueEncountered(
                            uniqueId,
                            DiscoveryIssue.builder(DiscoveryIssue.Severity.ERROR, "pto-avs discovery failed: " + e)
                                    .cause(e)
                                    .build());
        }
        return engine;
    }

    @Override
    protected HierarchicalTestExecutorService createExecutorService(ExecutionRequest request) {
        // A bad avs.device.instances reads as 1 here and is among the problems the run fails with before any case.
        return RunWiring.executor(settings(request));
    }

    @Override
    protected AvsExecutionContext createExecutionContext(ExecutionRequest request) {
        RunSettings settings = settings(request);
        return RunWiring.context(
                settings,
                request.getEngineExecutionListener(),
                System.out,
                comparison -> new PropertyRunner(
                        Catalog.standard(),
                        comparison,
                        settings.random().output(),
                        settings.random().partial(),
                        settings.shard()));
    }

    /** The settings discovery read, which the tree it returned carries to the run. */
    private static RunSettings settings(ExecutionRequest request) {
        return ((AvsEngineDescriptor) request.getRootTestDescriptor()).settings();
    }
}
