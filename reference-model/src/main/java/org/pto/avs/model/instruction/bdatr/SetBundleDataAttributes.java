package org.pto.avs.model.instruction.bdatr;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.DataAttributes;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.OncePerHeader;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;

/**
 * B.DATR: latches the block's data attributes (DataType, Layout, PadValueOrByteId, CMode, RMode, Sat, Canonicalize)
 * once per block, in a header. A reserved DataType, Layout or CMode is Fault_IllegalInstruction, even with no block
 * (the catalog's constraints, run by the step loop); then placement (no active block, or the body began) and a second
 * B.DATR are Fault_BundleControl, the first kept; then every field as encoded, present set. The spec's next step (a
 * DataType that is no valid field value or an unsupported Layout: Fault_TileLegality) is never reached: the constraints
 * refuse every reserved code, and every assigned Layout is supported. Whether a field applies to the block's operation
 * is the operation's question, at commit.
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class SetBundleDataAttributes implements Semantics {

    /** The mnemonic whose semantics these are. */
    public static final String MNEMONIC = "B.DATR";

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        Block block = machine.block();
        OncePerHeader.check(machine, MNEMONIC, block.dataAttributes().present() ? block.dataAttributes() : null);
        block.recordDataAttributes(new DataAttributes(
                true,
                word.field("DataType"),
                word.field("Layout"),
                word.field("PadValueOrByteId"),
                word.field("CMode"),
                word.field("RMode"),
                word.field("Sat") != 0,
                word.field("Canonicalize") != 0));
        return Retirement.RETIRED;
    }

    @Override
    public List<String> checks() {
        return List.of(CONSTRAINT, OncePerHeader.PLACEMENT, OncePerHeader.DUPLICATE, OncePerHeader.RECORD);
    }

    @Override
    public Kind kind() {
        return Kind.HEADER_COMMAND;
    }
}
