package org.pto.avs.engine.execution;

import java.io.PrintStream;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.function.Function;
import java.util.function.Supplier;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.hierarchical.EngineExecutionContext;
import org.opentest4j.AssertionFailedError;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.DeviceSettings;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.compare.VectorComparison;
import org.pto.avs.engine.journal.JournalSettings;
import org.pto.avs.engine.limits.CaseDeadline;
import org.pto.avs.engine.limits.RunLimits;
import org.pto.avs.engine.parallel.ParallelExecution;
import org.pto.avs.engine.pipeline.RunPlan;
import org.pto.avs.engine.settings.Setting;
import org.pto.avs.engine.waivers.WaiverSettings;
import org.pto.avs.isa.Catalog;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.ShardSetting;
import org.pto.avs.results.SuiteVersion;
import org.pto.avs.results.SummaryPrinter;
import org.pto.avs.results.journal.JournalException;
import org.pto.avs.results.journal.JournalHeader;
import org.pto.avs.results.waivers.WaiverFile;
import org.pto.avs.results.waivers.WaiverProblem;

/**
 * Everything a run shares: the configuration, the device session (its device instances), the listener report
 * entries go to, and the summary printed at the end. Cases may call {@link #run} from several threads at once.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class AvsExecutionContext implements EngineExecutionContext {

    private final ConfigurationParameters configuration;
    private final EngineExecutionListener listener;
    private final PrintStream out;
    private final RunSummary summary = new RunSummary();
    private final DeviceSession session;
    private final CaseRunner runner;
    private final WaiverFile waivers;
    private final boolean strictWaivers;
    private JournaledCases journal = JournaledCases.NONE;
    private final CaseDeadline deadline;
    private final boolean printsSummary;
    private final RunRequirement requirement;
    private final ReportVectors reportVectors;
    private final List<String> settingProblems = new ArrayList<>();
    private final String runId = UUID.randomUUID().toString();
    private RunPlan plan = RunPlan.NONE;

    /** @param properties the property runner, given the comparison every case of the run is judged with */
    public AvsExecutionContext(
            ConfigurationParameters configuration,
            EngineExecutionListener listener,
            PrintStream out,
            Function<VectorComparison, PropertyCases> properties) {
        this(configuration, listener, out, properties, DeviceProviders.onClasspath());
    }

    AvsExecutionContext(
            ConfigurationParameters configuration,
            EngineExecutionListener listener,
            PrintStream out,
            Function<VectorComparison, PropertyCases> properties,
            DeviceProviders providers) {
        this.configuration = configuration;
        this.listener = listener;
        this.out = out;
        String device = configuration
                .get(Constants.DEVICE)
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .orElse(Constants.DEFAULT_DEVICE);
        this.session = new DeviceSession(
                providers,
                device,
                deviceSettings(configuration),
                setting(() -> ParallelExecution.instances(configuration), 1));
        this.deadline =
                new CaseDeadline(setting(() -> RunLimits.caseTimeout(configuration), RunLimits.DEFAULT_CASE_TIMEOUT));
        this.reportVectors = setting(() -> ReportVectors.from(configuration), ReportVectors.ALL);
        VectorComparison comparison =
                new VectorComparison(Catalog.standard().profile().gprs());
        this.runner = new CaseRunner(
                session,
                comparison,
                properties.apply(comparison),
                reportVectors,
                setting(() -> recordsEvidence(configuration), false));
        this.printsSummary = setting(() -> Setting.bool(configuration, Constants.SUMMARY, true), true);
        this.requirement = setting(() -> RunRequirement.from(configuration), RunRequirement.NONE);
        // Read by discovery, which reports nothing about settings: a bad value fails the run here.
        setting(() -> Setting.bool(configuration, Constants.KEEP_CASES, true), true);
        setting(() -> Setting.bool(configuration, Constants.CHECK_CATALOG_IDS, true), true);
        setting(() -> Setting.choice(configuration, Constants.PROGRESS, PROGRESS_VALUES, "auto"), "auto");
        WaiverSettings waiverSettings = WaiverSettings.from(configuration);
        this.waivers = waiverSettings.read();
        this.strictWaivers = waiverSettings.strict();
        // The waivers test fails the run for these; the warning still shows them when a filter leaves it out.
        waivers.problems().stream().map(WaiverProblem::describe).forEach(this::warn);
        PinnedSettings.overriddenSystemProperties(configuration, System.getProperties())
                .forEach(this::warn);
        Set<String> names = new TreeSet<>(configuration.keySet());
        names.addAll(System.getProperties().stringPropertyNames());
        MisspeltSettings.warnings(names).forEach(this::warn);
        MisspeltSettings.deviceWarnings(names, device, providers.settingsOf(device))
                .forEach(this::warn);
    }

    private void warn(String warning) {
        out.println("pto-avs: warning: " + warning);
        out.flush();
    }

    /** The values of {@link Constants#PROGRESS}, which the reports read. */
    private static final Map<String, String> PROGRESS_VALUES = orderedValues("auto", "on", "off");

    private static Map<String, String> orderedValues(String... values) {
        Map<String, String> map = new LinkedHashMap<>();
        for (String value : values) {
            map.put(value, value);
        }
        return map;
    }

    /** The {@code avs.device.*} parameters with the prefix removed. */
    static DeviceSettings deviceSettings(ConfigurationParameters configuration) {
        Map<String, String> settings = new TreeMap<>();
        for (String key : configuration.keySet()) {
            if (key.startsWith(Constants.DEVICE_SETTINGS_PREFIX)) {
                configuration
                        .get(key)
                        .ifPresent(
                                value -> settings.put(key.substring(Constants.DEVICE_SETTINGS_PREFIX.length()), value));
            }
        }
        return new DeviceSettings(settings);
    }

    /**
     * Opens {@code avs.journal} (resuming it under {@code avs.resume}); a journal of another run, or one that cannot
     * be written, fails the run with the reason before any case runs.
     */
    public void openJournal() throws JournalException {
        String device = configuration
                .get(Constants.DEVICE)
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .orElse(Constants.DEFAULT_DEVICE);
        journal = JournaledCases.open(
                JournalSettings.from(configuration),
                JournalHeader.of(
                        device, deviceSettings(configuration).values(), shardText(), runId, SuiteVersion.current()));
        journal.warnings().forEach(this::warn);
    }

    /** The part of the run, canonical ({@code 2/4}); a malformed {@code avs.shard} never gets this far. */
    private String shardText() {
        try {
            return ShardSetting.of(configuration, System.getenv()).toString();
        } catch (IllegalArgumentException e) {
            return configuration.get(Constants.SHARD).orElse("").strip();
        }
    }

    /** A setting read with {@code read}, or {@code fallback} with its problem kept for {@link #checkSettings}. */
    private <T> T setting(Supplier<T> read, T fallback) {
        try {
            return read.get();
        } catch (IllegalArgumentException e) {
            settingProblems.add(e.getMessage());
            return fallback;
        }
    }

    /** A malformed {@code avs.*} setting fails the run with its reason before any case runs. */
    public void checkSettings() {
        if (!settingProblems.isEmpty()) {
            throw new IllegalArgumentException(String.join("; ", settingProblems));
        }
    }

    /** Whether the case {@code id} of {@code origin} runs on the device, rather than being reported from the journal. */
    public boolean mustRun(String id, String origin, String caseSha256) {
        return journal.mustRun(id, origin, caseSha256);
    }

    /**
     * Publishes this run's random id ({@link ReportKeys#RUN}) on the engine's own test, once, before any case, so
     * that journals, merged results and bundles can say which run produced them.
     */
    public void announceRun(TestDescriptor engine) {
        listener.reportingEntryPublished(engine, ReportEntry.from(ReportKeys.RUN, runId));
    }

    /**
     * The cases that will run on the device, in the order they run: with one device instance, runs of the next
     * cases are sent ahead of the case being judged, up to the device's {@code avs.device.pipeline}.
     */
    public void planRuns(RunPlan cases) {
        plan = cases;
        session.plan(cases);
    }

    /**
     * Opens a device instance; an unknown name or a setup failure fails the run with the reason, and so does a
     * resumed journal whose results another device produced (another identity in {@code hello}).
     */
    public void openDevice() throws Exception {
        try (DeviceSession.Lease lease = session.lease()) {
            journal.refuseAnotherDevice(lease.device().identity().toString());
        }
    }

    /** Runs a case, publishes its report entries on {@code test}, and records it for the summary. */
    public CaseReport run(AvsCase avsCase, String caseSha256, TestDescriptor test) {
        Optional<CaseReport> journaled =
                journal.replay(avsCase, caseSha256, test, listener, session.describe(), reportVectors);
        if (journaled.isPresent()) {
            summarize(journaled.get());
            return journaled.get();
        }
        CaseReport judged;
        // Vector entries go out as their vectors are judged; the case entry follows once the case has ended.
        VectorEntries vectorEntries = new VectorEntries(listener, test, reportVectors, journal.isOpen());
        try (vectorEntries) {
            judged = judge(avsCase, plan.positionOf(test.getUniqueId()), vectorEntries);
        }
        CaseReport report = WaiverApplication.apply(judged, waivers, strictWaivers, LocalDate.now());
        List<ReportEntry> entries = report.entries(reportVectors);
        entries.forEach(entry -> listener.reportingEntryPublished(test, entry));
        List<ReportEntry> toJournal = new ArrayList<>(vectorEntries.kept());
        toJournal.addAll(entries);
        journal.record(report, caseSha256, toJournal).ifPresent(this::warn);
        summarize(report);
        return report;
    }

    /** {@code avs.report.evidence} read strictly; a journal always keeps evidence. */
    private static boolean recordsEvidence(ConfigurationParameters configuration) {
        return Setting.bool(configuration, Constants.REPORT_EVIDENCE, false)
                || configuration
                        .get(Constants.JOURNAL)
                        .filter(s -> !s.isBlank())
                        .isPresent();
    }

    /**
     * Runs the case on a device instance of its own, within {@code avs.limits.case-timeout}; a case past it is a
     * timeout, and its instance is closed and replaced so the run goes on. On a device whose runs cannot hang
     * ({@link org.pto.avs.device.Device#finishesEveryRun()}) the case runs on the calling thread, unwatched.
     */
    private CaseReport judge(AvsCase avsCase, OptionalInt position, VectorEntries published) {
        try (DeviceSession.Lease lease = session.lease()) {
            if (lease.finishesEveryRun()) {
                // A run that cannot hang goes on this thread: a hand-off per case costs more than the case.
                return runner.run(avsCase, position, lease, published);
            }
            Optional<CaseReport> inTime = deadline.run(
                    () -> runner.run(avsCase, position, lease, published),
                    // What the run judges once interrupted, as its device is closed under it, is not this case's.
                    published::close);
            if (inTime.isPresent()) {
                return inTime.get();
            }
            session.abandon(lease);
            return runner.endedWhole(new CaseReport(
                    avsCase,
                    session.describe(),
                    CaseStatus.TIMEOUT,
                    avsCase.id()
                            + " did not finish within " + Constants.CASE_TIMEOUT + "="
                            + deadline.timeout().toMillis()
                            + "ms; its device instance was closed and replaced",
                    List.of()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return runner.endedWhole(new CaseReport(
                    avsCase,
                    session.describe(),
                    CaseStatus.ERROR,
                    avsCase.id() + ": the run was interrupted",
                    List.of()));
        } catch (Exception | OutOfMemoryError | StackOverflowError e) {
            // Any failure of one case is that case's error; JUnit would end the whole run on an OutOfMemoryError.
            Throwable cause = e instanceof ExecutionException && e.getCause() != null ? e.getCause() : e;
            return runner.endedWhole(new CaseReport(
                    avsCase,
                    session.describe(),
                    CaseStatus.ERROR,
                    avsCase.id() + ": the harness failed: " + cause,
                    List.of()));
        }
    }

    private void summarize(CaseReport report) {
        summary.add(new RunSummary.Line(
                report.avsCase().id(),
                report.avsCase().kind().text(),
                report.status(),
                report.status() == CaseStatus.PASS && report.waiver() == null ? "" : report.message(),
                report.avsCase().partial()));
    }

    /** Records a test that is not a case (an invalid file, a selection that matched nothing). */
    public void record(String subject, CaseStatus status, String detail) {
        summary.add(new RunSummary.Line(subject, ConsoleSummary.NOT_A_CASE, status, detail));
    }

    /**
     * Closes the device and prints the summary, when anything ran, {@code avs.summary} is not false and no summary
     * listener (the reports module) announces that it prints a richer one; then fails the run when it does not meet
     * {@code avs.require} or {@code avs.require.min-judged}.
     */
    public void finish() throws DeviceException {
        try (JournaledCases closing = journal;
                CaseDeadline stopping = deadline) {
            session.close();
        } catch (JournalException e) {
            warn(e.getMessage());
        } finally {
            boolean wanted = printsSummary && !summaryListenerPresent();
            if (wanted && !summary.lines().isEmpty()) {
                out.print(ConsoleSummary.render(summary, session.describe()));
                out.flush();
            }
        }
        // A request that reached no AVS test (Surefire handing every engine the class selectors meant for Jupiter) is
        // no run of the suite, and requires nothing of a device.
        Optional<String> unmet = summary.lines().isEmpty()
                ? Optional.empty()
                : requirement.unmetBy(ConsoleSummary.totals(summary), ConsoleSummary.verdict(summary));
        if (unmet.isPresent()) {
            // The engine's own test fails, after every case kept its status: a build tool counts it, and the reports
            // list it with the run's problems.
            AssertionFailedError failure = new AssertionFailedError(unmet.get());
            failure.setStackTrace(new StackTraceElement[0]);
            throw failure;
        }
    }

    /** True when a {@link SummaryPrinter} is registered as a service (its class is not loaded). */
    static boolean summaryListenerPresent() {
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        if (loader == null) {
            loader = AvsExecutionContext.class.getClassLoader();
        }
        return ServiceLoader.load(SummaryPrinter.class, loader).stream()
                .findAny()
                .isPresent();
    }

    public RunSummary summary() {
        return summary;
    }
}
