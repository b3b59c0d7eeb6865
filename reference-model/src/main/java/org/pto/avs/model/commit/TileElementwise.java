package org.pto.avs.model.commit;

import org.apiguardian.api.API;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.CommitPlan;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.Operation;
import org.pto.avs.model.semantics.OutsideTheModel;

/**
 * A TEPL VEC element-wise operation (Mode 0 Function 0 is TADD). It works on Local tiles, which the subset does
 * not model, and never consumes a Shared binding: an ordinary Shared binding in its block makes the commit
 * fault (semantics §4 step 5, AVS point VEC-USE-001). A block with a Local binding is outside the model: the spec
 * decides its commit by the Local generations its bindings name (an unavailable source generation is
 * Fault_TileLegality), and the subset keeps no Local generations to decide it from.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class TileElementwise implements Operation {

    private final int dataType;
    private final int mode;
    private final int function;

    public TileElementwise(int dataType, int mode, int function) {
        this.dataType = dataType;
        this.mode = mode;
        this.function = function;
    }

    @Override
    public String name() {
        return mode == 0 && function == 0 ? "TADD" : "TEPL mode=" + mode + " fn=" + function;
    }

    public int dataType() {
        return dataType;
    }

    @Override
    public CommitPlan plan(Block block, Machine machine) {
        if (block.localBindingCount() != 0) {
            throw new OutsideTheModel(name() + " over Local tiles: the subset models no Local generations");
        }
        return CommitPlan.nothing();
    }
}
