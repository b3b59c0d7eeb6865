package org.pto.avs.model.block;

import org.apiguardian.api.API;
import org.pto.avs.model.commit.SharedPublication;
import org.pto.avs.model.commit.TileCopy;
import org.pto.avs.model.commit.TileLoad;

/** BSTART.TLOAD: opens a block whose operation is TLOAD (GM into a Shared tile). */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class TileLoadStart {

    public static final String MNEMONIC = "BSTART.TLOAD";

    private TileLoadStart() {}

    /** TLOAD of the word's DataType, writing its Shared destination through {@code publication}. */
    public static OperationSelector operation(SharedPublication publication) {
        return operation(publication, TileLoad.BINDING_CAPACITY);
    }

    /** The same with the shape check's {@code room} replaced. */
    public static OperationSelector operation(SharedPublication publication, TileLoad.Room room) {
        return operation(publication, room, TileCopy.VALID_ROWS);
    }

    /** The same with the shape check's {@code room} and the copy from GM replaced. */
    public static OperationSelector operation(SharedPublication publication, TileLoad.Room room, TileCopy copy) {
        return (word, machine) -> new TileLoad(BlockStart.dataType(word, machine), publication, room, copy);
    }
}
