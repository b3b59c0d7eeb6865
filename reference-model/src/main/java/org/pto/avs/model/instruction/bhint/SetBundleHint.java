package org.pto.avs.model.instruction.bhint;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.commit.NoOperation;
import org.pto.avs.model.machine.Block;
import org.pto.avs.model.machine.BlockHint;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.semantics.OncePerHeader;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;

/**
 * B.HINT, both forms (the spec's one handler, {@code SetBundleHint}). No field has a reserved value.
 *
 * <p>The ordinary form is a header command: no active block, the body begun, or a hint already in the block (a block
 * TRACE opened has one) is Fault_BundleControl; then the record {branch_valid V, branch_likely L/UL, temperature,
 * prefetch_size}. A hint changes no functional result.
 *
 * <p>TRACE starts a block: an active block is committed first, as the next BSTART would commit it (a commit that
 * faults stops TRACE with its fault, one that waits makes TRACE wait); then the header state is cleared and an empty
 * standard block opens, its header open, with no operation and no binding; its hint marks the trace boundary (trace
 * true, trace_end B/E). BSTOP or C.BSTOP commits it with no effect.
 */
@API(status = API.Status.INTERNAL, since = "0.2")
public final class SetBundleHint implements Semantics {

    /** The mnemonic whose semantics these are. */
    public static final String MNEMONIC = "B.HINT";

    /** The TRACE form's field: 0 TRACE.begin, 1 TRACE.end. Only the TRACE form has it. */
    static final String TRACE_END = "B/E";

    static final String TRACE_COMMIT = "trace-commit";
    static final String TRACE_OPEN = "trace-open";

    private final BlockCommit commit;

    public SetBundleHint(BlockCommit commit) {
        this.commit = commit;
    }

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        return word.form().field(TRACE_END).isPresent() ? trace(word, machine) : hint(word, machine);
    }

    private static Retirement hint(Decoded word, Machine machine) {
        Block block = machine.block();
        OncePerHeader.check(machine, MNEMONIC, block.hint());
        block.recordHint(new BlockHint(
                false,
                false,
                word.field("V") != 0,
                word.field("L/UL") != 0,
                word.field("temp"),
                word.field("prefetch_size")));
        return Retirement.RETIRED;
    }

    private Retirement trace(Decoded word, Machine machine) {
        Block block = machine.block();
        if (block.isActive()) {
            machine.reachCheck(TRACE_COMMIT);
            if (commit.commit(machine) == Retirement.WAITING) {
                return Retirement.WAITING;
            }
        }
        machine.reachCheck(TRACE_OPEN);
        block.open(NoOperation.STANDARD_BLOCK);
        block.recordHint(BlockHint.trace(word.field(TRACE_END) != 0));
        return Retirement.RETIRED;
    }

    @Override
    public List<String> checks() {
        return List.of(
                OncePerHeader.PLACEMENT, OncePerHeader.DUPLICATE, OncePerHeader.RECORD, TRACE_COMMIT, TRACE_OPEN);
    }

    @Override
    public Kind kind() {
        return Kind.HEADER_COMMAND;
    }
}
