package org.pto.avs.model.block;

import org.pto.avs.model.commit.SharedPublication;
import org.pto.avs.model.commit.TileLoad;

/** BSTART.TLOAD: opens a block whose operation is TLOAD (GM into a Shared tile). */
public final class BlockStartTileLoad {

    public static final String HANDLER = "BlockStartTileLoad";

    private BlockStartTileLoad() {
    }

    /** TLOAD of the word's DataType, writing its Shared destination through {@code publication}. */
    public static OperationSelector operation(SharedPublication publication) {
        return operation(publication, TileLoad.BINDING_CAPACITY);
    }

    /** The same with the shape check's {@code room} replaced. */
    public static OperationSelector operation(SharedPublication publication, TileLoad.Room room) {
        return (word, machine) -> new TileLoad(BlockStart.dataType(word, machine), publication, room);
    }
}
