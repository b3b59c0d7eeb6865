package org.pto.avs.device;

import org.apiguardian.api.API;

/**
 * One kind of architectural state a device can report (semantics §7). A device declares the set it
 * supports; a vector that needs another is "not supported" on that device. State an instruction keeps beyond these
 * (loop bounds, binding records, attributes) is a named state record, declared by the catalog and by
 * {@link Device#records()}, never a constant here.
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
    /** How far each program word advanced TPC: 0 when it did not retire, else its length in bytes (2 or 4). */
    TPC_ADVANCE
}
