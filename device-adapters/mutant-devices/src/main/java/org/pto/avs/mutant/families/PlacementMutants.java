package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.binder;

import java.util.List;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.block.BindBundleSharedIO;
import org.pto.avs.model.machine.Block;
import org.pto.avs.mutant.Mutant;

/** A participating B.IOS accepted outside an active block header (legality[3], exceptions[1], block_composition[0]). */
public final class PlacementMutants {

    private static final List<String> PLACEMENT = List.of("legality[3]", "exceptions[1]", "block_composition[0]");

    private PlacementMutants() {
    }

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of("placement-ignores-body", "B.IOS is accepted after the block body began",
                        PLACEMENT, binder(new PlacementIgnoresBody())),
                Mutant.of("placement-ignores-no-block", "B.IOS is accepted when no block is active",
                        PLACEMENT, binder(new PlacementIgnoresNoBlock())));
    }

    static final class PlacementIgnoresBody extends BindBundleSharedIO {
        @Override
        protected void checkPlacement(Block block) {
            if (!block.isActive()) {
                throw Fault.bundleControl("a participating B.IOS needs an active block");
            }
        }
    }

    static final class PlacementIgnoresNoBlock extends BindBundleSharedIO {
        @Override
        protected void checkPlacement(Block block) {
            if (block.phase() == BlockPhase.BODY) {
                throw Fault.bundleControl("a participating B.IOS after the block body began");
            }
        }
    }
}
