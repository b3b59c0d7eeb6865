package org.pto.avs.engine.execution;

import java.io.PrintStream;
import java.util.function.Function;
import org.apiguardian.api.API;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.support.hierarchical.HierarchicalTestExecutorService;
import org.pto.avs.engine.compare.VectorComparison;
import org.pto.avs.engine.limits.CaseDeadline;
import org.pto.avs.engine.parallel.ParallelExecution;
import org.pto.avs.engine.settings.DeviceSetup;
import org.pto.avs.engine.settings.RunSettings;
import org.pto.avs.isa.Catalog;
import org.pto.avs.results.waivers.WaiverFile;
import org.pto.avs.results.waivers.WaiverProblem;

/**
 * Builds a run's parts from its settings, and nothing else: the executor, the device session, the case runner with
 * its deadline, the waivers and the report builder, handed to the {@link AvsExecutionContext} that runs them. The
 * settings' warnings are printed here, once, before any case.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class RunWiring {

    private RunWiring() {}

    /** One thread with one device instance; with more, as many cases side by side. */
    public static HierarchicalTestExecutorService executor(RunSettings settings) {
        return ParallelExecution.executor(settings.device().instances());
    }

    /** @param properties the property runner, given the comparison every case of the run is judged with */
    public static AvsExecutionContext context(
            RunSettings settings,
            EngineExecutionListener listener,
            PrintStream out,
            Function<VectorComparison, PropertyCases> properties) {
        return context(settings, listener, out, properties, DeviceProviders.onClasspath());
    }

    static AvsExecutionContext context(
            RunSettings settings,
            EngineExecutionListener listener,
            PrintStream out,
            Function<VectorComparison, PropertyCases> properties,
            DeviceProviders providers) {
        Console console = new Console(out);
        DeviceSetup device = settings.device();
        DeviceSession session = new DeviceSession(providers, device.name(), device.settings(), device.instances());
        VectorComparison comparison =
                new VectorComparison(Catalog.standard().profile().gprs());
        CaseRunner runner = new CaseRunner(
                session,
                comparison,
                properties.apply(comparison),
                settings.report().evidence());
        WaiverFile waivers = settings.waivers().read();
        // The waivers test fails the run for these; the warning still shows them when a filter leaves it out.
        waivers.problems().stream().map(WaiverProblem::describe).forEach(console::warn);
        settings.warnings().forEach(console::warn);
        settings.deviceWarnings(providers.settingsOf(device.name())).forEach(console::warn);
        return new AvsExecutionContext(
                settings,
                listener,
                console,
                session,
                new WatchedCases(
                        session,
                        runner,
                        new CaseDeadline(
                                settings.caseTimeout(), device.settings().timeoutFactor()),
                        console),
                new ReportBuilder(session::describe, settings.report().evidence()),
                waivers);
    }
}
