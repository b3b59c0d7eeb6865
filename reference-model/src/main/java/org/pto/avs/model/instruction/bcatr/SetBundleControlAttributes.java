package org.pto.avs.model.instruction.bcatr;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.ControlAttributes;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.OncePerHeader;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;

/**
 * B.CATR: the block's control attribute record {trap, atomic, acquire, release, far, dr}, at most one per block and
 * only in a header. Every field value is assigned, so no catalog constraint applies; placement (no active block, or the
 * body began) and a second B.CATR in the block are Fault_BundleControl, the first record kept; then the record. What
 * the attributes do is the commit's ({@code CommitCheck.CONTROL_ATTRIBUTES}).
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class SetBundleControlAttributes implements Semantics {

    /** The mnemonic whose semantics these are. */
    public static final String MNEMONIC = "B.CATR";

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        Block block = machine.block();
        OncePerHeader.check(machine, MNEMONIC, block.controlAttributes());
        block.recordControlAttributes(new ControlAttributes(
                bit(word, "trap"),
                bit(word, "atom"),
                bit(word, "aq"),
                bit(word, "rl"),
                bit(word, "far"),
                bit(word, "DR")));
        return Retirement.RETIRED;
    }

    private static boolean bit(Decoded word, String field) {
        return word.field(field) != 0;
    }

    @Override
    public List<String> checks() {
        return List.of(OncePerHeader.PLACEMENT, OncePerHeader.DUPLICATE, OncePerHeader.RECORD);
    }

    @Override
    public Kind kind() {
        return Kind.HEADER_COMMAND;
    }
}
