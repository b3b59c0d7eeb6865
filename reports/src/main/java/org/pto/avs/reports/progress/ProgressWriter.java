package org.pto.avs.reports.progress;

import java.io.Console;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.time.Clock;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.apiguardian.api.API;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.pto.avs.reports.capture.RunRecorder;
import org.pto.avs.reports.capture.RunWriter;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.results.Constants;

/**
 * A live count of the {@code pto-avs} cases done, failing and remaining, on standard error, for long runs.
 * On a terminal it is one line redrawn in place and erased at the end; elsewhere (CI logs, Surefire) it is a line
 * per {@value #LOG_STEP_PERCENT}% of the cases, at most one per {@value #LOG_INTERVAL_MILLIS} ms, so a run shorter
 * than that prints nothing. {@value #PROGRESS} chooses: {@code auto} (default: only runs of more than
 * {@value #AUTO_MIN_CASES} cases), {@code on} or {@code off}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ProgressWriter implements RunWriter {

    /** The configuration parameter: {@code auto}, {@code on} or {@code off}. */
    public static final String PROGRESS = Constants.PROGRESS;

    /** With {@code auto}, runs of this many cases or fewer show no progress. */
    public static final int AUTO_MIN_CASES = 50;

    static final int LOG_STEP_PERCENT = 10;
    static final long LOG_INTERVAL_MILLIS = 10_000;
    static final long TERMINAL_INTERVAL_MILLIS = 200;

    private final Clock clock;
    private final PrintStream out;
    private final BooleanSupplier terminal;

    private TestPlan plan;
    private ProgressDisplay display;
    private int total;
    private int done;
    private int failing;

    public ProgressWriter() {
        this(System.err);
    }

    /** A progress display on {@code err}, redrawn in place when standard error is a terminal. */
    public ProgressWriter(PrintStream err) {
        this(Clock.systemUTC(), err, ProgressWriter::onTerminal);
    }

    ProgressWriter(Clock clock, PrintStream out, BooleanSupplier terminal) {
        this.clock = clock;
        this.out = out;
        this.terminal = terminal;
    }

    @Override
    public synchronized void planStarted(TestPlan testPlan, RunRecorder run) {
        plan = testPlan;
        display = null;
        done = 0;
        failing = 0;
        total = (int) testPlan.getRoots().stream()
                .flatMap(root -> testPlan.getDescendants(root).stream())
                .filter(ProgressWriter::isAvsCase)
                .count();
        Optional<String> text = testPlan.getConfigurationParameters().get(PROGRESS);
        // A bad value fails the engine's run before any case (it checks every avs.* setting): nothing to show.
        ProgressMode mode = text.map(ProgressMode::parse)
                .orElse(Optional.of(ProgressMode.AUTO))
                .orElse(ProgressMode.OFF);
        boolean shown = switch (mode) {
            case OFF -> false;
            case ON -> total > 0;
            case AUTO -> total > AUTO_MIN_CASES;
        };
        if (shown) {
            long start = clock.millis();
            display = terminal.getAsBoolean()
                    ? new ProgressDisplay.Terminal(
                            out, ProgressThrottle.forTerminal(TERMINAL_INTERVAL_MILLIS, start), start)
                    : new ProgressDisplay.Log(
                            out, ProgressThrottle.forLog(LOG_STEP_PERCENT, LOG_INTERVAL_MILLIS, start), start);
        }
    }

    @Override
    public synchronized void registered(TestIdentifier testIdentifier) {
        if (isAvsCase(testIdentifier)) {
            total++;
        }
    }

    /** A skipped case is done; a skipped container takes its cases with it. */
    @Override
    public synchronized void skipped(TestIdentifier testIdentifier, String reason) {
        if (display == null) {
            return;
        }
        if (isAvsCase(testIdentifier)) {
            advance(1, false);
        } else if (plan != null) {
            int cases = (int) plan.getDescendants(testIdentifier).stream()
                    .filter(ProgressWriter::isAvsCase)
                    .count();
            if (cases > 0) {
                advance(cases, false);
            }
        }
    }

    @Override
    public synchronized void finished(
            TestIdentifier testIdentifier, TestExecutionResult result, Optional<CaseResult> caseResult) {
        if (display != null && isAvsCase(testIdentifier)) {
            advance(1, result.getStatus() == TestExecutionResult.Status.FAILED);
        }
    }

    @Override
    public synchronized void planFinished(TestPlan testPlan, RunRecorder run) {
        if (display != null) {
            display.finish(counts(), clock.millis());
            display = null;
        }
        plan = null;
    }

    private void advance(int cases, boolean failed) {
        done += cases;
        failing += failed ? cases : 0;
        ProgressCounts counts = counts();
        long now = clock.millis();
        display.update(counts, now);
        if (counts.remaining() == 0) {
            // Close the display before the summary prints at the end of the plan.
            display.finish(counts, now);
        }
    }

    private ProgressCounts counts() {
        return new ProgressCounts(Math.max(total, done), done, failing);
    }

    /** A test (not a container) of the {@code pto-avs} engine, run directly or inside a suite. */
    static boolean isAvsCase(TestIdentifier test) {
        if (!test.isTest()) {
            return false;
        }
        for (UniqueId.Segment segment : test.getUniqueIdObject().getSegments()) {
            if (segment.getType().equals("engine") && segment.getValue().equals(Constants.ENGINE_ID)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether standard error is an interactive terminal. Java 17 has no console when either end is redirected;
     * from Java 22 a console may exist without a terminal, which {@code Console.isTerminal()} tells.
     */
    static boolean onTerminal() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        try {
            Method isTerminal = Console.class.getMethod("isTerminal");
            return (Boolean) isTerminal.invoke(console);
        } catch (ReflectiveOperationException e) {
            return true;
        }
    }
}
