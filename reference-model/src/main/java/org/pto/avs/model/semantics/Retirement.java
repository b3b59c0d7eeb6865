package org.pto.avs.model.semantics;

import org.apiguardian.api.API;

/**
 * How an instruction that raised no fault ended. A waiting instruction (a commit whose TSTORE parent is not
 * yet published, semantics §4 step 3) does not retire: the TPC stays, the block stays uncommitted.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public enum Retirement {
    RETIRED,
    WAITING
}
