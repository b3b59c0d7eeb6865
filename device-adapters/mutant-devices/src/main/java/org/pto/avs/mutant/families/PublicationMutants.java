package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.publication;

import java.util.List;
import org.pto.avs.device.Binding;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.machine.CommitPlan;
import org.pto.avs.model.commit.SharedPublication;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.RangeModifier;
import org.pto.avs.model.machine.SharedRegisters;
import org.pto.avs.model.machine.TileShape;
import org.pto.avs.mutant.Mutant;

/**
 * Writing a B.IOS destination at commit done wrongly: capacity, the pool, atomic publication (spec section 5;
 * legality[1], state_effects[0], state_effects[2], exceptions[2]).
 */
public final class PublicationMutants {

    private PublicationMutants() {
    }

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of("capacity-times-pe-count", "a destination's capacity is the SizeCode's times its PE count",
                        List.of("legality[1]", "defaults[0]"), publication(new CapacityTimesPeCount())),
                Mutant.of("pool-limit-off-by-one", "an object that exactly fills the Shared pool is rejected",
                        List.of("legality[1]"), publication(new PoolLimitOffByOne())),
                Mutant.of("pool-charged-per-pe", "the pool check charges a new object once per participating PE",
                        List.of("legality[1]", "state_effects[0]"), publication(new PoolChargedPerPe())),
                Mutant.of("non-atomic-publication",
                        "a destination that does not fit the pool is installed, unpublished, before the fault",
                        List.of("exceptions[2]", "state_effects[2]"), publication(new NonAtomicPublication())),
                Mutant.of("conflicting-pe-writes-rejected",
                        "a B.ASSEMBLE writer range of several PEs is rejected as a conflicting PE access",
                        List.of("state_effects[2]"), publication(new ConflictingPeWritesRejected())));
    }

    static final class CapacityTimesPeCount extends SharedPublication {
        @Override
        protected int capacityOf(Machine machine, Binding destination) {
            return super.capacityOf(machine, destination) * destination.mask().count();
        }
    }

    static final class PoolLimitOffByOne extends SharedPublication {
        @Override
        protected boolean poolFits(SharedRegisters shared, long capacity) {
            return shared.inUse() + capacity < shared.poolBytes();
        }
    }

    static final class PoolChargedPerPe extends SharedPublication {
        @Override
        protected void checkDestination(Machine machine, int id, PeMask writer, SharedObject existing, int capacity,
                TileShape shape) {
            if (existing == null && !poolFits(machine.shared(), (long) capacity * writer.count())) {
                throw Fault.tileLegality("S" + id + " needs " + capacity + " bytes for each of " + writer.count()
                        + " PEs");
            }
            super.checkDestination(machine, id, writer, existing, capacity, shape);
        }
    }

    static final class NonAtomicPublication extends SharedPublication {
        @Override
        protected void checkDestination(Machine machine, int id, PeMask writer, SharedObject existing, int capacity,
                TileShape shape) {
            if (existing == null && !poolFits(machine.shared(), capacity)) {
                SharedDescriptor partial = new SharedDescriptor(writer, PeMask.NONE, false, false, capacity,
                        shape.rows(), shape.columns(), shape.validRows(), shape.validColumns(), shape.dataType());
                machine.shared().install(id, new SharedObject(partial, Bytes.zeros(capacity)));
            }
            super.checkDestination(machine, id, writer, existing, capacity, shape);
        }
    }

    static final class ConflictingPeWritesRejected extends SharedPublication {
        @Override
        protected CommitPlan.Effect planAssembled(Machine machine, Binding destination, RangeModifier modifier,
                int capacity, TileShape shape, byte[] tile) {
            if (destination.mask().count() > 1) {
                throw Fault.tileLegality("writer range of S" + destination.sharedId() + " is written by "
                        + destination.mask().count() + " PEs");
            }
            return super.planAssembled(machine, destination, modifier, capacity, shape, tile);
        }
    }
}
