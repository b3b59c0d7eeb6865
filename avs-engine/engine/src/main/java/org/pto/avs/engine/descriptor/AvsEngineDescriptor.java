package org.pto.avs.engine.descriptor;

import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.EngineDescriptor;
import org.junit.platform.engine.support.hierarchical.Node;
import org.pto.avs.engine.execution.AvsExecutionContext;

/** The root of the pto-avs tree: opens the run's device before the first case and closes it after the last. */
public final class AvsEngineDescriptor extends EngineDescriptor implements Node<AvsExecutionContext> {

    public AvsEngineDescriptor(UniqueId uniqueId) {
        super(uniqueId, "PTO AVS");
    }

    @Override
    public AvsExecutionContext before(AvsExecutionContext context) throws Exception {
        context.checkSettings();
        context.announceRun(this);
        context.openJournal();
        // A run of only invalid files or empty selections, or of cases all reported from the journal, needs no
        // device, and must not fail for lack of one.
        if (getDescendants().stream().filter(CaseDescriptor.class::isInstance)
                .map(CaseDescriptor.class::cast).anyMatch(d -> context.mustRun(d.caseId(), d.origin(), d.caseSha256()))) {
            context.openDevice();
        }
        return context;
    }

    @Override
    public void after(AvsExecutionContext context) throws Exception {
        context.finish();
    }
}
