package org.pto.avs.model.commit;

import org.apiguardian.api.API;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.CommitPlan;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Retirement;

/** One commit of the active block in progress: the machine, and the operation's plan once step 3 made it. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CommitAttempt {

    private final Machine machine;
    private CommitPlan plan;
    private Retirement retirement = Retirement.RETIRED;

    CommitAttempt(Machine machine) {
        this.machine = machine;
    }

    public Machine machine() {
        return machine;
    }

    public Block block() {
        return machine.block();
    }

    /** The operation's checked plan; only from {@link CommitCheck#OPERATION} on. */
    public CommitPlan plan() {
        if (plan == null) {
            throw new IllegalStateException("the operation has not planned yet");
        }
        return plan;
    }

    void planned(CommitPlan value) {
        plan = value;
    }

    /** The commit cannot run yet: nothing changes, the block stays active. */
    void waits() {
        retirement = Retirement.WAITING;
    }

    Retirement retirement() {
        return retirement;
    }
}
