package org.pto.avs.engine.execution;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Supplier;
import org.apiguardian.api.API;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.hierarchical.EngineExecutionContext;
import org.opentest4j.AssertionFailedError;
import org.pto.avs.device.Device;
import org.pto.avs.device.DeviceException;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.limits.DeviceText;
import org.pto.avs.engine.pipeline.RunPlan;
import org.pto.avs.engine.settings.RunSettings;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.SuiteVersion;
import org.pto.avs.results.SummaryPrinter;
import org.pto.avs.results.journal.JournalException;
import org.pto.avs.results.journal.JournalHeader;
import org.pto.avs.results.waivers.WaiverFile;

/**
 * Runs what {@link RunWiring} built from the run's settings: opens the journal and the device, runs each case
 * (possibly from several threads at once), publishes its report entries, and prints the summary at the end.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class AvsExecutionContext implements EngineExecutionContext {

    private final RunSettings settings;
    private final EngineExecutionListener listener;
    private final Console console;
    private final RunSummary summary = new RunSummary();
    private final DeviceSession session;
    private final WatchedCases cases;
    private final ReportBuilder reports;
    private final WaiverFile waivers;
    private JournaledCases journal = JournaledCases.NONE;
    private final String runId = UUID.randomUUID().toString();
    private RunPlan plan = RunPlan.NONE;
    /** What the device decided for itself, as report entry keys ({@link ReportKeys#DEVICE_APPLIED_PREFIX}). */
    private Map<String, String> applied = Map.of();

    AvsExecutionContext(
            RunSettings settings,
            EngineExecutionListener listener,
            Console console,
            DeviceSession session,
            WatchedCases cases,
            ReportBuilder reports,
            WaiverFile waivers) {
        this.settings = settings;
        this.listener = listener;
        this.console = console;
        this.session = session;
        this.cases = cases;
        this.reports = reports;
        this.waivers = waivers;
    }

    /**
     * Opens {@code avs.journal} (resuming it under {@code avs.resume}); a journal of another run, or one that cannot
     * be written, fails the run with the reason before any case runs.
     */
    public void openJournal() throws JournalException {
        journal = JournaledCases.open(
                settings.journal(),
                JournalHeader.of(
                        settings.device().name(),
                        settings.device().settings().values(),
                        settings.shard().toString(),
                        runId,
                        SuiteVersion.current()),
                id -> waivers.find(id).isPresent(),
                settings.random().partial().campaign());
        journal.warnings().forEach(console::warn);
    }

    /** Every malformed {@code avs.*} setting fails the run, all named at once, before any case runs. */
    public void checkSettings() {
        settings.requireNoProblem();
    }

    /**
     * Whether the case {@code id} of {@code origin} runs on the device, rather than being reported from the journal;
     * {@code avsCase} is read only when a journaled property case's campaign must be compared with this run's.
     */
    public boolean mustRun(String id, String origin, String caseSha256, Supplier<AvsCase> avsCase) {
        return journal.mustRun(id, origin, caseSha256, avsCase);
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
     * resumed journal whose results another device produced (another identity in {@code hello}). A device that did
     * not start in time is started once more, with twice the time limits, before the run fails ({@link Retry}).
     */
    public void openDevice(TestDescriptor engine) throws Exception {
        try (DeviceSession.Lease lease = session.lease()) {
            announce(engine, lease.device());
        } catch (DeviceException e) {
            if (e.kind() != DeviceException.Kind.TIMEOUT) {
                throw e;
            }
            console.warn("the device did not start in time; starting it once more, with every time limit "
                    + Retry.STRETCH + " times as long: "
                    + DeviceText.printable(e.getMessage()).lines().findFirst().orElse(""));
            try (DeviceSession.Lease lease = session.leaseForRetry()) {
                announce(engine, lease.device());
            }
        }
    }

    private void announce(TestDescriptor engine, Device device) throws JournalException {
        journal.refuseAnotherDevice(device.identity().toString());
        // What the device decided where its settings left it open (sandbox=auto), for the run's records.
        Map<String, String> decided = new TreeMap<>();
        device.appliedSettings().forEach((name, value) -> {
            if (!value.isBlank()) {
                decided.put(ReportKeys.DEVICE_APPLIED_PREFIX + name, value);
            }
        });
        applied = Map.copyOf(decided);
        decided.forEach((key, value) -> listener.reportingEntryPublished(engine, ReportEntry.from(key, value)));
    }

    /** Runs a case, publishes its report entries on {@code test}, and records it for the summary. */
    public CaseReport run(AvsCase avsCase, String caseSha256, TestDescriptor test) {
        Optional<CaseReport> journaled = journal.replay(
                avsCase,
                caseSha256,
                test,
                listener,
                session.describe(),
                settings.report().vectors());
        if (journaled.isPresent()) {
            summarize(journaled.get());
            return journaled.get();
        }
        CaseVerdict verdict;
        // Vector entries go out as their vectors are judged; the case entry follows once the case has ended.
        VectorEntries vectorEntries =
                new VectorEntries(listener, test, settings.report().vectors(), journal.isOpen());
        try (vectorEntries) {
            verdict = cases.judge(avsCase, plan.positionOf(test.getUniqueId()), vectorEntries);
        }
        CaseReport report = WaiverApplication.apply(
                reports.caseReport(verdict), waivers, settings.waivers().strict(), LocalDate.now());
        List<ReportEntry> entries =
                new ArrayList<>(report.entries(settings.report().vectors()));
        if (!applied.isEmpty()) {
            // Each case says how its device ran, in its journal too: a merge of parts that ran apart can tell.
            entries.add(ReportEntry.from(applied));
        }
        entries.forEach(entry -> listener.reportingEntryPublished(test, entry));
        List<ReportEntry> toJournal = new ArrayList<>(vectorEntries.kept());
        toJournal.addAll(entries);
        journal.record(report, caseSha256, toJournal).ifPresent(console::warn);
        summarize(report);
        return report;
    }

    private void summarize(CaseReport report) {
        summary.add(new RunSummary.Line(
                report.avsCase().id(),
                report.avsCase().kind().text(),
                report.status(),
                report.status() == CaseStatus.PASS && report.waiver() == null ? "" : report.message(),
                report.avsCase().partial(),
                report.advisory(),
                report.retried()));
    }

    /** Records {@code avsCase} as an error of the harness, for the summary, when it could not be reported. */
    public void recordError(AvsCase avsCase, String message) {
        summarize(new CaseReport(avsCase, session.describe(), CaseStatus.ERROR, message, List.of()));
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
                WatchedCases stopping = cases) {
            session.close();
        } catch (JournalException e) {
            console.warn(e.getMessage());
        } finally {
            boolean wanted = settings.report().summary() && !summaryListenerPresent();
            if (wanted && !summary.lines().isEmpty()) {
                console.print(ConsoleSummary.render(summary, session.describe()));
            }
        }
        // A request that reached no AVS test (Surefire handing every engine the class selectors meant for Jupiter) is
        // no run of the suite, and requires nothing of a device.
        Optional<String> unmet = summary.lines().isEmpty()
                ? Optional.empty()
                : settings.requirement().unmetBy(ConsoleSummary.totals(summary), ConsoleSummary.verdict(summary));
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
