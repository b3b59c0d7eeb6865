package org.pto.avs.engine.descriptor;

import java.util.Set;
import org.apiguardian.api.API;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.hierarchical.Node;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.execution.AvsExecutionContext;
import org.pto.avs.engine.execution.CaseReport;
import org.pto.avs.engine.execution.DeviceFailure;
import org.pto.avs.engine.execution.HarnessError;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.Retried;

/**
 * One AVS case, the test. Its status maps onto JUnit's: pass succeeds, fail is an {@link AssertionFailedError},
 * not supported and waived are aborted ({@link TestAbortedException}), error, crash and timeout fail with
 * {@link HarnessError} or {@link DeviceFailure}. The exact status is in the report entry {@code avs.status}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CaseDescriptor extends AbstractTestDescriptor implements Node<AvsExecutionContext> {

    private final CaseHandle handle;
    private final Set<TestTag> tags;
    private final boolean property;

    /** A case behind {@code handle}; {@code avsCase} is what the handle holds now, for the name and tags. */
    public CaseDescriptor(UniqueId uniqueId, AvsCase avsCase, CaseHandle handle, TestSource source) {
        super(uniqueId, displayName(avsCase), source);
        this.handle = handle;
        this.tags = CaseTags.of(avsCase);
        this.property = avsCase.isProperty();
    }

    /** Whether this is a property case, without reading the case: every part of a sharded run runs its share. */
    public boolean isProperty() {
        return property;
    }

    /**
     * The bare AVS id: Surefire names a test by its display name and the JUnit XML report by its legacy name, so
     * both being the id gives a case one name in every report and in CI history. The summary is in the report
     * entries ({@code avs.case}), a property case's seed in its messages and {@code avs.random.seed}.
     */
    static String displayName(AvsCase avsCase) {
        return avsCase.id();
    }

    /** The AVS id, without reading the case. */
    public String caseId() {
        return handle.id();
    }

    /** What running it costs, without reading the case: the steps of its vectors. */
    public int cost() {
        return handle.cost();
    }

    /** The SHA-256 of the case file as discovered: a journaled result of another text is run again. */
    public String caseSha256() {
        return handle.sha256();
    }

    /** The file the case was read from, as messages name it, without reading the case. */
    public String origin() {
        return handle.origin();
    }

    /** The case, read again from its file when memory pressure dropped it. */
    public AvsCase avsCase() {
        return handle.get();
    }

    @Override
    public Type getType() {
        return Type.TEST;
    }

    @Override
    public Set<TestTag> getTags() {
        return tags;
    }

    /** Build tools that know only class and method names report the case by its AVS id. */
    @Override
    public String getLegacyReportingName() {
        return handle.id();
    }

    private HarnessError outOfMemory(AvsExecutionContext context, String what, OutOfMemoryError e) {
        String message = handle.id() + " " + what + " ran out of memory (" + e.getMessage() + "); give the JVM more"
                + " heap (-Xmx), or see README \"Large corpora\"";
        context.record(handle.id(), CaseStatus.ERROR, message);
        return new HarnessError(message);
    }

    @Override
    public AvsExecutionContext execute(AvsExecutionContext context, DynamicTestExecutor dynamicTestExecutor) {
        AvsCase avsCase;
        CaseReport report;
        try {
            avsCase = handle.get();
        } catch (CaseHandle.CaseFileChangedException e) {
            context.record(handle.id(), CaseStatus.ERROR, e.getMessage());
            throw WithoutFrames.of(new HarnessError(e.getMessage()));
        } catch (OutOfMemoryError e) {
            throw outOfMemory(context, "could not be read again before it ran", e);
        }
        try {
            report = context.run(avsCase, handle.sha256(), this);
        } catch (OutOfMemoryError e) {
            // JUnit ends the whole run on an OutOfMemoryError: one case that does not fit costs that case alone.
            handle.forget();
            throw outOfMemory(context, "was run, but reporting it", e);
        } catch (RuntimeException | StackOverflowError e) {
            // The run's verdict counts the case as the error it is, never leaving it out and calling the rest enough.
            handle.forget();
            String message = handle.id() + " was run, but reporting it failed: " + e;
            context.recordError(avsCase, message);
            throw new HarnessError(message, e);
        }
        // The case is not needed again in this run: let it go before the next one is read.
        handle.forget();
        // What a build tool shows of the case (a JUnit XML failure's message) says that it ran a second time, and why.
        String message = report.retried() == null
                ? report.message()
                : report.message() + (report.message().isEmpty() ? "" : "\n") + Retried.mark(report.retried());
        switch (report.status()) {
            case PASS -> {
                return context;
            }
            case FAIL -> throw WithoutFrames.of(new AssertionFailedError(message));
            case NOT_SUPPORTED, WAIVED -> throw WithoutFrames.of(new TestAbortedException(message));
            case ERROR -> throw new HarnessError(message);
            case CRASH, TIMEOUT -> throw WithoutFrames.of(new DeviceFailure(report.status(), message, null));
            default -> throw new IllegalStateException("unknown status " + report.status());
        }
    }
}
