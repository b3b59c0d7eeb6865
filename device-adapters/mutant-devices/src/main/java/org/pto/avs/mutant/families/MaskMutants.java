package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.binder;

import java.util.List;
import org.pto.avs.device.Binding;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.PeMask;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.block.BindBundleSharedIO;
import org.pto.avs.model.machine.Block;
import org.pto.avs.mutant.Mutant;

/**
 * One nonzero PE mask for every effective Local and Shared binding of a block, checked wrongly
 * (exceptions[2], state_effects[0]).
 */
public final class MaskMutants {

    private MaskMutants() {
    }

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of("mask-consistency-unchecked", "a B.IOS whose mask differs from the block's bindings is accepted",
                        List.of("exceptions[2]", "state_effects[0]"), binder(new MaskConsistencyUnchecked())),
                Mutant.of("mask-consistency-ignores-local", "the mask is compared with Shared bindings only, not B.IOT ones",
                        List.of("exceptions[2]", "state_effects[0]"), binder(new MaskConsistencyIgnoresLocal())),
                Mutant.of("mask-consistency-subset", "a mask within the block's participation counts as consistent",
                        List.of("exceptions[2]", "state_effects[0]"), binder(new MaskConsistencySubset())),
                Mutant.of("recorded-before-tile-fault",
                        "a B.IOS rejected with Fault_TileLegality for its mask still records its binding",
                        List.of("exceptions[2]"), binder(new StreamMutants.RecordedBeforeFault(FaultKind.TILE_LEGALITY))));
    }

    static final class MaskConsistencyUnchecked extends BindBundleSharedIO {
        @Override
        protected void checkMaskConsistency(Block block, PeMask mask) {
        }
    }

    static final class MaskConsistencyIgnoresLocal extends BindBundleSharedIO {
        @Override
        protected void checkMaskConsistency(Block block, PeMask mask) {
            for (Binding bound : block.bindings()) {
                if (!bound.mask().equals(mask)) {
                    throw Fault.tileLegality("B.IOS mask " + mask + " differs from S" + bound.sharedId());
                }
            }
        }
    }

    static final class MaskConsistencySubset extends BindBundleSharedIO {
        @Override
        protected void checkMaskConsistency(Block block, PeMask mask) {
            PeMask participation = block.participation();
            if (!participation.isEmpty() && !mask.isSubsetOf(participation)) {
                throw Fault.tileLegality("B.IOS mask " + mask + " is not within " + participation);
            }
        }
    }
}
