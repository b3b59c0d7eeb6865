package org.pto.avs.reports.summary;

import java.util.ArrayList;
import java.util.List;
import org.pto.avs.engine.api.CaseStatus;
import org.pto.avs.engine.api.PartialPoints;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.model.FailureCategory;
import org.pto.avs.reports.model.FieldDifference;

/**
 * The one line a summary shows for a case: its partial mark when it covers its point only in part, its waiver,
 * and for a case that did not simply pass its category and first difference.
 */
final class CaseDetail {

    private CaseDetail() {
    }

    static String of(CaseResult c) {
        List<String> parts = new ArrayList<>();
        // First, so a partial point never reads as the whole point, whatever else the line says.
        parts.add(PartialPoints.mark(c.partial()));
        parts.add(c.waiver().map(w -> w.describe()).orElse(""));
        if (c.status() != CaseStatus.PASS) {
            String category = FailureCategory.of(c).filter(f -> f != FailureCategory.WAIVED)
                    .map(f -> "[" + f.label() + "] ").orElse("");
            String first = c.differences().stream().findFirst().map(FieldDifference::toString)
                    .orElse(firstLine(c.message()));
            parts.add(category + first);
        }
        return String.join("; ", parts.stream().filter(p -> !p.isEmpty()).toList());
    }

    private static String firstLine(String message) {
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
