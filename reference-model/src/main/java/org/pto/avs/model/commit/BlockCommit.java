package org.pto.avs.model.commit;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.device.Binding;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.CommitPlan;
import org.pto.avs.model.machine.ControlAttributes;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.OutsideTheModel;
import org.pto.avs.model.semantics.Retirement;

/**
 * Commits the active block (semantics §4), for BSTOP, C.BSTOP and the next BSTART: one step per
 * {@link CommitCheck}, in that enum's order; the reference steps are below, one method each. Immutable; a
 * variant model is this commit with one step replaced ({@link #with}).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class BlockCommit {

    private static final BlockCommit REFERENCE = new BlockCommit(referenceSteps());

    private final Map<CommitCheck, CommitStep> steps;

    private BlockCommit(Map<CommitCheck, CommitStep> steps) {
        this.steps = steps;
    }

    /** The spec's commit. */
    public static BlockCommit reference() {
        return REFERENCE;
    }

    /** This commit with the step of {@code check} replaced; the order of the steps stays. */
    public BlockCommit with(CommitCheck check, CommitStep replacement) {
        Map<CommitCheck, CommitStep> replaced = new EnumMap<>(steps);
        replaced.put(check, Objects.requireNonNull(replacement, "replacement"));
        return new BlockCommit(replaced);
    }

    public Retirement commit(Machine machine) {
        CommitAttempt attempt = new CommitAttempt(machine);
        for (CommitCheck check : CommitCheck.values()) {
            if (steps.get(check).finishes(attempt)) {
                return attempt.retirement();
            }
        }
        machine.block().end();
        return Retirement.RETIRED;
    }

    private static Map<CommitCheck, CommitStep> referenceSteps() {
        Map<CommitCheck, CommitStep> steps = new EnumMap<>(CommitCheck.class);
        for (CommitCheck check : CommitCheck.values()) {
            steps.put(
                    check,
                    switch (check) {
                        case CONTROL_ATTRIBUTES -> BlockCommit::controlAttributes;
                        case EMPTY_BLOCK -> BlockCommit::emptyBlock;
                        case MULTI_PE_DESTINATION -> BlockCommit::requireAssemblyForMultiPeDestinations;
                        case OPERATION -> BlockCommit::planOperation;
                        case UNCONSUMED_BINDING -> BlockCommit::requireEverySharedBindingConsumed;
                        case EFFECTS -> BlockCommit::applyEffects;
                        case CONSUMPTION -> BlockCommit::consume;
                    });
        }
        return steps;
    }

    /**
     * The spec's validation rejects DR = 1 outside a VEC, SFU or TLSU block before any effect. trap = 1 commits and
     * then takes a post-commit trap (Fault_BundlePostCommit, which the subset lacks), far = 1 runs the block remotely,
     * and what DR = 1 does to an operation with bindings is unclear: each of those commits is outside the subset.
     */
    private static boolean controlAttributes(CommitAttempt attempt) {
        ControlAttributes attributes = attempt.block().controlAttributes();
        if (attributes == null) {
            return false;
        }
        if (attributes.dimensionReduction() && !attempt.block().operation().isTileOperation()) {
            throw Fault.bundleControl("DR = 1 in a block with no tile operation");
        }
        if (attributes.trap()) {
            throw new OutsideTheModel("trap = 1: the commit ends in a post-commit trap, outside the subset");
        }
        if (attributes.far()) {
            throw new OutsideTheModel("far = 1: remote execution is outside the subset");
        }
        if (attributes.dimensionReduction() && !attempt.block().participation().isEmpty()) {
            throw new OutsideTheModel("DR = 1 in a block with bindings: dimension reduction is outside the subset");
        }
        return false;
    }

    /** No Shared and no Local binding recorded (the participation mask is zero): the block ends. */
    private static boolean emptyBlock(CommitAttempt attempt) {
        Block block = attempt.block();
        if (block.sharedBindingCount() != 0 || block.localBindingCount() != 0) {
            return false;
        }
        block.end();
        return true;
    }

    private static boolean requireAssemblyForMultiPeDestinations(CommitAttempt attempt) {
        Block block = attempt.block();
        for (int slot = 0; slot < block.sharedBindingCount(); slot++) {
            Binding binding = block.binding(slot);
            if (!attempt.machine().profile().isSourceSizeCode(binding.sizeCode())
                    && binding.mask().count() > 1
                    && block.modifier(slot) == null) {
                throw Fault.tileLegality("S" + binding.sharedId() + " is a destination of "
                        + binding.mask().count() + " PEs (mask " + binding.mask() + ") without B.ASSEMBLE");
            }
        }
        return false;
    }

    private static boolean planOperation(CommitAttempt attempt) {
        if (attempt.block().hasSubview()) {
            throw new OutsideTheModel("what a B.SUBVIEW does at commit is outside the modeled subset");
        }
        CommitPlan plan = attempt.block().operation().plan(attempt.block(), attempt.machine());
        attempt.planned(plan);
        if (plan.waits()) {
            attempt.waits();
            return true;
        }
        return false;
    }

    /** VEC-USE-001: every Shared binding must be consumed by the operation. */
    private static boolean requireEverySharedBindingConsumed(CommitAttempt attempt) {
        Block block = attempt.block();
        for (int slot = 0; slot < block.sharedBindingCount(); slot++) {
            if (!attempt.plan().consumes(slot)) {
                throw Fault.tileLegality(block.operation().name() + " does not consume the Shared binding S"
                        + block.binding(slot).sharedId() + " in slot " + slot);
            }
        }
        return false;
    }

    private static boolean applyEffects(CommitAttempt attempt) {
        for (CommitPlan.Effect effect : attempt.plan().effects()) {
            effect.apply(attempt.machine());
        }
        return false;
    }

    private static boolean consume(CommitAttempt attempt) {
        for (int slot : attempt.plan().consumedSlots()) {
            attempt.block().markConsumed(slot);
        }
        return false;
    }
}
