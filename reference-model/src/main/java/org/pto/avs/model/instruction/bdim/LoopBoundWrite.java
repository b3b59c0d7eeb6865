package org.pto.avs.model.instruction.bdim;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Fault;
import org.pto.avs.model.semantics.Semantics;

/**
 * What B.DIM and C.B.DIMI share once their word decoded and passed the catalog's constraints: placement in an open
 * header, the value, then write-once per block (the two share the presence bits), then the write.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class LoopBoundWrite {

    public static final String PLACEMENT = "placement";
    public static final String DUPLICATE = "duplicate";
    public static final String WRITE = "write";

    /** The checks as the census names them, in order: the catalog's constraint (the step loop's) first. */
    public static final List<String> CHECKS = List.of(Semantics.CONSTRAINT, PLACEMENT, DUPLICATE, WRITE);

    private LoopBoundWrite() {}

    /**
     * Places LB{@code index} = the low 16 bits of {@code value}, or faults: outside an open header, or when LBn is
     * already present in this block, Fault_BundleControl.
     */
    public static void write(String mnemonic, int index, long value, Machine machine) {
        Block block = machine.block();
        machine.reachCheck(PLACEMENT);
        if (!block.isHeaderOpen()) {
            throw Fault.bundleControl(mnemonic + " LB" + index + " needs an open block header");
        }
        machine.reachCheck(DUPLICATE);
        if (block.isLoopBoundWritten(index)) {
            throw Fault.bundleControl("LB" + index + " is already present in this block");
        }
        machine.reachCheck(WRITE);
        block.writeLoopBound(index, (int) (value & 0xFFFF));
    }
}
