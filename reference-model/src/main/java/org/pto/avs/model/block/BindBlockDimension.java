package org.pto.avs.model.block;

import org.pto.avs.isa.Decoded;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Machine;

/**
 * B.DIM LB0/LB1/LB2: LBn = (GPR[RegSrc] + uimm17) truncated to 16 bits, write-once per block (semantics §3).
 * RegSrc 24..31 is rejected by the generic constraint check.
 */
public final class BindBlockDimension implements Semantics {

    public static final String HANDLER_LB0 = "BindBlockDimensionLB0";
    public static final String HANDLER_LB1 = "BindBlockDimensionLB1";
    public static final String HANDLER_LB2 = "BindBlockDimensionLB2";

    private final int index;

    public BindBlockDimension(int index) {
        this.index = index;
    }

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        Block block = machine.block();
        // Placement: an open header, else Fault_BundleControl.
        if (!block.isHeaderOpen()) {
            throw Fault.bundleControl("B.DIM LB" + index + " needs an open block header");
        }
        // Write-once: a second write of LBn in one block, Fault_BundleControl.
        if (block.isLoopBoundWritten(index)) {
            throw Fault.bundleControl("LB" + index + " is already written in this block");
        }
        long value = machine.gprs().read(word.field("RegSrc")) + word.field("uimm17");
        block.writeLoopBound(index, (int) (value & 0xFFFF));
        return Retirement.RETIRED;
    }

    @Override
    public Kind kind() {
        return Kind.HEADER_COMMAND;
    }
}
