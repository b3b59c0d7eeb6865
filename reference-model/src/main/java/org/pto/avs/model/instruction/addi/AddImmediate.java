package org.pto.avs.model.instruction.addi;

import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;

/**
 * ADDI: RegDst = SrcL + zero-extended uimm12 (semantics §1). R0 reads zero and ignores writes; RegDst and
 * SrcL 24..31 are rejected by the generic constraint check. As a body instruction it enters the body of an
 * open header.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ScalarAddImmediate implements Semantics {

    public static final String HANDLER = "ScalarAddImmediate";

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        long sum = machine.gprs().read(word.field("SrcL")) + word.field("uimm12");
        machine.gprs().write(word.field("RegDst"), sum);
        return Retirement.RETIRED;
    }

    @Override
    public Kind kind() {
        return Kind.BODY;
    }
}
