package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.StepwiseSharedBinder.Check.DUPLICATE;
import static org.pto.avs.mutant.families.StepwiseSharedBinder.Check.MASK_CONSISTENCY;
import static org.pto.avs.mutant.families.StepwiseSharedBinder.Check.PLACEMENT;
import static org.pto.avs.mutant.families.StepwiseSharedBinder.Check.RESERVED_SIZE_CODE;
import static org.pto.avs.mutant.families.StepwiseSharedBinder.Check.STREAM_LIMIT;
import static org.pto.avs.mutant.families.StepwiseSharedBinder.Check.STRICT_NO_OP;

import java.util.List;
import org.pto.avs.mutant.Mutant;
import org.pto.avs.mutant.families.StepwiseSharedBinder.Check;

/**
 * B.IOS with every check of spec section 2 present but one of them moved. The spec order is reserved
 * SizeCode, strict no-op, placement, mask consistency, duplicate, stream limit.
 */
public final class CheckOrderMutants {

    private CheckOrderMutants() {
    }

    public static List<Mutant> mutants() {
        return List.of(
                inOrder("reserved-size-code-after-no-op",
                        "the PEMode-000 no-op is taken before SizeCode 13..15 is rejected",
                        List.of("exceptions[0]", "defaults[2]"),
                        STRICT_NO_OP, RESERVED_SIZE_CODE, PLACEMENT, MASK_CONSISTENCY, DUPLICATE, STREAM_LIMIT),
                inOrder("reserved-size-code-after-placement",
                        "SizeCode 13..15 is rejected after placement: outside a header it is Fault_BundleControl",
                        List.of("exceptions[0]"),
                        STRICT_NO_OP, PLACEMENT, RESERVED_SIZE_CODE, MASK_CONSISTENCY, DUPLICATE, STREAM_LIMIT),
                inOrder("zero-mask-after-placement",
                        "placement is checked before the PEMode-000 no-op: a zero mask outside a header faults",
                        List.of("defaults[2]", "exceptions[3]"),
                        RESERVED_SIZE_CODE, PLACEMENT, STRICT_NO_OP, MASK_CONSISTENCY, DUPLICATE, STREAM_LIMIT),
                inOrder("mask-before-placement",
                        "mask consistency before placement: a mismatched B.IOS in the body is Fault_TileLegality",
                        List.of("legality[3]", "exceptions[1]"),
                        RESERVED_SIZE_CODE, STRICT_NO_OP, MASK_CONSISTENCY, PLACEMENT, DUPLICATE, STREAM_LIMIT),
                inOrder("duplicate-before-mask",
                        "duplicate before mask consistency: a duplicate with another mask is Fault_BundleControl",
                        List.of("exceptions[2]"),
                        RESERVED_SIZE_CODE, STRICT_NO_OP, PLACEMENT, DUPLICATE, MASK_CONSISTENCY, STREAM_LIMIT),
                inOrder("stream-limit-before-mask",
                        "stream limit before mask consistency: a fifth binding, other mask, is Fault_BundleControl",
                        List.of("exceptions[2]"),
                        RESERVED_SIZE_CODE, STRICT_NO_OP, PLACEMENT, STREAM_LIMIT, MASK_CONSISTENCY, DUPLICATE));
    }

    private static Mutant inOrder(String id, String description, List<String> violates, Check... order) {
        return Mutant.of(id, description, violates, Changes.binder(StepwiseSharedBinder.inOrder(order)));
    }
}
