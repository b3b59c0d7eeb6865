package org.pto.avs.model.commit;

import java.util.Objects;
import org.apiguardian.api.API;
import org.pto.avs.device.Binding;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.model.machine.CommitPlan;
import org.pto.avs.model.machine.Generation;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.RangeModifier;
import org.pto.avs.model.machine.SharedRegisters;
import org.pto.avs.model.machine.TileShape;
import org.pto.avs.model.semantics.Fault;

/**
 * Writing a Shared destination at commit (spec section 5): a singleton write publishes the complete parent;
 * a B.ASSEMBLE writer adds its range to a generation, and LAST publishes the whole new object at once.
 * {@link #plan} only checks and prepares; the returned effect installs the result, so nothing partial is ever
 * observable. Immutable; a variant model replaces one named rule: the {@link Capacity} of a destination, the
 * {@link PoolCheck} of a new object, or the {@link AssembledWrite} of a writer range.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SharedPublication {

    /**
     * The capacity of the complete Core-wide object of SizeCode {@code sizeCode} that {@code destination} writes:
     * the binding's own SizeCode for a singleton, the ParentSizeCode of the B.ASSEMBLE that opens a generation.
     */
    @FunctionalInterface
    public interface Capacity {
        int of(Machine machine, Binding destination, int sizeCode);
    }

    /** Publishing a new object {@code id}: it must fit the pool, else Fault_TileLegality before any change. */
    @FunctionalInterface
    public interface PoolCheck {
        void check(Machine machine, int id, PeMask writer, int capacity, TileShape shape);
    }

    /**
     * Checks and prepares one B.ASSEMBLE writer range into a parent of {@code capacity} bytes (the generation's,
     * or for INIT and INIT_LAST the new one's); {@code publication} supplies the other rules.
     */
    @FunctionalInterface
    public interface AssembledWrite {
        CommitPlan.Effect plan(
                SharedPublication publication,
                Machine machine,
                Binding destination,
                RangeModifier modifier,
                int capacity,
                TileShape shape,
                byte[] tile);
    }

    /** The reference: the SizeCode's capacity, never multiplied by the PE count. */
    public static final Capacity SIZE_CODE_CAPACITY = (machine, destination, sizeCode) ->
            machine.profile().capacityBytes(sizeCode).getAsInt();

    /** The reference: in-use + capacity must not exceed the pool. */
    public static final PoolCheck POOL_FITS = (machine, id, writer, capacity, shape) -> {
        SharedRegisters shared = machine.shared();
        if (shared.inUse() + capacity > shared.poolBytes()) {
            throw Fault.tileLegality("S" + id + " needs " + capacity + " bytes but " + shared.inUse() + " of "
                    + shared.poolBytes() + " Shared pool bytes are in use");
        }
    };

    /** The reference writer range: it fits the parent, overlaps nothing covered, and LAST completes it. */
    public static final AssembledWrite WRITER_RANGE = SharedPublication::planAssembled;

    private static final SharedPublication REFERENCE =
            new SharedPublication(SIZE_CODE_CAPACITY, POOL_FITS, WRITER_RANGE);

    private final Capacity capacity;
    private final PoolCheck poolCheck;
    private final AssembledWrite assembledWrite;

    private SharedPublication(Capacity capacity, PoolCheck poolCheck, AssembledWrite assembledWrite) {
        this.capacity = Objects.requireNonNull(capacity, "capacity");
        this.poolCheck = Objects.requireNonNull(poolCheck, "poolCheck");
        this.assembledWrite = Objects.requireNonNull(assembledWrite, "assembledWrite");
    }

    /** The spec's Shared publication. */
    public static SharedPublication reference() {
        return REFERENCE;
    }

    public SharedPublication withCapacity(Capacity replacement) {
        return new SharedPublication(replacement, poolCheck, assembledWrite);
    }

    public SharedPublication withPoolCheck(PoolCheck replacement) {
        return new SharedPublication(capacity, replacement, assembledWrite);
    }

    public SharedPublication withAssembledWrite(AssembledWrite replacement) {
        return new SharedPublication(capacity, poolCheck, replacement);
    }

    /**
     * Checks and prepares the write of {@code tile} (laid out from offset 0) through destination binding
     * {@code destination}, with its B.ASSEMBLE modifier or null.
     */
    public CommitPlan.Effect plan(
            Machine machine, Binding destination, RangeModifier modifier, TileShape shape, byte[] tile) {
        if (modifier == null) {
            return planSingleton(
                    machine, destination, capacity.of(machine, destination, destination.sizeCode()), shape, tile);
        }
        return assembledWrite.plan(
                this, machine, destination, modifier, parentCapacity(machine, destination, modifier), shape, tile);
    }

    /**
     * The parent a writer range goes into (decision 13): INIT and INIT_LAST create one of their ParentSizeCode,
     * MIDDLE and LAST write the open generation's (0 when none is open, which {@link #WRITER_RANGE} rejects).
     */
    private int parentCapacity(Machine machine, Binding destination, RangeModifier modifier) {
        if (modifier.step().opensGeneration()) {
            return capacity.of(machine, destination, modifier.parentSizeCode());
        }
        Generation open = machine.shared().generation(destination.sharedId());
        return open == null ? 0 : open.capacityBytes();
    }

    private CommitPlan.Effect planSingleton(
            Machine machine, Binding destination, int capacity, TileShape shape, byte[] tile) {
        int id = destination.sharedId();
        SharedObject existing = machine.shared().get(id);
        checkDestination(machine, id, destination.mask(), existing, capacity, shape);
        byte[] payload = new byte[capacity];
        System.arraycopy(tile, 0, payload, 0, tile.length);
        SharedObject object = newObject(machine, existing, destination.mask(), capacity, shape, payload);
        return m -> m.shared().install(id, object);
    }

    private static CommitPlan.Effect planAssembled(
            SharedPublication publication,
            Machine machine,
            Binding destination,
            RangeModifier modifier,
            int capacity,
            TileShape shape,
            byte[] tile) {
        int id = destination.sharedId();
        int cellBytes = machine.profile().isa().assembleCellBytes();
        if (modifier.step().opensGeneration() && machine.shared().generation(id) != null) {
            throw Fault.bundleControl("B.ASSEMBLE " + modifier.step() + " on S" + id + " while a generation is open");
        }
        Generation current = modifier.step().opensGeneration()
                ? Generation.open(capacity, destination.mask(), shape, cellBytes)
                : machine.shared().generation(id);
        if (current == null) {
            throw Fault.bundleControl("B.ASSEMBLE " + modifier.step() + " on S" + id + " without an open generation");
        }
        // The writer range has its binder's SizeCode (section 5 [U], decision 13), the parent its own size.
        long writerBytes =
                machine.profile().capacityBytes(modifier.writerSizeCode()).orElse(0);
        long firstCell = modifier.offsetCells();
        long cells = writerBytes / cellBytes;
        // Each writer range must fit the parent and must not overlap ranges already covered.
        if (firstCell < 0 || firstCell > current.cells() || firstCell + cells > current.cells()) {
            throw Fault.tileLegality("writer range cells " + firstCell + ".." + (firstCell + cells - 1)
                    + " does not fit the " + current.capacityBytes() + "-byte parent S" + id);
        }
        if (current.overlaps(firstCell, cells)) {
            throw Fault.tileLegality(
                    "writer range at cell " + firstCell + " overlaps a range already covered in S" + id);
        }
        if (!destination.mask().isSubsetOf(current.mask())
                || shape.dataType() != current.shape().dataType()) {
            throw Fault.tileLegality("writer " + destination.mask() + " is not compatible with the generation of S" + id
                    + " (mask " + current.mask() + ")");
        }
        Generation next = current.withRange(firstCell, cells, destination.mask(), tile, tile.length);
        if (!modifier.step().closesGeneration()) {
            return m -> m.shared().setGeneration(id, next);
        }
        // At LAST coverage must be complete and every participant must have arrived.
        if (!next.complete()) {
            throw Fault.tileLegality("B.ASSEMBLE LAST on S" + id + " with incomplete coverage");
        }
        if (!next.mask().isSubsetOf(next.arrived())) {
            throw Fault.tileLegality("B.ASSEMBLE LAST on S" + id + " before every participant arrived");
        }
        SharedObject existing = machine.shared().get(id);
        publication.checkDestination(machine, id, next.mask(), existing, capacity, next.shape());
        SharedObject object = newObject(machine, existing, next.mask(), capacity, next.shape(), next.stagedBytes());
        return m -> {
            m.shared().install(id, object);
            m.shared().setGeneration(id, null);
        };
    }

    /**
     * A new object must fit the pool; an existing descriptor accepts a writer within its allocation mask and
     * of the same capacity and shape. Either failure is Fault_TileLegality, before any Shared change.
     */
    private void checkDestination(
            Machine machine, int id, PeMask writer, SharedObject existing, int capacity, TileShape shape) {
        if (existing == null) {
            poolCheck.check(machine, id, writer, capacity, shape);
            return;
        }
        SharedDescriptor d = existing.descriptor();
        if (!writer.isSubsetOf(d.allocationMask())) {
            throw Fault.tileLegality(
                    "writer " + writer + " is not within the allocation mask " + d.allocationMask() + " of S" + id);
        }
        if (d.capacityBytes() != capacity
                || d.rows() != shape.rows()
                || d.columns() != shape.columns()
                || d.dataType() != shape.dataType()) {
            throw Fault.tileLegality("the write does not match the capacity and shape of the existing S" + id);
        }
    }

    /**
     * The object to install: a new one has allocation = initialized = the writer's mask; an existing one keeps
     * its allocation mask (fixed by the first write, never widened).
     */
    private static SharedObject newObject(
            Machine machine, SharedObject existing, PeMask writer, int capacity, TileShape shape, byte[] payload) {
        PeMask allocation = existing == null ? writer : existing.descriptor().allocationMask();
        PeMask initialized = existing == null
                ? writer
                : new PeMask(existing.descriptor().initializedMask().bits() | writer.bits());
        boolean published = machine.profile()
                .publicationRule()
                .publishes(writer, machine.profile().pes());
        SharedDescriptor descriptor = new SharedDescriptor(
                allocation,
                initialized,
                true,
                published,
                capacity,
                shape.rows(),
                shape.columns(),
                shape.validRows(),
                shape.validColumns(),
                shape.dataType());
        return new SharedObject(descriptor, Bytes.adopt(payload));
    }
}
