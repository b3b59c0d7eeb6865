package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.binderStep;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.model.instruction.bios.SharedBinderAttempt;
import org.pto.avs.model.instruction.bios.SharedBinderCheck;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.mutant.definition.Mutant;

/** A participating B.IOS accepted outside an active block header (legality[3], exceptions[1], block_composition[0]). */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class PlacementMutants {

    private static final List<String> PLACEMENT = List.of("legality[3]", "exceptions[1]", "block_composition[0]");

    private PlacementMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "placement-ignores-body",
                        "B.IOS is accepted after the block body began",
                        PLACEMENT,
                        binderStep(SharedBinderCheck.PLACEMENT, PlacementMutants::activeBlockOnly)),
                Mutant.of(
                        "placement-ignores-no-block",
                        "B.IOS is accepted when no block is active",
                        PLACEMENT,
                        binderStep(SharedBinderCheck.PLACEMENT, PlacementMutants::notInBodyOnly)));
    }

    private static boolean activeBlockOnly(SharedBinderAttempt attempt) {
        if (!attempt.block().isActive()) {
            throw Fault.bundleControl("a participating B.IOS needs an active block");
        }
        return false;
    }

    private static boolean notInBodyOnly(SharedBinderAttempt attempt) {
        if (attempt.block().phase() == BlockPhase.BODY) {
            throw Fault.bundleControl("a participating B.IOS after the block body began");
        }
        return false;
    }
}
