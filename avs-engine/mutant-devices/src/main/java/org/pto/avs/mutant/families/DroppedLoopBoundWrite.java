package org.pto.avs.mutant.families;

import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Fault;

/**
 * The checks of a B.DIM or C.B.DIMI write that a mutant then drops: placement and the duplicate, as the reference
 * runs them ({@code LoopBoundWrite}), so the dropped write is the mutant's one difference.
 */
final class DroppedLoopBoundWrite {

    private DroppedLoopBoundWrite() {}

    static void check(String mnemonic, int index, Machine machine) {
        Block block = machine.block();
        if (!block.isHeaderOpen()) {
            throw Fault.bundleControl(mnemonic + " LB" + index + " needs an open block header");
        }
        if (block.isLoopBoundWritten(index)) {
            throw Fault.bundleControl("LB" + index + " is already present in this block");
        }
    }
}
