package org.pto.avs.engine.cases;

import org.pto.avs.isa.Profile;

/** The ranges semantic checks hold case values to: the machine's from the catalog profile, the harness's own. */
record Limits(int sharedPoolBytes, int gprs) {

    /** GM addresses a case may name (40 bits, far beyond any case's need). */
    static final long MAX_GM_ADDRESS = (1L << 40) - 1;
    /** The largest GM segment or range a case may hold, so a typo cannot ask for gigabytes. */
    static final int MAX_GM_LENGTH = 16 * 1024 * 1024;
    /** Tile dimensions are 16-bit (LB0..LB2). */
    static final int MAX_DIMENSION = 0xFFFF;
    /** DataType is a 5-bit field. */
    static final int MAX_DATA_TYPE = 31;

    static Limits of(Profile profile) {
        return new Limits(profile.sharedPoolBytes(), profile.gprs());
    }
}
