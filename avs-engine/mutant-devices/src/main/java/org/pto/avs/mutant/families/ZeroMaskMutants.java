package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.binderStep;
import static org.pto.avs.mutant.families.Changes.referenceStep;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.model.instruction.bios.SharedBinderCheck;
import org.pto.avs.model.instruction.bios.SharedBinderStep;
import org.pto.avs.mutant.definition.ModelChange;
import org.pto.avs.mutant.definition.Mutant;

/**
 * PEMode 000 not treated as the strict no-op it is (defaults[2], exceptions[3], field_zero_meanings.PEMode).
 * The zero mask taken after placement is a check-order mutant ({@link CheckOrderMutants}).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ZeroMaskMutants {

    private ZeroMaskMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "zero-mask-binds",
                        "PEMode 000 is an ordinary binding with mask 0000",
                        List.of("defaults[2]", "exceptions[3]", "state_effects[1]", "field_zero_meanings.PEMode"),
                        binderStep(SharedBinderCheck.NO_OP, attempt -> false)),
                Mutant.of(
                        "zero-mask-duplicate-checked",
                        "in a header a PEMode-000 B.IOS naming a bound Sx is a duplicate",
                        List.of("exceptions[3]", "defaults[2]"),
                        checkedInHeaderBeforeNoOp(SharedBinderCheck.DUPLICATE)),
                Mutant.of(
                        "zero-mask-stream-limit-checked",
                        "in a full header a PEMode-000 B.IOS hits the stream limit",
                        List.of("exceptions[3]", "defaults[2]", "block_composition[0]"),
                        checkedInHeaderBeforeNoOp(SharedBinderCheck.STREAM_LIMIT)));
    }

    /** The no-op step that, for a zero mask in an open header, first runs the reference step of {@code check}. */
    private static ModelChange checkedInHeaderBeforeNoOp(SharedBinderCheck check) {
        SharedBinderStep early = referenceStep(check);
        SharedBinderStep noOp = referenceStep(SharedBinderCheck.NO_OP);
        return binderStep(SharedBinderCheck.NO_OP, attempt -> {
            if (attempt.candidate().mask().isEmpty() && attempt.block().isHeaderOpen()) {
                early.finishes(attempt);
            }
            return noOp.finishes(attempt);
        });
    }
}
