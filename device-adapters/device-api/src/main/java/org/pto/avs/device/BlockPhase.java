package org.pto.avs.device;

/** Where the block lifecycle stands: no active block, header open, or body begun. */
public enum BlockPhase {
    NONE,
    HEADER,
    BODY
}
