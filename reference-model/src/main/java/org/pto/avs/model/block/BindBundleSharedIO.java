package org.pto.avs.model.block;

import org.pto.avs.device.Binding;
import org.pto.avs.device.PeMask;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Machine;

/**
 * B.IOS: binds one Shared register S0..S63 as a source (SizeCode 0) or a destination (SizeCode 1..12) for the
 * PEs of its PEMode (spec section 2, the seed). {@link #execute} is the spec's order of checks; each check is a
 * method of its own. A rejection changes nothing: the append is the last step.
 */
public class BindBundleSharedIO implements Semantics {

    public static final String HANDLER = "BindBundleSharedIO";
    static final String SHARED_TILE_ID = "SharedTileID";

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        // 1. Decode (no form: Fault_IllegalInstruction) and 2. SizeCode 13..15 (Fault_IllegalInstruction) are
        //    the generic decode and constraint checks of the step loop, so they come before everything below.
        Block block = machine.block();
        int id = sharedId(word);
        int sizeCode = sizeCode(word, machine);
        PeMask mask = mask(word, machine);
        // 3. PEMode 000: a strict no-op, before placement, duplicate, stream and allocation checks.
        if (isStrictNoOp(mask)) {
            block.closeRangeGroup();
            return Retirement.RETIRED;
        }
        // 4. Placement: an active block whose header is open, else Fault_BundleControl.
        checkPlacement(block);
        // 5. Mask consistency with every recorded Local and Shared binding, else Fault_TileLegality.
        checkMaskConsistency(block, mask);
        // 6. A duplicate SharedTileID in this block, Fault_BundleControl.
        checkDuplicate(block, id);
        // 7. A fifth effective Shared binding, Fault_BundleControl.
        checkStreamCapacity(block);
        // 8. Append {id, SizeCode, mask, not consumed} to the first free slot; it may take a B.ASSEMBLE.
        append(block, new Binding(id, sizeCode, mask, false));
        return Retirement.RETIRED;
    }

    @Override
    public Kind kind() {
        return Kind.HEADER_COMMAND;
    }

    @Override
    public boolean managesRangeGroup() {
        return true;
    }

    /** SharedTileID, w[25:20]: S0..S63; zero names S0. */
    protected int sharedId(Decoded word) {
        return word.field(SHARED_TILE_ID);
    }

    protected int sizeCode(Decoded word, Machine machine) {
        return word.field(machine.profile().isa().sizeCodeField());
    }

    /** The common profile decoder expands PEMode to the fixed four-PE mask. */
    protected PeMask mask(Decoded word, Machine machine) {
        return machine.profile().peMask(word.field(machine.profile().isa().peModeField()));
    }

    protected boolean isStrictNoOp(PeMask mask) {
        return mask.isEmpty();
    }

    protected void checkPlacement(Block block) {
        if (!block.isActive()) {
            throw Fault.bundleControl("a participating B.IOS needs an active block");
        }
        if (!block.isHeaderOpen()) {
            throw Fault.bundleControl("a participating B.IOS after the block body began");
        }
    }

    protected void checkMaskConsistency(Block block, PeMask mask) {
        if (!block.everyRecordedMaskEquals(mask)) {
            throw Fault.tileLegality("B.IOS mask " + mask + " differs from the block's recorded mask "
                    + block.participation());
        }
    }

    protected void checkDuplicate(Block block, int id) {
        if (block.hasSharedBinding(id)) {
            throw Fault.bundleControl("S" + id + " is already bound in this block");
        }
    }

    protected void checkStreamCapacity(Block block) {
        if (block.sharedBindingCount() >= block.streamSlots()) {
            throw Fault.bundleControl("the block already has " + block.streamSlots() + " Shared bindings");
        }
    }

    protected void append(Block block, Binding binding) {
        int slot = block.append(binding);
        block.openRangeGroup(slot);
    }
}
