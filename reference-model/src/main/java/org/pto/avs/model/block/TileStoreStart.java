package org.pto.avs.model.block;

import org.apiguardian.api.API;
import org.pto.avs.model.commit.TileCopy;
import org.pto.avs.model.commit.TileStore;

/** BSTART.TSTORE: opens a block whose operation is TSTORE (a Shared tile into GM). */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class TileStoreStart {

    public static final String MNEMONIC = "BSTART.TSTORE";

    private TileStoreStart() {}

    public static OperationSelector operation() {
        return operation(TileCopy.VALID_ROWS);
    }

    /** TSTORE with its copy to GM replaced: a variant model. */
    public static OperationSelector operation(TileCopy copy) {
        return (word, machine) -> new TileStore(BlockStart.dataType(word, machine), copy);
    }
}
