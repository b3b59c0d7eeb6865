package org.pto.avs.model.commit;

import org.pto.avs.device.Binding;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.CommitPlan;

/**
 * Commits the active block (spec section 4), for BSTOP, C.BSTOP and the next BSTART. Every check runs
 * before any effect: on a fault nothing is consumed, no descriptor or payload changes, and the block stays
 * active and uncommitted. Each check is a method of its own, so a variant model can replace one.
 */
public class BlockCommit {

    public Retirement commit(Machine machine) {
        Block block = machine.block();
        // 1. Zero participation and no bindings: succeeds with no effect.
        if (hasNoBindings(block)) {
            block.end();
            return Retirement.RETIRED;
        }
        // 2. A multi-PE Shared destination needs B.ASSEMBLE.
        requireAssemblyForMultiPeDestinations(block, machine);
        // 3. The operation checks its operands and plans its effects.
        CommitPlan plan = block.operation().plan(block, machine);
        if (plan.waits()) {
            return Retirement.WAITING;
        }
        // 5. An ordinary Shared binding the operation does not consume (checked here, before any effect).
        requireEverySharedBindingConsumed(block, plan);
        // Effects: the operation's (step 3), then consumption in schema order (step 4).
        applyEffects(plan, machine);
        consume(plan, block);
        block.end();
        return Retirement.RETIRED;
    }

    /** Step 1: no Shared and no Local binding recorded (the participation mask is zero). */
    protected boolean hasNoBindings(Block block) {
        return block.sharedBindingCount() == 0 && block.localBindingCount() == 0;
    }

    /** Step 2: a destination with more than one participating PE and no B.ASSEMBLE is Fault_TileLegality. */
    protected void requireAssemblyForMultiPeDestinations(Block block, Machine machine) {
        for (int slot = 0; slot < block.sharedBindingCount(); slot++) {
            Binding binding = block.binding(slot);
            if (!machine.profile().isSourceSizeCode(binding.sizeCode()) && binding.mask().count() > 1
                    && block.modifier(slot) == null) {
                throw Fault.tileLegality("S" + binding.sharedId() + " is a destination of " + binding.mask().count()
                        + " PEs (mask " + binding.mask() + ") without B.ASSEMBLE");
            }
        }
    }

    /** Step 5: every Shared binding must be consumed by the operation, else Fault_TileLegality (VEC-USE-001). */
    protected void requireEverySharedBindingConsumed(Block block, CommitPlan plan) {
        for (int slot = 0; slot < block.sharedBindingCount(); slot++) {
            if (!plan.consumes(slot)) {
                throw Fault.tileLegality(block.operation().name() + " does not consume the Shared binding S"
                        + block.binding(slot).sharedId() + " in slot " + slot);
            }
        }
    }

    protected void applyEffects(CommitPlan plan, Machine machine) {
        for (CommitPlan.Effect effect : plan.effects()) {
            effect.apply(machine);
        }
    }

    /** Step 4: marks the bindings the operation used as consumed, in schema order. */
    protected void consume(CommitPlan plan, Block block) {
        for (int slot : plan.consumedSlots()) {
            block.markConsumed(slot);
        }
    }
}
