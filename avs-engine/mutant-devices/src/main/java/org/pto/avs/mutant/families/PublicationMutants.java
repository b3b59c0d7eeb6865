package org.pto.avs.mutant.families;

import static org.pto.avs.mutant.families.Changes.assembleSizeField;
import static org.pto.avs.mutant.families.Changes.publication;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.device.Binding;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.model.commit.SharedPublication;
import org.pto.avs.model.machine.Generation;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.RangeModifier;
import org.pto.avs.model.machine.SharedRegisters;
import org.pto.avs.model.machine.TileShape;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.mutant.definition.Mutant;

/**
 * Writing a B.IOS destination at commit done wrongly: capacity, the pool, atomic publication, the sizes of a
 * B.ASSEMBLE writer range and its parent (semantics §5; legality[1], state_effects[0], state_effects[2],
 * exceptions[2]).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class PublicationMutants {

    private static final SharedPublication REFERENCE = SharedPublication.reference();

    private PublicationMutants() {}

    public static List<Mutant> mutants() {
        return List.of(
                Mutant.of(
                        "capacity-times-pe-count",
                        "a destination's capacity is the SizeCode's times its PE count",
                        List.of("legality[1]", "defaults[0]"),
                        publication(REFERENCE.withCapacity((machine, destination, sizeCode) ->
                                SharedPublication.SIZE_CODE_CAPACITY.of(machine, destination, sizeCode)
                                        * destination.mask().count()))),
                Mutant.of(
                        "pool-limit-off-by-one",
                        "an object that exactly fills the Shared pool is rejected",
                        List.of("legality[1]"),
                        publication(REFERENCE.withPoolCheck(PublicationMutants::exactFitRejected))),
                Mutant.of(
                        "pool-charged-per-pe",
                        "the pool check charges a new object once per participating PE",
                        List.of("legality[1]", "state_effects[0]"),
                        publication(REFERENCE.withPoolCheck(PublicationMutants::chargedPerPe))),
                Mutant.of(
                        "non-atomic-publication",
                        "a destination that does not fit the pool is installed, unpublished, before the fault",
                        List.of("exceptions[2]", "state_effects[2]", "B.ASSEMBLE state_effects[1]"),
                        publication(REFERENCE.withPoolCheck(PublicationMutants::installedBeforeFault))),
                Mutant.of(
                        "conflicting-pe-writes-rejected",
                        "a B.ASSEMBLE writer range of several PEs is rejected as a conflicting PE access",
                        List.of("state_effects[2]"),
                        publication(REFERENCE.withAssembledWrite(
                                (publication, machine, destination, modifier, capacity, shape, tile) -> {
                                    if (destination.mask().count() > 1) {
                                        throw Fault.tileLegality(
                                                "writer range of S" + destination.sharedId() + " is written by "
                                                        + destination.mask().count() + " PEs");
                                    }
                                    return SharedPublication.WRITER_RANGE.plan(
                                            publication, machine, destination, modifier, capacity, shape, tile);
                                }))),
                Mutant.of(
                        "assemble-later-line-writer-size",
                        "B.ASSEMBLE follows a later line of the spec (WriterSizeCode): every step carries the writer"
                                + " range's SizeCode 1..12 and the binder's SizeCode is the parent's",
                        List.of("state_effects[2]"),
                        assembleSizeField(PublicationMutants::laterLineWriterSize)));
    }

    /**
     * The later line's size field: the writer's SizeCode, 1..12 on every step; the binder names the parent, and a
     * MIDDLE or LAST binder must name the open generation's parent.
     */
    private static RangeModifier.Sizes laterLineWriterSize(
            RangeModifier.Step step, int field, Binding binder, Machine machine) {
        if (machine.profile().capacityBytes(field).isEmpty()) {
            throw Fault.bundleControl("B.ASSEMBLE writer=" + field + " is not a Shared destination size");
        }
        // A Local destination (no Shared id) has no generation.
        Generation open = binder.sharedId() < 0 ? null : machine.shared().generation(binder.sharedId());
        if (!step.opensGeneration()
                && open != null
                && open.capacityBytes()
                        != machine.profile().capacityBytes(binder.sizeCode()).getAsInt()) {
            throw Fault.bundleControl(step + " with a SizeCode other than the generation's for S" + binder.sharedId());
        }
        return new RangeModifier.Sizes(field, binder.sizeCode());
    }

    private static boolean fits(SharedRegisters shared, long capacity) {
        return shared.inUse() + capacity <= shared.poolBytes();
    }

    private static void exactFitRejected(Machine machine, int id, PeMask writer, int capacity, TileShape shape) {
        if (!fits(machine.shared(), capacity + 1L)) {
            throw Fault.tileLegality("S" + id + " needs " + capacity + " bytes and the pool must keep one free");
        }
    }

    private static void chargedPerPe(Machine machine, int id, PeMask writer, int capacity, TileShape shape) {
        if (!fits(machine.shared(), (long) capacity * writer.count())) {
            throw Fault.tileLegality("S" + id + " needs " + capacity + " bytes for each of " + writer.count() + " PEs");
        }
        SharedPublication.POOL_FITS.check(machine, id, writer, capacity, shape);
    }

    private static void installedBeforeFault(Machine machine, int id, PeMask writer, int capacity, TileShape shape) {
        if (!fits(machine.shared(), capacity)) {
            SharedDescriptor partial = new SharedDescriptor(
                    writer,
                    PeMask.NONE,
                    false,
                    false,
                    capacity,
                    shape.rows(),
                    shape.columns(),
                    shape.validRows(),
                    shape.validColumns(),
                    shape.dataType());
            machine.shared().install(id, new SharedObject(partial, Bytes.zeros(capacity)));
        }
        SharedPublication.POOL_FITS.check(machine, id, writer, capacity, shape);
    }
}
