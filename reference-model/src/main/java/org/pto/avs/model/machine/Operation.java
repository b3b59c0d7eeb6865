package org.pto.avs.model.machine;

import org.apiguardian.api.API;

/**
 * The operation a BSTART installs (semantics §3, BSTART step 4). At commit it checks its operands against
 * its schema and plans its effects without applying any (semantics §4: all checks before any effect); its
 * schema decides which Shared bindings it consumes.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public interface Operation {

    /** For traces: TLOAD, TSTORE, TADD, ... */
    String name();

    /** Checks the block's operands (throwing a {@code Fault} from a check) and plans the effects. */
    CommitPlan plan(Block block, Machine machine);

    /**
     * True for the operation of a tile block (VEC, SFU, TLSU: TEPL, TLOAD, TSTORE); false for a standard block, which
     * has no operation (the block B.HINT TRACE opens). A control attribute DR = 1 is legal only in a tile block.
     */
    default boolean isTileOperation() {
        return true;
    }
}
