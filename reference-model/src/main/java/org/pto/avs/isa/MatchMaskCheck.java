package org.pto.avs.isa;

import java.util.List;

/** The mask lies inside the word, the match inside the mask, and no field bit inside the mask. */
final class MatchMaskCheck implements LintCheck {

    @Override
    public void check(Catalog catalog, List<LintFinding> findings) {
        for (Form form : catalog.decodeForms()) {
            String where = LintCheck.where(catalog, form) + " encoding";
            long word = form.lengthBits() >= 64 ? -1L : (1L << form.lengthBits()) - 1;
            if ((form.mask() & ~word) != 0) {
                findings.add(LintFinding.error(
                        where,
                        "mask bits " + BitRanges.describe(form.mask() & ~word) + " lie outside the " + form.lengthBits()
                                + "-bit word"));
            }
            if ((form.match() & ~form.mask()) != 0) {
                findings.add(LintFinding.error(
                        where,
                        "match bits " + BitRanges.describe(form.match() & ~form.mask())
                                + " lie outside the mask, so no word can match"));
            }
            for (Field field : form.fields()) {
                long fixed = field.instructionMask() & form.mask();
                if (fixed != 0) {
                    findings.add(LintFinding.error(
                            where,
                            "field " + field.name() + " bits " + BitRanges.describe(fixed)
                                    + " lie inside the mask, so the field cannot vary"));
                }
            }
        }
    }
}
