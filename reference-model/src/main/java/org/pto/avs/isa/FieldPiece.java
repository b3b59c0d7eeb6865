package org.pto.avs.isa;

/** One contiguous slice of a field: {@code width} bits at {@code instructionLsb} hold value bits from {@code valueLsb}. */
public record FieldPiece(int instructionLsb, int valueLsb, int width) {

    long instructionMask() {
        return ((1L << width) - 1) << instructionLsb;
    }
}
