package org.pto.avs.model.instruction.biot;

import org.pto.avs.device.PeMask;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.LocalBinding;
import org.pto.avs.model.machine.Machine;

/**
 * B.IOT (source-only, one source): records a Local tile binding with its PE mask (semantics §3). The subset
 * models only its mask, order and count, which the mask-consistency rule of B.IOS reads.
 */
public final class BindBundleLocalIO implements Semantics {

    public static final String HANDLER = "BindBundleLocalIO";

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        Block block = machine.block();
        PeMask mask = machine.profile().peMask(word.field(machine.profile().isa().peModeField()));
        // PEMode 000 is a strict no-op.
        if (mask.isEmpty()) {
            return Retirement.RETIRED;
        }
        // Placement: an open header, else Fault_BundleControl.
        if (!block.isHeaderOpen()) {
            throw Fault.bundleControl("a participating B.IOT needs an open block header");
        }
        // Mask consistency with every recorded binding, else Fault_TileLegality.
        if (!block.everyRecordedMaskEquals(mask)) {
            throw Fault.tileLegality("B.IOT mask " + mask + " differs from the block's recorded mask "
                    + block.participation());
        }
        block.addLocal(new LocalBinding(word.field("SrcTile0"), word.field("L"), mask));
        return Retirement.RETIRED;
    }

    @Override
    public Kind kind() {
        return Kind.HEADER_COMMAND;
    }
}
