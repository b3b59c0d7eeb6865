package org.pto.avs.model.block;

import org.pto.avs.model.commit.TileStore;

/** BSTART.TSTORE: opens a block whose operation is TSTORE (a Shared tile into GM). */
public final class BlockStartTileStore {

    public static final String HANDLER = "BlockStartTileStore";

    private BlockStartTileStore() {
    }

    public static OperationSelector operation() {
        return (word, machine) -> new TileStore(BlockStart.dataType(word, machine));
    }
}
