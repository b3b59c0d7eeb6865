package org.pto.avs.model.block;

import org.apiguardian.api.API;
import org.pto.avs.model.commit.TileElementwise;

/** BSTART.TEPL: opens a block whose operation is a VEC element op (Mode 0 Function 0 is TADD). */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class TileElementwiseStart {

    public static final String MNEMONIC = "BSTART.TEPL";

    private TileElementwiseStart() {}

    public static OperationSelector operation() {
        return (word, machine) ->
                new TileElementwise(BlockStart.dataType(word, machine), word.field("Mode"), word.field("Function"));
    }
}
