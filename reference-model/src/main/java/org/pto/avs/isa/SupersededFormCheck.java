package org.pto.avs.isa;

import java.util.List;

/**
 * A form of the ISA's decode table that a record of the same form id replaces with another identity: the record
 * wins (the seed's B.IOS over the table's later line, semantics §1), and the lint says what was replaced.
 */
final class SupersededFormCheck implements LintCheck {

    @Override
    public void check(Catalog catalog, List<LintFinding> findings) {
        for (Form table : catalog.supersededTableForms()) {
            Form record = catalog.form(table.formId()).orElseThrow();
            String digits = "0x%0" + table.lengthBits() / 4 + "x";
            findings.add(LintFinding.info(
                    LintCheck.where(catalog, record),
                    "the record replaces the decode table's "
                            + table + " (" + catalog.isaTable().source() + "): match/mask "
                            + String.format(digits, record.match()) + "/" + String.format(digits, record.mask())
                            + " instead of the table's "
                            + String.format(digits, table.match()) + "/" + String.format(digits, table.mask())));
        }
    }
}
