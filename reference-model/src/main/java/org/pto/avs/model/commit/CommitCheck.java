package org.pto.avs.model.commit;

import org.apiguardian.api.API;

/**
 * The commit's order (semantics §4), in the declaration order of the constants: {@link BlockCommit} runs one
 * step per constant. Every check comes before any effect, so a fault leaves the block active and uncommitted.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public enum CommitCheck {
    /**
     * 0. The block's control attributes (B.CATR): DR = 1 in a block with no tile operation is Fault_BundleControl; a
     * block with trap = 1 (a post-commit trap), far = 1 (remote execution) or DR = 1 with a nonzero participation
     * commits outside the subset (unsupported, nothing changes).
     */
    CONTROL_ATTRIBUTES,
    /** 1. Zero participation and no bindings: the commit succeeds with no effect. */
    EMPTY_BLOCK,
    /** 2. A Shared destination of more than one PE without B.ASSEMBLE: Fault_TileLegality. */
    MULTI_PE_DESTINATION,
    /** 3. The operation checks its operands and plans its effects; a TSTORE whose parent is unpublished waits. */
    OPERATION,
    /** 5. An ordinary Shared binding the operation does not consume: Fault_TileLegality, before any effect. */
    UNCONSUMED_BINDING,
    /** 3. The operation's effects, applied once every check passed. */
    EFFECTS,
    /** 4. The bindings the operation used are marked consumed, in schema order. */
    CONSUMPTION
}
