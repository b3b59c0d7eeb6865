package org.pto.avs.model.block;

import org.apiguardian.api.API;
import org.pto.avs.isa.Decoded;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.machine.Machine;
import org.pto.avs.model.machine.Operation;
import org.pto.avs.model.semantics.Retirement;
import org.pto.avs.model.semantics.Semantics;

/**
 * BSTART (semantics §3): 1. a reserved DataType is rejected by the generic constraint check; 2. the operation
 * descriptor is checked (a reserved TEPL selector is Fault_IllegalInstruction); 3. an active block is committed
 * first, and a failed (or waiting) commit stops BSTART with no further change; 4. the header state is cleared and a
 * block opens with its header; 5. the selected operation is installed, and its DataType becomes the data type of the
 * block's data attributes. {@link TileLoadStart}, {@link TileStoreStart} and {@link TileElementwiseStart} say which
 * operation: the three BSTART forms share this semantics (the spec's one handler for them) and differ only in what
 * they install.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class BlockStart implements Semantics {

    private final BlockCommit commit;
    private final OperationSelector selector;

    public BlockStart(BlockCommit commit, OperationSelector selector) {
        this.commit = commit;
        this.selector = selector;
    }

    @Override
    public Retirement execute(Decoded word, Machine machine) {
        Operation operation = selector.select(word, machine);
        if (machine.block().isActive() && commit.commit(machine) == Retirement.WAITING) {
            return Retirement.WAITING;
        }
        machine.block().open(operation);
        machine.block().inheritDataType(dataType(word, machine));
        return Retirement.RETIRED;
    }

    @Override
    public Kind kind() {
        return Kind.BLOCK_BOUNDARY;
    }

    static int dataType(Decoded word, Machine machine) {
        return word.field(machine.profile().isa().dataTypeField());
    }
}
