package org.pto.avs.engine.execution;

import java.io.PrintStream;
import java.util.Map;
import java.util.TreeMap;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.support.hierarchical.EngineExecutionContext;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.engine.Constants;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.compare.VectorComparison;
import org.pto.avs.isa.Catalog;

/**
 * Everything a run shares: the configuration, the device session (one device for the whole run), the listener
 * report entries go to, and the summary printed at the end.
 */
public final class AvsExecutionContext implements EngineExecutionContext {

    private final ConfigurationParameters configuration;
    private final EngineExecutionListener listener;
    private final PrintStream out;
    private final RunSummary summary = new RunSummary();
    private final DeviceSession session;
    private final CaseRunner runner;

    public AvsExecutionContext(ConfigurationParameters configuration, EngineExecutionListener listener,
            PrintStream out) {
        this(configuration, listener, out, DeviceProviders.onClasspath());
    }

    AvsExecutionContext(ConfigurationParameters configuration, EngineExecutionListener listener, PrintStream out,
            DeviceProviders providers) {
        this.configuration = configuration;
        this.listener = listener;
        this.out = out;
        this.session = new DeviceSession(providers,
                configuration.get(Constants.DEVICE).map(String::strip).filter(s -> !s.isEmpty())
                        .orElse(Constants.DEFAULT_DEVICE),
                deviceSettings(configuration));
        this.runner = new CaseRunner(session, new VectorComparison(Catalog.standard().profile().gprs()));
    }

    /** The {@code avs.device.*} parameters with the prefix removed. */
    static DeviceSettings deviceSettings(ConfigurationParameters configuration) {
        Map<String, String> settings = new TreeMap<>();
        for (String key : configuration.keySet()) {
            if (key.startsWith(Constants.DEVICE_SETTINGS_PREFIX)) {
                configuration.get(key).ifPresent(value ->
                        settings.put(key.substring(Constants.DEVICE_SETTINGS_PREFIX.length()), value));
            }
        }
        return new DeviceSettings(settings);
    }

    /** Opens the run's device; an unknown name or a setup failure fails the run with the reason. */
    public void openDevice() throws DeviceException {
        session.device();
    }

    /** Runs a case, publishes its report entries on {@code test}, and records it for the summary. */
    public CaseReport run(AvsCase avsCase, TestDescriptor test) {
        CaseReport report = runner.run(avsCase);
        report.entries().forEach(entry -> listener.reportingEntryPublished(test, entry));
        summary.add(new RunSummary.Line(avsCase.id(), avsCase.kind().text(), report.status(),
                report.status() == CaseStatus.PASS ? "" : report.message()));
        return report;
    }

    /** Records a test that is not a case (an invalid file, a selection that matched nothing). */
    public void record(String subject, CaseStatus status, String detail) {
        summary.add(new RunSummary.Line(subject, "-", status, detail));
    }

    /** Closes the device and prints the summary, when anything ran and {@code avs.summary} is not false. */
    public void finish() throws DeviceException {
        try {
            session.close();
        } finally {
            boolean wanted = configuration.getBoolean(Constants.SUMMARY).orElse(true);
            if (wanted && !summary.lines().isEmpty()) {
                out.print(ConsoleSummary.render(summary, session.describe()));
                out.flush();
            }
        }
    }

    public RunSummary summary() {
        return summary;
    }
}
