package org.pto.avs.model.instruction.bdim;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;

/**
 * B.DIM, all three forms: LBn = zero-extend((GPR[RegSrc] + uimm17)[15:0]), n the form's loop bound
 * ({@link LoopBoundOfForm}), write-once per block with C.B.DIMI sharing the presence bits. Order: RegSrc 24..31 is
 * Fault_IllegalInstruction before any read (the catalog's constraint, run by the step loop); then placement (an open
 * header, else Fault_BundleControl); then the read and the add; then the duplicate check (Fault_BundleControl); then
 * the write and its presence bit; TPC += 4.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class RegisterLoopBound implements Semantics {

    public static final String MNEMONIC = "B.DIM";

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        // Reading a GPR changes nothing, so reading it before placement is faulted is the spec's order in effect.
        long value = machine.gprs().read(word.field("RegSrc")) + word.field("uimm17");
        LoopBoundWrite.write(MNEMONIC, LoopBoundOfForm.index(word.form()), value, machine);
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
