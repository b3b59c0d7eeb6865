package org.pto.avs.model.instruction.addi;

import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.OutsideTheModel;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;

/**
 * ADDI: RegDst = SrcL + zero-extended uimm12 (semantics §1). Every Reg5 code is assigned (ADDI.asl): SrcL 0..23 are
 * R0..R23, 24..27 read T#1..T#4 and 28..31 U#1..U#4; RegDst 1..23 write R1..R23, 0 and 24..29 discard the result, 30
 * pushes U and 31 pushes T. The subset has no T or U queue, so a word that reads or pushes one is outside the model
 * (unsupported). As a body instruction it enters the body of an open header.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class AddImmediate implements Semantics {

    public static final String MNEMONIC = "ADDI";

    /** The first Reg5 source code that names a queue entry (T#1) rather than a GPR. */
    static final int FIRST_QUEUE_SOURCE = 24;

    /** Reg5 destination codes from here to 29 discard the result, as 0 does. */
    static final int FIRST_DISCARDING_DESTINATION = 24;

    /** The first Reg5 destination code that pushes a queue (30 pushes U, 31 pushes T). */
    static final int FIRST_QUEUE_PUSH = 30;

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        int source = word.field("SrcL");
        int destination = word.field("RegDst");
        if (source >= FIRST_QUEUE_SOURCE) {
            throw new OutsideTheModel("ADDI SrcL " + source + " reads a T or U queue entry, which the subset lacks");
        }
        if (destination >= FIRST_QUEUE_PUSH) {
            throw new OutsideTheModel("ADDI RegDst " + destination + " pushes a T or U queue, which the subset lacks");
        }
        long sum = machine.gprs().read(source) + word.field("uimm12");
        if (destination < FIRST_DISCARDING_DESTINATION) {
            machine.gprs().write(destination, sum);
        }
        return Retirement.RETIRED;
    }

    @Override
    public Kind kind() {
        return Kind.BODY;
    }
}
