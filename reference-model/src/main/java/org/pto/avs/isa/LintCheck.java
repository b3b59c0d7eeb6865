package org.pto.avs.isa;

import java.util.List;

/** One family of catalog checks. */
interface LintCheck {

    void check(Catalog catalog, List<LintFinding> findings);

    /** {@code pto-avs/catalog/block/B.IOS.json b_ios_32_4ba5ef98fdaa}: where a form's findings point. */
    static String where(Catalog catalog, Form form) {
        return catalog.instructionOf(form).source() + " " + form.formId();
    }
}
