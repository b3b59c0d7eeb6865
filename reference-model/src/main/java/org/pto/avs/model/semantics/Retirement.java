package org.pto.avs.model.semantics;

/**
 * How an instruction that raised no fault ended. A waiting instruction (a commit whose TSTORE parent is not
 * yet published, semantics §4 step 3) does not retire: the TPC stays, the block stays uncommitted.
 */
public enum Retirement {
    RETIRED,
    WAITING
}
