package org.pto.avs.mutant.families;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.instruction.bios.BindBundleSharedIO;
import org.pto.avs.model.instruction.bios.SharedBinderAttempt;
import org.pto.avs.model.instruction.bios.SharedBinderCheck;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;

/**
 * B.IOS running the reference's steps 2 to 7 (SizeCode to stream limit) in a given order, then the append.
 * With {@link #SPEC_ORDER} it behaves exactly like the reference; a check-order mutant passes another order.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class StepwiseSharedBinder implements Semantics {

    /** The checks a check-order mutant may move, in {@link SharedBinderCheck}'s order: all but decode and append. */
    public static final List<SharedBinderCheck> SPEC_ORDER = Arrays.stream(SharedBinderCheck.values())
            .filter(check -> check != SharedBinderCheck.DECODE && check != SharedBinderCheck.APPEND)
            .toList();

    private static final BindBundleSharedIO REFERENCE = BindBundleSharedIO.reference();

    private final List<SharedBinderCheck> order;

    public StepwiseSharedBinder(List<SharedBinderCheck> order) {
        if (order.size() != SPEC_ORDER.size() || !EnumSet.copyOf(order).containsAll(SPEC_ORDER)) {
            throw new IllegalArgumentException("an order names each of " + SPEC_ORDER + " once, got " + order);
        }
        this.order = List.copyOf(order);
    }

    public static StepwiseSharedBinder inSpecOrder() {
        return new StepwiseSharedBinder(SPEC_ORDER);
    }

    public static StepwiseSharedBinder inOrder(SharedBinderCheck... order) {
        return new StepwiseSharedBinder(List.of(order));
    }

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        SharedBinderAttempt attempt = REFERENCE.attempt(word, machine);
        for (SharedBinderCheck check : order) {
            if (REFERENCE.step(check).finishes(attempt)) {
                return Retirement.RETIRED;
            }
        }
        REFERENCE.step(SharedBinderCheck.APPEND).finishes(attempt);
        return Retirement.RETIRED;
    }

    @Override
    public String constraintViolation(Decoded word) {
        return REFERENCE.constraintViolation(word);
    }

    @Override
    public Kind kind() {
        return REFERENCE.kind();
    }
}
