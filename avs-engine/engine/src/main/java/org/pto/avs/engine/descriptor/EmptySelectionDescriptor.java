package org.pto.avs.engine.descriptor;

import org.apiguardian.api.API;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.hierarchical.Node;
import org.opentest4j.AssertionFailedError;
import org.pto.avs.engine.execution.AvsExecutionContext;
import org.pto.avs.results.CaseStatus;

/**
 * A selection ({@code avs.id}, an {@code avs:} selector, a case's unique id) that matched no case. It fails, so
 * a mistyped id can never look like a green run.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class EmptySelectionDescriptor extends AbstractTestDescriptor implements Node<AvsExecutionContext> {

    private final String message;

    public EmptySelectionDescriptor(UniqueId uniqueId, String selection, String message) {
        super(uniqueId, "selection " + selection);
        this.message = message;
    }

    public String message() {
        return message;
    }

    @Override
    public Type getType() {
        return Type.TEST;
    }

    @Override
    public AvsExecutionContext execute(AvsExecutionContext context, DynamicTestExecutor dynamicTestExecutor) {
        context.record(getDisplayName(), CaseStatus.FAIL, message);
        throw WithoutFrames.of(new AssertionFailedError(message));
    }
}
