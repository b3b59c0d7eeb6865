package org.pto.avs.engine.descriptor;

import java.util.List;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.hierarchical.Node;
import org.pto.avs.engine.cases.CaseProblem;
import org.pto.avs.engine.execution.AvsExecutionContext;
import org.pto.avs.engine.execution.HarnessError;
import org.pto.avs.results.CaseStatus;

/**
 * A case file that cannot run, kept in the tree as a failing test so the run cannot pass while a case file is
 * broken. Its source is the first problem's line; its failure lists every problem, one per line.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class InvalidCaseFileDescriptor extends AbstractTestDescriptor implements Node<AvsExecutionContext> {

    private final String origin;
    private final List<CaseProblem> problems;

    public InvalidCaseFileDescriptor(UniqueId uniqueId, String origin, List<CaseProblem> problems, TestSource source) {
        super(uniqueId, "invalid case file " + origin, source);
        this.origin = origin;
        this.problems = List.copyOf(problems);
    }

    public List<CaseProblem> problems() {
        return problems;
    }

    @Override
    public Type getType() {
        return Type.TEST;
    }

    @Override
    public AvsExecutionContext execute(AvsExecutionContext context, DynamicTestExecutor dynamicTestExecutor) {
        String message = problems.stream().map(CaseProblem::message).collect(Collectors.joining("\n"));
        context.record(
                origin,
                CaseStatus.ERROR,
                "invalid case file: " + problems.get(0).message());
        throw WithoutFrames.of(new HarnessError(message));
    }
}
