package org.pto.avs.device;

import org.apiguardian.api.API;

/** Where the block lifecycle stands: no active block, header open, or body begun. */
@API(status = API.Status.STABLE, since = "0.1")
public enum BlockPhase {
    NONE,
    HEADER,
    BODY
}
