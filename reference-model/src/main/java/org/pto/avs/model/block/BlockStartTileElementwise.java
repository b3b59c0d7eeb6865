package org.pto.avs.model.block;

import org.pto.avs.isa.Decoded;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.machine.Operation;
import org.pto.avs.model.commit.TileElementwise;
import org.pto.avs.model.machine.Machine;

/** BSTART.TEPL: opens a block whose operation is a VEC element op (Mode 0 Function 0 is TADD). */
public class BlockStartTileElementwise extends BlockStart {

    public static final String HANDLER = "BlockStartTileElementwise";

    public BlockStartTileElementwise(BlockCommit commit) {
        super(commit);
    }

    @Override
    protected Operation operation(Decoded word, Machine machine) {
        return new TileElementwise(dataType(word, machine), word.field("Mode"), word.field("Function"));
    }
}
