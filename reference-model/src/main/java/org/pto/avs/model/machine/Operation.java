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
}
