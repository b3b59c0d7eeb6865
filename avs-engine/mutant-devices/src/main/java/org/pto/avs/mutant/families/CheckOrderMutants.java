package org.pto.avs.mutant.families;

import static org.pto.avs.model.instruction.bios.SharedBinderCheck.DUPLICATE;
import static org.pto.avs.model.instruction.bios.SharedBinderCheck.MASK;
import static org.pto.avs.model.instruction.bios.SharedBinderCheck.NO_OP;
import static org.pto.avs.model.instruction.bios.SharedBinderCheck.PLACEMENT;
import static org.pto.avs.model.instruction.bios.SharedBinderCheck.SIZE_CODE;
import static org.pto.avs.model.instruction.bios.SharedBinderCheck.STREAM_LIMIT;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.model.instruction.bios.SharedBinderCheck;
import org.pto.avs.mutant.definition.Mutant;

/**
 * B.IOS with every check of semantics §2 present but one of them moved (the spec's order is
 * {@link SharedBinderCheck}'s).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CheckOrderMutants {

    private CheckOrderMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                inOrder(
                        "reserved-size-code-after-no-op",
                        "the PEMode-000 no-op is taken before SizeCode 13..15 is rejected",
                        List.of("exceptions[0]", "defaults[2]"),
                        NO_OP,
                        SIZE_CODE,
                        PLACEMENT,
                        MASK,
                        DUPLICATE,
                        STREAM_LIMIT),
                inOrder(
                        "reserved-size-code-after-placement",
                        "SizeCode 13..15 is rejected after placement: outside a header it is Fault_BundleControl",
                        List.of("exceptions[0]"),
                        NO_OP,
                        PLACEMENT,
                        SIZE_CODE,
                        MASK,
                        DUPLICATE,
                        STREAM_LIMIT),
                inOrder(
                        "zero-mask-after-placement",
                        "placement is checked before the PEMode-000 no-op: a zero mask outside a header faults",
                        List.of("defaults[2]", "exceptions[3]"),
                        SIZE_CODE,
                        PLACEMENT,
                        NO_OP,
                        MASK,
                        DUPLICATE,
                        STREAM_LIMIT),
                inOrder(
                        "mask-before-placement",
                        "mask consistency before placement: a mismatched B.IOS in the body is Fault_TileLegality",
                        List.of("legality[3]", "exceptions[1]"),
                        SIZE_CODE,
                        NO_OP,
                        MASK,
                        PLACEMENT,
                        DUPLICATE,
                        STREAM_LIMIT),
                inOrder(
                        "duplicate-before-mask",
                        "duplicate before mask consistency: a duplicate with another mask is Fault_BundleControl",
                        List.of("exceptions[2]"),
                        SIZE_CODE,
                        NO_OP,
                        PLACEMENT,
                        DUPLICATE,
                        MASK,
                        STREAM_LIMIT),
                inOrder(
                        "stream-limit-before-mask",
                        "stream limit before mask consistency: a fifth binding, other mask, is Fault_BundleControl",
                        List.of("exceptions[2]"),
                        SIZE_CODE,
                        NO_OP,
                        PLACEMENT,
                        STREAM_LIMIT,
                        MASK,
                        DUPLICATE));
    }

    private static Mutant inOrder(String id, String description, List<String> violates, SharedBinderCheck... order) {
        return Mutant.of(id, description, violates, Changes.binder(StepwiseSharedBinder.inOrder(order)));
    }
}
