package org.pto.avs.model.instruction.cbdimi;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.instruction.bdim.LoopBoundWrite;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;

/**
 * C.B.DIMI (C16): LB[LoopNest] = zero-extend(imm8), sharing B.DIM's presence bits. LoopNest 3 is
 * Fault_IllegalInstruction (the catalog's constraint, run by the step loop); then placement and the duplicate check
 * across C.B.DIMI and B.DIM (Fault_BundleControl); then the write. The word is 16 bits, so TPC += 2.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ImmediateLoopBound implements Semantics {

    public static final String MNEMONIC = "C.B.DIMI";

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        LoopBoundWrite.write(MNEMONIC, word.field("LoopNest"), word.field("imm8"), machine);
        return Retirement.RETIRED;
    }

    @Override
    public List<String> checks() {
        return LoopBoundWrite.CHECKS;
    }

    @Override
    public Kind kind() {
        return Kind.HEADER_COMMAND;
    }
}
