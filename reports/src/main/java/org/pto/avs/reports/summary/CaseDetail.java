package org.pto.avs.reports.summary;

import org.pto.avs.engine.api.CaseStatus;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.model.FailureCategory;
import org.pto.avs.reports.model.FieldDifference;

/** The one line a summary shows for a case that did not simply pass: its category and first difference. */
final class CaseDetail {

    private CaseDetail() {
    }

    static String of(CaseResult c) {
        String waiver = c.waiver().map(w -> w.describe()).orElse("");
        String category = FailureCategory.of(c).filter(f -> f != FailureCategory.WAIVED)
                .map(f -> "[" + f.label() + "] ").orElse("");
        String first = c.differences().stream().findFirst().map(FieldDifference::toString)
                .orElse(firstLine(c.message()));
        if (c.status() == org.pto.avs.engine.api.CaseStatus.PASS) {
            return waiver;
        }
        String detail = category + first;
        return waiver.isEmpty() ? detail : waiver + "; " + detail;
    }

    private static String firstLine(String message) {
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
