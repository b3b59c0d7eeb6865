package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.binderStep;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.device.Binding;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.PeMask;
import org.pto.avs.model.instruction.bios.SharedBinderAttempt;
import org.pto.avs.model.instruction.bios.SharedBinderCheck;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.mutant.definition.Mutant;

/**
 * One nonzero PE mask for every effective Local and Shared binding of a block, checked wrongly
 * (exceptions[2], state_effects[0]).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class MaskMutants {

    private MaskMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "mask-consistency-unchecked",
                        "a B.IOS whose mask differs from the block's bindings is accepted",
                        List.of("exceptions[2]", "state_effects[0]"),
                        binderStep(SharedBinderCheck.MASK, attempt -> false)),
                Mutant.of(
                        "mask-consistency-ignores-local",
                        "the mask is compared with Shared bindings only, not B.IOT ones",
                        List.of("exceptions[2]", "state_effects[0]"),
                        binderStep(SharedBinderCheck.MASK, MaskMutants::comparedWithSharedBindingsOnly)),
                Mutant.of(
                        "mask-consistency-subset",
                        "a mask within the block's participation counts as consistent",
                        List.of("exceptions[2]", "state_effects[0]"),
                        binderStep(SharedBinderCheck.MASK, MaskMutants::withinParticipation)),
                Mutant.of(
                        "recorded-before-tile-fault",
                        "a B.IOS rejected with Fault_TileLegality for its mask still records its binding",
                        List.of("exceptions[2]"),
                        StreamMutants.recordedBeforeFault(FaultKind.TILE_LEGALITY)));
    }

    private static boolean comparedWithSharedBindingsOnly(SharedBinderAttempt attempt) {
        PeMask mask = attempt.candidate().mask();
        for (Binding bound : attempt.block().bindings()) {
            if (!bound.mask().equals(mask)) {
                throw Fault.tileLegality("B.IOS mask " + mask + " differs from S" + bound.sharedId());
            }
        }
        return false;
    }

    private static boolean withinParticipation(SharedBinderAttempt attempt) {
        PeMask mask = attempt.candidate().mask();
        PeMask participation = attempt.block().participation();
        if (!participation.isEmpty() && !mask.isSubsetOf(participation)) {
            throw Fault.tileLegality("B.IOS mask " + mask + " is not within " + participation);
        }
        return false;
    }
}
