package org.pto.avs.mutant.families;

import java.util.EnumSet;
import java.util.List;
import org.pto.avs.device.Binding;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Constraint;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.block.BindBundleSharedIO;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Machine;

/**
 * B.IOS with its checks run in a given order, the reserved-SizeCode check included (the reference runs that one
 * in the generic constraint check, before its own {@code execute}). With {@link #SPEC_ORDER} it behaves exactly
 * like the reference; a check-order mutant passes another order.
 */
public class StepwiseSharedBinder extends BindBundleSharedIO {

    /** The checks of spec section 2, steps 2 to 7. */
    public enum Check {
        RESERVED_SIZE_CODE, STRICT_NO_OP, PLACEMENT, MASK_CONSISTENCY, DUPLICATE, STREAM_LIMIT
    }

    /** The spec's order of checks (section 2, "Order of checks when a B.IOS word executes"). */
    public static final List<Check> SPEC_ORDER = List.of(Check.RESERVED_SIZE_CODE, Check.STRICT_NO_OP,
            Check.PLACEMENT, Check.MASK_CONSISTENCY, Check.DUPLICATE, Check.STREAM_LIMIT);

    private static final String SIZE_CODE_FIELD = Catalog.standard().profile().sizeCodeField();

    private final List<Check> order;

    public StepwiseSharedBinder(List<Check> order) {
        if (order.size() != Check.values().length || !EnumSet.copyOf(order).equals(EnumSet.allOf(Check.class))) {
            throw new IllegalArgumentException("an order names every check once, got " + order);
        }
        this.order = List.copyOf(order);
    }

    public static StepwiseSharedBinder inSpecOrder() {
        return new StepwiseSharedBinder(SPEC_ORDER);
    }

    public static StepwiseSharedBinder inOrder(Check... order) {
        return new StepwiseSharedBinder(List.of(order));
    }

    /** The catalog's constraints except the SizeCode one, which {@link Check#RESERVED_SIZE_CODE} takes over. */
    @Override
    public String constraintViolation(Decoded word) {
        for (Constraint constraint : word.form().constraints()) {
            long value = word.fields().get(constraint.field());
            if (!constraint.field().equals(SIZE_CODE_FIELD) && !constraint.admits(value)) {
                return constraint.explain(value);
            }
        }
        return null;
    }

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        Block block = machine.block();
        Binding candidate = new Binding(sharedId(word), sizeCode(word, machine), mask(word, machine), false);
        for (Check check : order) {
            if (check == Check.STRICT_NO_OP && isStrictNoOp(candidate.mask())) {
                block.closeRangeGroup();
                return Retirement.RETIRED;
            }
            run(check, word, machine, candidate);
        }
        append(block, candidate);
        return Retirement.RETIRED;
    }

    private void run(Check check, Decoded word, Machine machine, Binding candidate) {
        Block block = machine.block();
        switch (check) {
            case RESERVED_SIZE_CODE -> checkReservedSizeCode(word, machine);
            case PLACEMENT -> checkPlacement(block);
            case MASK_CONSISTENCY -> checkMaskConsistency(block, candidate.mask());
            case DUPLICATE -> checkDuplicate(block, candidate);
            case STREAM_LIMIT -> checkStreamCapacity(block);
            case STRICT_NO_OP -> { }
        }
    }

    /** SizeCode 13..15: Fault_IllegalInstruction (legality[1], exceptions[0]). */
    protected void checkReservedSizeCode(Decoded word, Machine machine) {
        String violation = super.constraintViolation(word);
        if (violation != null) {
            throw Fault.illegalInstruction(violation);
        }
    }

    /** The duplicate check with the whole candidate binding; the reference compares the SharedTileID only. */
    protected void checkDuplicate(Block block, Binding candidate) {
        checkDuplicate(block, candidate.sharedId());
    }
}
