package org.pto.avs.model.block;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.OutsideTheModel;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;

/**
 * The block starts the reference does not execute: the generic BSTART, the C.BSTART family, BSTART.STD and BSTART.SYS.
 * Each opens a block whose commit transfers control (BARG, BPC and BPCN), which a program of fallthrough blocks run
 * word after word cannot follow. Their records carry the spec's constraints, which the step loop checks first (C.BSTART.FP
 * and C.BSTART.STD BrType, the simm17 of BSTART.SYS and of BSTART.STD FALL: Fault_IllegalInstruction); a word that
 * passes them is unsupported and changes nothing (semantics §1 item 4).
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class ControlTransferStart implements Semantics {

    /** The mnemonics whose semantics these are. */
    public static final List<String> MNEMONICS =
            List.of("BSTART", "C.BSTART", "C.BSTART.FP", "C.BSTART.STD", "C.BSTART.SYS", "BSTART.STD", "BSTART.SYS");

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        throw new OutsideTheModel(word.form() + " opens a block whose commit transfers control, outside the subset");
    }

    @Override
    public Kind kind() {
        return Kind.BLOCK_BOUNDARY;
    }
}
