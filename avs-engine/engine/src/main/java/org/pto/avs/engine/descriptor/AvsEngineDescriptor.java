package org.pto.avs.engine.descriptor;

import java.util.ArrayList;
import java.util.List;
import org.apiguardian.api.API;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.EngineDescriptor;
import org.junit.platform.engine.support.hierarchical.Node;
import org.pto.avs.engine.execution.AvsExecutionContext;
import org.pto.avs.engine.pipeline.RunPlan;
import org.pto.avs.engine.settings.RunSettings;

/** The root of the pto-avs tree: opens the run's device before the first case and closes it after the last. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class AvsEngineDescriptor extends EngineDescriptor implements Node<AvsExecutionContext> {

    private final RunSettings settings;

    /** @param settings the run's settings, read once: discovery and the run both take them from here */
    public AvsEngineDescriptor(UniqueId uniqueId, RunSettings settings) {
        super(uniqueId, "PTO AVS");
        this.settings = settings;
    }

    public RunSettings settings() {
        return settings;
    }

    @Override
    public AvsExecutionContext before(AvsExecutionContext context) throws Exception {
        context.checkSettings();
        context.announceRun(this);
        context.openJournal();
        List<RunPlan.PlannedCase> toRun = new ArrayList<>();
        for (CaseDescriptor test : casesInRunOrder(this, new ArrayList<>())) {
            if (context.mustRun(test.caseId(), test.origin(), test.caseSha256(), test::avsCase)) {
                toRun.add(new RunPlan.PlannedCase(test.getUniqueId(), test::avsCase));
            }
        }
        context.planRuns(new RunPlan(toRun));
        // A run of only invalid files or empty selections, or of cases all reported from the journal, needs no
        // device, and must not fail for lack of one.
        if (!toRun.isEmpty()) {
            context.openDevice(this);
        }
        return context;
    }

    /** The cases under {@code node}, depth first in child order: the order one device instance runs them in. */
    private static List<CaseDescriptor> casesInRunOrder(TestDescriptor node, List<CaseDescriptor> into) {
        for (TestDescriptor child : node.getChildren()) {
            if (child instanceof CaseDescriptor test) {
                into.add(test);
            }
            casesInRunOrder(child, into);
        }
        return into;
    }

    @Override
    public void after(AvsExecutionContext context) throws Exception {
        context.finish();
    }
}
