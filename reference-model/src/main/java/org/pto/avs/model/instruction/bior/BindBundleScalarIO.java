package org.pto.avs.model.instruction.bior;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.ScalarBinding;
import org.pto.avs.model.semantics.OncePerHeader;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;

/**
 * B.IOR: the block's scalar binding record {RegDst, RegSrc0, RegSrc1, RegSrc2}, at most one per block and only in a
 * header. A selector 24..31 in any field is Fault_IllegalInstruction, even with no block (the catalog's constraints,
 * run by the step loop); then placement (no active block, or the body began) and a second B.IOR are
 * Fault_BundleControl, the first record kept; then the record. Executing B.IOR writes no GPR; what the record means
 * is the operation's, at commit (TLOAD and TSTORE: RegSrc0 the GM base, RegSrc1 the GM row stride in bytes).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class BindBundleScalarIO implements Semantics {

    /** The mnemonic whose semantics these are. */
    public static final String MNEMONIC = "B.IOR";

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        Block block = machine.block();
        OncePerHeader.check(machine, MNEMONIC, block.scalarBinding());
        block.recordScalarBinding(new ScalarBinding(
                word.field("RegDst"), word.field("RegSrc0"), word.field("RegSrc1"), word.field("RegSrc2")));
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
