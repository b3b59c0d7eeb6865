package org.pto.avs.isa;

import java.util.List;

/**
 * Each field's pieces lie inside the instruction word and inside the field's width, cover every value bit exactly
 * once, and no two fields (nor two pieces of one field) share an instruction bit.
 */
final class FieldLayoutCheck implements LintCheck {

    @Override
    public void check(Catalog catalog, List<LintFinding> findings) {
        for (Form form : catalog.forms()) {
            long usedByFields = 0;
            for (Field field : form.fields()) {
                String where = LintCheck.where(catalog, form) + " fields[" + field.name() + "]";
                long valueBits = 0;
                long instructionBits = 0;
                boolean overlapping = false;
                for (FieldPiece piece : field.pieces()) {
                    String describe = "piece (instruction_lsb " + piece.instructionLsb() + ", value_lsb "
                            + piece.valueLsb() + ", width " + piece.width() + ")";
                    if (piece.width() <= 0 || piece.instructionLsb() < 0 || piece.valueLsb() < 0) {
                        findings.add(LintFinding.error(where, describe + " has a negative position or no width"));
                        continue;
                    }
                    if (piece.instructionLsb() + piece.width() > form.lengthBits()) {
                        findings.add(LintFinding.error(
                                where,
                                describe + " reaches bit "
                                        + (piece.instructionLsb() + piece.width() - 1) + ", outside the "
                                        + form.lengthBits() + "-bit word"));
                    }
                    if (piece.valueLsb() + piece.width() > field.width()) {
                        findings.add(LintFinding.error(
                                where,
                                describe + " holds value bit "
                                        + (piece.valueLsb() + piece.width() - 1) + ", outside the field's width "
                                        + field.width()));
                    }
                    long pieceValueBits = ones(piece.width()) << piece.valueLsb();
                    if ((valueBits & pieceValueBits) != 0) {
                        findings.add(LintFinding.error(
                                where,
                                describe + " covers value bits " + BitRanges.describe(valueBits & pieceValueBits)
                                        + " a second time"));
                    }
                    valueBits |= pieceValueBits;
                    long pieceBits = piece.instructionMask();
                    overlapping |= (instructionBits & pieceBits) != 0;
                    instructionBits |= pieceBits;
                }
                long missing = ones(field.width()) & ~valueBits;
                if (field.width() > 0 && missing != 0) {
                    findings.add(LintFinding.error(where, "no piece holds value bits " + BitRanges.describe(missing)));
                }
                if (overlapping) {
                    findings.add(LintFinding.error(where, "two pieces share instruction bits"));
                }
                if ((usedByFields & instructionBits) != 0) {
                    findings.add(LintFinding.error(
                            where,
                            "instruction bits " + BitRanges.describe(usedByFields & instructionBits)
                                    + " already belong to another field"));
                }
                usedByFields |= instructionBits;
            }
        }
    }

    private static long ones(int width) {
        return width >= 64 ? -1L : (1L << width) - 1;
    }
}
