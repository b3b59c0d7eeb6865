package org.pto.avs.engine.platform;

import java.util.Optional;
import java.util.ServiceLoader;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;
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
import org.pto.avs.engine.parallel.ParallelExecution;
import org.pto.avs.engine.property.PartialDeviceSettings;
import org.pto.avs.engine.property.PropertyRunner;
import org.pto.avs.engine.property.PropertySettings;
import org.pto.avs.engine.shard.ShardFilter;
import org.pto.avs.isa.Catalog;
import org.pto.avs.results.Constants;
import org.pto.avs.results.Shard;
import org.pto.avs.results.ShardSetting;

/**
 * The {@code pto-avs} JUnit Platform engine: discovers AVS case files (JSON, format v1) and runs each on the
 * configured device. Found by the JUnit Platform with {@link ServiceLoader}; the parameters it reads are
 * in {@link Constants}.
 *
 * <p>With one device instance ({@code avs.device.instances}, default 1) cases run one at a time in discovery order;
 * with more, that many run side by side, each on an instance of its own ({@link ParallelExecution}).
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
        AvsEngineDescriptor engine = new AvsEngineDescriptor(uniqueId);
        try {
            Optional<Shard> shard = ShardFilter.of(request, engine);
            CaseDiscovery.discover(request, engine);
            shard.ifPresent(part -> ShardFilter.apply(engine, part));
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
        int instances;
        try {
            instances = ParallelExecution.instances(request.getConfigurationParameters());
        } catch (IllegalArgumentException e) {
            // The run fails with the reason when it starts (AvsExecutionContext.checkSettings).
            instances = 1;
        }
        return ParallelExecution.executor(instances);
    }

    @Override
    protected AvsExecutionContext createExecutionContext(ExecutionRequest request) {
        ConfigurationParameters configuration = request.getConfigurationParameters();
        return new AvsExecutionContext(
                configuration,
                request.getEngineExecutionListener(),
                System.out,
                comparison -> new PropertyRunner(
                        Catalog.standard(),
                        comparison,
                        PropertySettings.outputDirectory(configuration),
                        PartialDeviceSettings.of(configuration),
                        part(configuration)));
    }

    /** The part of a sharded run; a malformed avs.shard failed discovery already, so no case runs with this. */
    private static Shard part(ConfigurationParameters configuration) {
        try {
            return ShardSetting.of(configuration, System.getenv());
        } catch (IllegalArgumentException e) {
            return Shard.ALL;
        }
    }
}
