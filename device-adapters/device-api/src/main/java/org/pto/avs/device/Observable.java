package org.pto.avs.device;

import org.apiguardian.api.API;

/**
 * One kind of architectural state a device can report (semantics §7). A device declares the set it
 * supports; a vector that needs another is "not supported" on that device.
 */
@API(status = API.Status.STABLE, since = "0.1")
public enum Observable {
    /** Each program word's outcome: executed, fault with its kind, or unsupported. */
    STEP_OUTCOMES,
    /** The form, semantic handler and field values each program word decoded to. */
    DECODE,
    /** The block's Shared binding stream: id, SizeCode, mask, consumed. */
    BINDINGS,
    /** The block phase after the program: none, header or body. */
    BLOCK_PHASE,
    /** The block's participation mask after the program. */
    PARTICIPATION,
    /** Shared register descriptors. */
    SHARED_DESCRIPTORS,
    /** Shared register payload bytes. */
    SHARED_PAYLOADS,
    /** Bytes of the 256 KiB Shared pool in use. */
    POOL_IN_USE,
    /** Bytes of global memory in ranges the case names. */
    GM,
    /** General-purpose registers R0..R23. */
    GPRS,
    /** The block's loop bounds LB0..LB2 that are present, with their values. */
    LOOP_BOUNDS,
    /** How far each program word advanced TPC: 0 when it did not retire, else its length in bytes (2 or 4). */
    TPC_ADVANCE,
    /** The block's scalar binding record (B.IOR), or none. */
    SCALAR_BINDING,
    /** The block's Local tile binding records (B.IOT) in order, and whether an L = 1 closed their sequence. */
    LOCAL_BINDINGS,
    /** The range-modifier carriers (B.ASSEMBLE, B.SUBVIEW) on the block's Shared and Local bindings. */
    RANGE_CARRIERS
}
