package org.pto.avs.model.commit;

import org.apiguardian.api.API;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.CommitPlan;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.Operation;
import org.pto.avs.model.semantics.OutsideTheModel;

/**
 * The operation of a standard block, which has none: the empty fallthrough block B.HINT TRACE opens. Without a
 * binding it commits with no effect (semantics §4 step 1, before any operation check). The spec's commit of a block
 * without a tile operation skips the operation and with it every binding check; what the bindings of such a block mean
 * is outside the subset, so a commit of one that holds any is unsupported.
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class NoOperation implements Operation {

    /** The one instance: the operation holds no state. */
    public static final NoOperation STANDARD_BLOCK = new NoOperation();

    private NoOperation() {}

    @Override
    public String name() {
        return "no operation (a standard block)";
    }

    @Override
    public CommitPlan plan(Block block, Machine machine) {
        throw new OutsideTheModel("a standard block (no operation) holding bindings: its commit is outside the subset");
    }

    @Override
    public boolean isTileOperation() {
        return false;
    }
}
