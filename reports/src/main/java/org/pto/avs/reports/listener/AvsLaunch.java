package org.pto.avs.reports.listener;

import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.launcher.EngineFilter;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.core.LauncherConfig;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.pto.avs.results.Constants;

/**
 * Runs the {@code pto-avs} cases under classpath resources through the Launcher API with the listeners given and no
 * other: a command that drives a run itself ({@code run}, {@code bundle}, {@code shard}) decides what it writes, and
 * a listener that happens to be on the classpath writes nothing beside it.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class AvsLaunch {

    /** The case files the jar carries: every AVS point. */
    public static final String CASES = "pto-avs/cases";

    private AvsLaunch() {}

    /** Runs the cases under {@code resources} with {@code configuration} as the run's configuration parameters. */
    public static void execute(
            List<String> resources, Map<String, String> configuration, TestExecutionListener... listeners) {
        Launcher launcher = LauncherFactory.create(LauncherConfig.builder()
                .enableTestExecutionListenerAutoRegistration(false)
                .addTestExecutionListeners(listeners)
                .build());
        launcher.execute(LauncherDiscoveryRequestBuilder.request()
                .selectors(resources.stream()
                        .map(DiscoverySelectors::selectClasspathResource)
                        .toList())
                .filters(EngineFilter.includeEngines(Constants.ENGINE_ID))
                .configurationParameters(configuration)
                .build());
    }
}
