package org.pto.avs.model.commit;

import java.util.OptionalInt;
import org.apiguardian.api.API;
import org.pto.avs.device.Binding;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.CommitPlan;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.Operation;
import org.pto.avs.model.machine.TileShape;
import org.pto.avs.model.profile.TileShapeRule;
import org.pto.avs.model.semantics.Fault;

/**
 * TSTORE, a Shared tile into GM (semantics §4 step 3). Schema: exactly one Shared binding, a source, and no
 * B.IOT. The parent must be published, else the block waits (not committed, no fault). It copies the valid
 * region of the parent, as its descriptor describes it, to GM at the base and row stride of the block's B.IOR (else
 * the profile's base and the dense stride, {@link GmRows}). A source binding is
 * read-only: the Shared register is never changed. A variant model replaces the {@link TileCopy}.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class TileStore implements Operation {

    private static final CommitPlan.Effect NO_EFFECT = machine -> {};

    private final int dataType;
    private final TileCopy copy;

    public TileStore(int dataType) {
        this(dataType, TileCopy.VALID_ROWS);
    }

    /** TSTORE with its copy replaced: a variant model. */
    public TileStore(int dataType, TileCopy copy) {
        this.dataType = dataType;
        this.copy = copy;
    }

    @Override
    public String name() {
        return "TSTORE";
    }

    @Override
    public CommitPlan plan(Block block, Machine machine) {
        if (block.sharedBindingCount() != 1 || block.localBindingCount() != 0) {
            throw Fault.tileLegality("TSTORE takes exactly one Shared binding and no B.IOT; the block has "
                    + block.sharedBindingCount() + " Shared and " + block.localBindingCount() + " Local bindings");
        }
        Binding source = block.binding(0);
        if (!machine.profile().isSourceSizeCode(source.sizeCode())) {
            throw Fault.tileLegality("TSTORE needs a Shared source; S" + source.sharedId() + " is a destination");
        }
        SharedObject parent = machine.shared().get(source.sharedId());
        if (parent == null) {
            // Reading a register with no descriptor never allocates or faults; its value is undefined, and
            // the model stores nothing.
            return CommitPlan.of(NO_EFFECT, 0);
        }
        SharedDescriptor d = parent.descriptor();
        if (!d.published()) {
            return CommitPlan.waiting();
        }
        OptionalInt elementBytes = machine.profile().elementBytes(dataType);
        if (elementBytes.isEmpty()) {
            throw Fault.tileLegality("DataType " + dataType + " has no element size in this profile");
        }
        TileShapeRule rule = machine.profile().tileShapeRule();
        long stride = rule.rowStrideElements(d.columns(), d.validColumns());
        long extent = rule.extentBytes(d.validRows(), d.columns(), d.validColumns(), elementBytes.getAsInt());
        if (d.validColumns() > stride || extent > parent.payload().length()) {
            throw Fault.tileLegality("the valid region of S" + source.sharedId() + " does not fit its payload");
        }
        int element = elementBytes.getAsInt();
        long tileStrideBytes = stride * element;
        // GM's dense stride is the columns' whatever the shape rule, as TLOAD's (LB2 x element size).
        long denseGmStrideBytes = (long) d.columns() * element;
        GmRows rows = GmRows.of(machine, machine.profile().tileStoreGmBase(), denseGmStrideBytes);
        rows.requireInGm(
                machine, d.validRows(), d.validColumns() * element, d.validRows() * denseGmStrideBytes, name());
        TileRegion region = rows.region(
                new TileShape(d.rows(), d.columns(), d.validRows(), d.validColumns(), dataType),
                element,
                tileStrideBytes);
        return CommitPlan.of(m -> copy.store(m.gm(), region, parent.payload()), 0);
    }
}
