package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.commit;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.model.block.BlockStart;
import org.pto.avs.model.block.OperationSelector;
import org.pto.avs.model.block.TileLoadStart;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.commit.CommitCheck;
import org.pto.avs.model.commit.SharedPublication;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.CommitPlan;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.Operation;
import org.pto.avs.mutant.definition.Mutant;

/**
 * The block commit that consumes the B.IOS stream, done wrongly (semantics §4; legality[4], exceptions[2],
 * state_effects[2], ordering[0]).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CommitMutants {

    private CommitMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "multi-pe-destination-accepted",
                        "a destination of several PEs without B.ASSEMBLE commits like a singleton",
                        List.of("state_effects[2]"),
                        commit(skipping(CommitCheck.MULTI_PE_DESTINATION))),
                Mutant.of(
                        "unconsumed-binding-dropped",
                        "a Shared binding the operation does not consume (a VEC block) is dropped silently",
                        List.of("legality[4]", "exceptions[2]"),
                        commit(skipping(CommitCheck.UNCONSUMED_BINDING))),
                Mutant.of(
                        "tload-accepts-source",
                        "TLOAD takes a source binding (SizeCode 0) without the role-mismatch fault and loads nothing",
                        List.of("legality[4]", "exceptions[2]"),
                        builder -> builder.replaceSemantics(TileLoadStart.MNEMONIC, tloadAcceptingSource())));
    }

    /** The reference commit without the step of {@code check}. */
    private static BlockCommit skipping(CommitCheck check) {
        return BlockCommit.reference().with(check, attempt -> false);
    }

    /** BSTART.TLOAD whose operation accepts a lone source binding as its operand and does nothing with it. */
    private static BlockStart tloadAcceptingSource() {
        OperationSelector load = TileLoadStart.operation(SharedPublication.reference());
        return new BlockStart(
                BlockCommit.reference(), (word, machine) -> acceptingLoneSource(load.select(word, machine)));
    }

    private static Operation acceptingLoneSource(Operation load) {
        return new Operation() {
            @Override
            public String name() {
                return load.name();
            }

            @Override
            public CommitPlan plan(Block block, Machine machine) {
                if (block.sharedBindingCount() == 1
                        && machine.profile().isSourceSizeCode(block.binding(0).sizeCode())) {
                    return CommitPlan.of(nothing -> {}, 0);
                }
                return load.plan(block, machine);
            }
        };
    }
}
