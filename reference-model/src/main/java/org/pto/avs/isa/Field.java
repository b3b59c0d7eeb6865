package org.pto.avs.isa;

import java.util.List;
import org.apiguardian.api.API;

/** An encoded field of a form, assembled from one or more pieces of the instruction word. */
@API(status = API.Status.INTERNAL, since = "0.1")
public record Field(String name, List<FieldPiece> pieces, String signedness, int width) {

    public Field {
        pieces = List.copyOf(pieces);
    }

    /** The field's raw value in {@code word}. */
    public long extract(long word) {
        long value = 0;
        for (FieldPiece piece : pieces) {
            long bits = (word >>> piece.instructionLsb()) & ((1L << piece.width()) - 1);
            value |= bits << piece.valueLsb();
        }
        return value;
    }

    /** {@code word} with this field set to {@code value}; the caller has checked {@link #fits(long)}. */
    public long insert(long word, long value) {
        for (FieldPiece piece : pieces) {
            long bits = (value >>> piece.valueLsb()) & ((1L << piece.width()) - 1);
            word = (word & ~piece.instructionMask()) | (bits << piece.instructionLsb());
        }
        return word;
    }

    public boolean fits(long value) {
        return value >= 0 && value < (1L << width);
    }

    public long maxValue() {
        return (1L << width) - 1;
    }

    /** The instruction bits this field occupies. */
    public long instructionMask() {
        long mask = 0;
        for (FieldPiece piece : pieces) {
            mask |= piece.instructionMask();
        }
        return mask;
    }
}
