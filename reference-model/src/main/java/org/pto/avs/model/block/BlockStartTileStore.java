package org.pto.avs.model.block;

import org.pto.avs.isa.Decoded;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.machine.Operation;
import org.pto.avs.model.commit.TileStore;
import org.pto.avs.model.machine.Machine;

/** BSTART.TSTORE: opens a block whose operation is TSTORE (a Shared tile into GM). */
public class BlockStartTileStore extends BlockStart {

    public static final String HANDLER = "BlockStartTileStore";

    public BlockStartTileStore(BlockCommit commit) {
        super(commit);
    }

    @Override
    protected Operation operation(Decoded word, Machine machine) {
        return new TileStore(dataType(word, machine));
    }
}
