package org.pto.avs.model.block;

import org.pto.avs.isa.Decoded;
import org.pto.avs.model.commit.BlockCommit;
import org.pto.avs.model.machine.Operation;
import org.pto.avs.model.commit.SharedPublication;
import org.pto.avs.model.commit.TileLoad;
import org.pto.avs.model.machine.Machine;

/** BSTART.TLOAD: opens a block whose operation is TLOAD (GM into a Shared tile). */
public class BlockStartTileLoad extends BlockStart {

    public static final String HANDLER = "BlockStartTileLoad";

    private final SharedPublication publication;

    public BlockStartTileLoad(BlockCommit commit, SharedPublication publication) {
        super(commit);
        this.publication = publication;
    }

    @Override
    protected Operation operation(Decoded word, Machine machine) {
        return new TileLoad(dataType(word, machine), publication);
    }
}
