package org.pto.avs.engine.descriptor;

import java.util.List;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.hierarchical.Node;
import org.pto.avs.engine.execution.AvsExecutionContext;
import org.pto.avs.engine.execution.HarnessError;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.waivers.WaiverProblem;

/**
 * The test {@code waivers}: present only when {@code avs.waivers} has lines that cannot be read (or the file or
 * {@code avs.waivers.strict} is wrong), and failing with every problem, one a line, naming file, line and field.
 * A bad line waives nothing, so it never turns a run green; this test makes sure it cannot go unnoticed either.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class InvalidWaiverFileDescriptor extends AbstractTestDescriptor implements Node<AvsExecutionContext> {

    /** The name build tools report the test by. */
    public static final String NAME = "waivers";

    private final List<WaiverProblem> problems;

    public InvalidWaiverFileDescriptor(
            UniqueId uniqueId, String file, List<WaiverProblem> problems, TestSource source) {
        super(uniqueId, NAME + " " + file, source);
        this.problems = List.copyOf(problems);
    }

    public List<WaiverProblem> problems() {
        return problems;
    }

    @Override
    public Type getType() {
        return Type.TEST;
    }

    @Override
    public String getLegacyReportingName() {
        return NAME;
    }

    @Override
    public AvsExecutionContext execute(AvsExecutionContext context, DynamicTestExecutor dynamicTestExecutor) {
        String message = problems.stream().map(WaiverProblem::describe).collect(Collectors.joining("\n"));
        context.record(
                getDisplayName(),
                CaseStatus.ERROR,
                problems.size()
                        + (problems.size() == 1 ? " waiver problem: " : " waiver problems, the first: ")
                        + problems.get(0).describe());
        throw WithoutFrames.of(new HarnessError(message));
    }
}
