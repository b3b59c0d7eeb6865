package org.pto.avs.engine.execution;

import java.io.PrintStream;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.ServiceLoader;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.function.Function;
import org.apiguardian.api.API;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.hierarchical.EngineExecutionContext;
import org.opentest4j.AssertionFailedError;
import org.pto.avs.device.DeviceException;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.compare.VectorComparison;
import org.pto.avs.engine.limits.CaseDeadline;
import org.pto.avs.engine.pipeline.RunPlan;
import org.pto.avs.engine.settings.DeviceSetup;
import org.pto.avs.engine.settings.RunSettings;
import org.pto.avs.isa.Catalog;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;
import org.pto.avs.results.SuiteVersion;
import org.pto.avs.results.SummaryPrinter;
import org.pto.avs.results.journal.JournalException;
import org.pto.avs.results.journal.JournalHeader;
import org.pto.avs.results.waivers.WaiverFile;
import org.pto.avs.results.waivers.WaiverProblem;

/**
 * Everything a run shares: its settings (read once, before discovery), the device session (its device instances), the listener report
 * entries go to, and the summary printed at the end. Cases may call {@link #run} from several threads at once.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class AvsExecutionContext implements EngineExecutionContext {

    private final RunSettings settings;
    private final EngineExecutionListener listener;
    private final PrintStream out;
    private final RunSummary summary = new RunSummary();
    private final DeviceSession session;
    private final CaseRunner runner;
    private final WaiverFile waivers;
    private JournaledCases journal = JournaledCases.NONE;
    private final CaseDeadline deadline;
    private final String runId = UUID.randomUUID().toString();
    private RunPlan plan = RunPlan.NONE;

    /** @param properties the property runner, given the comparison every case of the run is judged with */
    public AvsExecutionContext(
            RunSettings settings,
            EngineExecutionListener listener,
            PrintStream out,
            Function<VectorComparison, PropertyCases> properties) {
        this(settings, listener, out, properties, DeviceProviders.onClasspath());
    }

    AvsExecutionContext(
            RunSettings settings,
            EngineExecutionListener listener,
            PrintStream out,
            Function<VectorComparison, PropertyCases> properties,
            DeviceProviders providers) {
        this.settings = settings;
        this.listener = listener;
        this.out = out;
        DeviceSetup device = settings.device();
        this.session = new DeviceSession(providers, device.name(), device.settings(), device.instances());
        this.deadline = new CaseDeadline(settings.caseTimeout());
        VectorComparison comparison =
                new VectorComparison(Catalog.standard().profile().gprs());
        this.runner = new CaseRunner(
                session,
                comparison,
                properties.apply(comparison),
                settings.report().vectors(),
                settings.report().evidence());
        this.waivers = settings.waivers().read();
        // The waivers test fails the run for these; the warning still shows them when a filter leaves it out.
        waivers.problems().stream().map(WaiverProblem::describe).forEach(this::warn);
        settings.warnings().forEach(this::warn);
        settings.deviceWarnings(providers.settingsOf(device.name())).forEach(this::warn);
    }

    private void warn(String warning) {
        out.println("pto-avs: warning: " + warning);
        out.flush();
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
                        SuiteVersion.current()));
        journal.warnings().forEach(this::warn);
    }

    /** Every malformed {@code avs.*} setting fails the run, all named at once, before any case runs. */
    public void checkSettings() {
        settings.requireNoProblem();
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
        CaseReport judged;
        // Vector entries go out as their vectors are judged; the case entry follows once the case has ended.
        VectorEntries vectorEntries =
                new VectorEntries(listener, test, settings.report().vectors(), journal.isOpen());
        try (vectorEntries) {
            judged = judge(avsCase, plan.positionOf(test.getUniqueId()), vectorEntries);
        }
        CaseReport report =
                WaiverApplication.apply(judged, waivers, settings.waivers().strict(), LocalDate.now());
        List<ReportEntry> entries = report.entries(settings.report().vectors());
        entries.forEach(entry -> listener.reportingEntryPublished(test, entry));
        List<ReportEntry> toJournal = new ArrayList<>(vectorEntries.kept());
        toJournal.addAll(entries);
        journal.record(report, caseSha256, toJournal).ifPresent(this::warn);
        summarize(report);
        return report;
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
            boolean wanted = settings.report().summary() && !summaryListenerPresent();
            if (wanted && !summary.lines().isEmpty()) {
                out.print(ConsoleSummary.render(summary, session.describe()));
                out.flush();
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
