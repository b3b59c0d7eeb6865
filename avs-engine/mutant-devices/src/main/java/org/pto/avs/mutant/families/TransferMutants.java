package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.loadRoom;
import static org.pto.avs.mutant.families.Changes.storeOperation;

import java.util.Arrays;
import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.device.Binding;
import org.pto.avs.device.SharedObject;
import org.pto.avs.model.commit.SharedPublication;
import org.pto.avs.model.commit.TileLoad;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.CommitPlan;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.Operation;
import org.pto.avs.model.machine.RangeModifier;
import org.pto.avs.model.machine.TileShape;
import org.pto.avs.mutant.definition.Mutant;

/**
 * The tile transfers of a commit done wrongly (semantics §4 step 3): TLOAD's shape check against the
 * destination's capacity, and what TSTORE writes to GM from the source it consumes (legality[1], defaults[0],
 * ordering[0], state_effects[2]).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class TransferMutants {

    /** One 128-byte cell: the wrong TSTORE base lies that far past the right one. */
    private static final int CELL_BYTES = 128;

    private TransferMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "shape-check-capacity-times-pe-count",
                        "the TLOAD shape check lets a tile take the SizeCode's capacity times the destination's PE count",
                        List.of("legality[1]", "defaults[0]", "state_effects[2]"),
                        loadRoom(
                                (machine, destination, modifier) ->
                                        TileLoad.BINDING_CAPACITY.bytes(machine, destination, modifier)
                                                * destination.mask().count(),
                                SharedPublication.reference().withAssembledWrite(TransferMutants::keepingWhatFits))),
                Mutant.of(
                        "tstore-writes-nothing",
                        "a TSTORE commit consumes its source and writes nothing to GM",
                        List.of("ordering[0]"),
                        storeOperation(TransferMutants::writingNothing)),
                Mutant.of(
                        "tstore-writes-whole-capacity",
                        "a TSTORE writes the source's whole capacity to GM instead of its valid region",
                        List.of("ordering[0]"),
                        storeOperation(TransferMutants::writingWholeCapacity)),
                Mutant.of(
                        "tstore-wrong-base",
                        "a TSTORE writes its valid region one 128-byte cell past the GM base",
                        List.of("ordering[0]"),
                        Profiles.model(p -> p.withGmBases(p.tileLoadGmBase(), p.tileStoreGmBase() + CELL_BYTES))));
    }

    /** The writer range keeps the part of an oversized tile that fits it (what the wider shape check lets in). */
    private static CommitPlan.Effect keepingWhatFits(
            SharedPublication publication,
            Machine machine,
            Binding destination,
            RangeModifier modifier,
            int capacity,
            TileShape shape,
            byte[] tile) {
        long cellBytes = machine.profile().isa().assembleCellBytes();
        long fits = Math.max(0, capacity - Math.max(0, modifier.offsetCells()) * cellBytes);
        byte[] kept = tile.length <= fits ? tile : Arrays.copyOf(tile, (int) fits);
        return SharedPublication.WRITER_RANGE.plan(publication, machine, destination, modifier, capacity, shape, kept);
    }

    private static Operation writingNothing(Operation store) {
        return replacingEffect(store, (block, machine, plan) -> nothing -> {});
    }

    private static Operation writingWholeCapacity(Operation store) {
        return replacingEffect(store, (block, machine, plan) -> {
            SharedObject parent = machine.shared().get(block.binding(0).sharedId());
            if (parent == null) {
                return plan.effects().get(0);
            }
            byte[] whole = parent.payload().toArray();
            long base = machine.profile().tileStoreGmBase();
            return m -> m.gm().write(base, whole, 0, whole.length);
        });
    }

    /** The effect of a checked TSTORE plan, replaced. */
    @FunctionalInterface
    private interface EffectReplacement {
        CommitPlan.Effect effect(Block block, Machine machine, CommitPlan checked);
    }

    /** The reference TSTORE's checks, waits and consumption, with another effect. */
    private static Operation replacingEffect(Operation store, EffectReplacement replacement) {
        return new Operation() {
            @Override
            public String name() {
                return store.name();
            }

            @Override
            public CommitPlan plan(Block block, Machine machine) {
                CommitPlan checked = store.plan(block, machine);
                if (checked.waits()) {
                    return checked;
                }
                return CommitPlan.of(replacement.effect(block, machine, checked), checked.consumedSlots());
            }
        };
    }
}
