package org.pto.avs.isa;

import org.apiguardian.api.API;

/** One contiguous slice of a field: {@code width} bits at {@code instructionLsb} hold value bits from {@code valueLsb}. */
@API(status = API.Status.INTERNAL, since = "0.1")
public record FieldPiece(int instructionLsb, int valueLsb, int width) {

    long instructionMask() {
        return ((1L << width) - 1) << instructionLsb;
    }
}
