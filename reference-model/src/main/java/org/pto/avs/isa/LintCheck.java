package org.pto.avs.isa;

import java.util.List;

/** One family of catalog checks. */
interface LintCheck {

    void check(Catalog catalog, List<LintFinding> findings);

    /**
     * {@code pto-avs/catalog/block/B.IOS.json b_ios_32_4ba5ef98fdaa}, or the decode table's resource for a form it
     * alone knows: where a form's findings point.
     */
    static String where(Catalog catalog, Form form) {
        Instruction record = catalog.instructionOf(form);
        return (record != null ? record.source() : catalog.isaTable().resource()) + " " + form.formId();
    }
}
