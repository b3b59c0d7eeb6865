package org.pto.avs.model.block;

import org.pto.avs.isa.Decoded;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.machine.Operation;
import org.pto.avs.model.machine.Machine;

/**
 * BSTART (spec section 3): 1. a reserved DataType is rejected by the generic constraint check; 2. an active
 * block is committed first, and a failed (or waiting) commit stops BSTART with no further change; 3. the
 * header state is cleared and a block opens with its header; 4. the selected operation is installed.
 * Subclasses say which operation.
 */
public abstract class BlockStart implements Semantics {

    private final BlockCommit commit;

    protected BlockStart(BlockCommit commit) {
        this.commit = commit;
    }

    /** The operation this BSTART selects. */
    protected abstract Operation operation(Decoded word, Machine machine);

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        Operation operation = operation(word, machine);
        if (machine.block().isActive() && commit.commit(machine) == Retirement.WAITING) {
            return Retirement.WAITING;
        }
        machine.block().open(operation);
        return Retirement.RETIRED;
    }

    @Override
    public Kind kind() {
        return Kind.BLOCK_BOUNDARY;
    }

    protected static int dataType(Decoded word, Machine machine) {
        return word.field(machine.profile().isa().dataTypeField());
    }
}
