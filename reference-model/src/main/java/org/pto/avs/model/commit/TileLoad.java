package org.pto.avs.model.commit;

import java.util.OptionalInt;
import org.apiguardian.api.API;
import org.pto.avs.device.Binding;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.CommitPlan;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.Operation;
import org.pto.avs.model.machine.RangeModifier;
import org.pto.avs.model.machine.TileShape;
import org.pto.avs.model.profile.TileShapeRule;
import org.pto.avs.model.semantics.Fault;

/**
 * TLOAD, GM into a Shared tile (spec section 4 step 3). Schema: exactly one Shared binding, a destination, and
 * no B.IOT. LB0 = valid columns, LB1 = valid rows (= rows), LB2 = columns, each 1..65535, valid columns at most
 * columns; the tile must fit the binding's capacity (or its B.ASSEMBLE writer range), else
 * Fault_TileLegality. It reads the valid region from GM, at the base and row stride of the block's B.IOR (else the
 * profile's base and the dense stride, {@link GmRows}), and writes the destination.
 * A variant model replaces the {@link Room} of the shape check or the {@link TileCopy}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class TileLoad implements Operation {

    /** The bytes a tile may occupy in its destination: the capacity side of the shape check. */
    @FunctionalInterface
    public interface Room {
        long bytes(Machine machine, Binding destination, RangeModifier modifier);
    }

    /**
     * The reference: the capacity of the binding's SizeCode (or of its B.ASSEMBLE writer range), that of the
     * complete Core-wide object, never multiplied by the PE count (spec section 1, decision 1). A SizeCode without a
     * capacity (which only a variant that accepts a reserved code binds) holds nothing, so the shape check faults.
     */
    public static final Room BINDING_CAPACITY = (machine, destination, modifier) -> machine.profile()
            .capacityBytes(modifier == null ? destination.sizeCode() : modifier.writerSizeCode())
            .orElse(0);

    private static final int MAX_BOUND = 65535;

    private final int dataType;
    private final SharedPublication publication;
    private final Room room;
    private final TileCopy copy;

    public TileLoad(int dataType, SharedPublication publication) {
        this(dataType, publication, BINDING_CAPACITY, TileCopy.VALID_ROWS);
    }

    public TileLoad(int dataType, SharedPublication publication, Room room, TileCopy copy) {
        this.dataType = dataType;
        this.publication = publication;
        this.room = room;
        this.copy = copy;
    }

    @Override
    public String name() {
        return "TLOAD";
    }

    public int dataType() {
        return dataType;
    }

    @Override
    public CommitPlan plan(Block block, Machine machine) {
        // The schema: one Shared destination (new or reused), no Local binding.
        if (block.sharedBindingCount() != 1 || block.localBindingCount() != 0) {
            throw Fault.tileLegality("TLOAD takes exactly one Shared binding and no B.IOT; the block has "
                    + block.sharedBindingCount() + " Shared and " + block.localBindingCount() + " Local bindings");
        }
        Binding destination = block.binding(0);
        if (machine.profile().isSourceSizeCode(destination.sizeCode())) {
            throw Fault.tileLegality("TLOAD needs a Shared destination; S" + destination.sharedId() + " is a source");
        }
        TileShape shape = shapeFromLoopBounds(block);
        int elementBytes = elementBytes(machine);
        TileShapeRule rule = machine.profile().tileShapeRule();
        long stride = rule.rowStrideElements(shape.columns(), shape.validColumns());
        long extent = rule.extentBytes(shape.rows(), shape.columns(), shape.validColumns(), elementBytes);
        RangeModifier modifier = block.modifier(0);
        long roomBytes = room.bytes(machine, destination, modifier);
        if (extent > roomBytes) {
            throw Fault.tileLegality(shape.rows() + " x " + shape.columns() + " x " + elementBytes + " B = " + extent
                    + " B exceeds the " + roomBytes + " B of S" + destination.sharedId());
        }
        long tileStrideBytes = stride * elementBytes;
        // GM's dense stride is LB2 x element size whatever the shape rule (operands page, B.IOR): the rule lays out
        // the payload, not GM.
        long denseGmStrideBytes = (long) shape.columns() * elementBytes;
        GmRows rows = GmRows.of(machine, machine.profile().tileLoadGmBase(), denseGmStrideBytes);
        rows.requireInGm(
                machine,
                shape.validRows(),
                shape.validColumns() * elementBytes,
                shape.rows() * denseGmStrideBytes,
                name());
        byte[] tile = copy.load(machine.gm(), rows.region(shape, elementBytes, tileStrideBytes), (int) extent);
        CommitPlan.Effect write = publication.plan(machine, destination, modifier, shape, tile);
        return CommitPlan.of(write, 0);
    }

    /** LB0 = valid columns, LB1 = valid rows, LB2 = columns; unwritten bounds read 0 and are rejected. */
    private TileShape shapeFromLoopBounds(Block block) {
        int validColumns = block.loopBound(0);
        int validRows = block.loopBound(1);
        int columns = block.loopBound(2);
        if (!inRange(validColumns) || !inRange(validRows) || !inRange(columns) || validColumns > columns) {
            throw Fault.tileLegality("TLOAD bounds LB0=" + validColumns + " LB1=" + validRows + " LB2=" + columns
                    + " are not 1..65535 with LB0 <= LB2");
        }
        return new TileShape(validRows, columns, validRows, validColumns, dataType);
    }

    private int elementBytes(Machine machine) {
        OptionalInt bytes = machine.profile().elementBytes(dataType);
        if (bytes.isEmpty()) {
            throw Fault.tileLegality("DataType " + dataType + " has no element size in this profile");
        }
        return bytes.getAsInt();
    }

    private static boolean inRange(int bound) {
        return bound >= 1 && bound <= MAX_BOUND;
    }
}
