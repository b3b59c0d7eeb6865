package org.pto.avs.model.block;

import org.pto.avs.device.Binding;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Generation;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.RangeModifier;

/**
 * B.ASSEMBLE: the range modifier of the Shared destination binder it immediately follows (spec section 5).
 * Here only its grammar is checked (missing, reversed, duplicate or incompatible modifiers are
 * Fault_BundleControl); the range itself is checked and written at commit ({@code SharedPublication}).
 * RegSrc 24..31 and WriterSizeCode 13..15 are rejected by the generic constraint check.
 */
public final class AssembleSharedRange implements Semantics {

    public static final String HANDLER = "AssembleSharedRange";

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        Block block = machine.block();
        if (!block.isHeaderOpen()) {
            throw Fault.bundleControl("B.ASSEMBLE needs an open block header");
        }
        // It must immediately follow the binder it modifies.
        int slot = block.rangeGroupSlot();
        if (slot < 0) {
            throw Fault.bundleControl("B.ASSEMBLE does not immediately follow a Shared binder");
        }
        Binding binder = block.binding(slot);
        int writerSizeCode = word.field("WriterSizeCode");
        // Incompatible: a source binder, or a writer size that is not a Shared destination size (1..12).
        if (machine.profile().isSourceSizeCode(binder.sizeCode())
                || machine.profile().capacityBytes(writerSizeCode).isEmpty()) {
            throw Fault.bundleControl("B.ASSEMBLE writer=" + writerSizeCode + " is incompatible with S"
                    + binder.sharedId() + " SizeCode " + binder.sizeCode());
        }
        // Duplicate: one modifier per binder.
        if (block.modifier(slot) != null) {
            throw Fault.bundleControl("S" + binder.sharedId() + " already has a B.ASSEMBLE in this block");
        }
        RangeModifier.Step step = RangeModifier.Step.of(word.field("INIT") == 1, word.field("LAST") == 1);
        Generation open = machine.shared().generation(binder.sharedId());
        // Reversed or missing INIT, or a second INIT while a generation is open.
        if (step.opensGeneration() && open != null) {
            throw Fault.bundleControl(step + " while a generation of S" + binder.sharedId() + " is open");
        }
        if (!step.opensGeneration() && open == null) {
            throw Fault.bundleControl(step + " without an open generation of S" + binder.sharedId());
        }
        if (!step.opensGeneration()
                && open.capacityBytes() != machine.profile().capacityBytes(binder.sizeCode()).getAsInt()) {
            throw Fault.bundleControl(step + " with a SizeCode other than the generation's for S" + binder.sharedId());
        }
        long offsetCells = (machine.gprs().read(word.field("RegSrc")) + word.field("uimm11"))
                & machine.gprs().widthMask();
        block.attachModifier(slot, new RangeModifier(step, offsetCells, writerSizeCode));
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
}
