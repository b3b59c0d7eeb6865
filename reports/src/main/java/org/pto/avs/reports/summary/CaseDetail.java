package org.pto.avs.reports.summary;

import java.util.ArrayList;
import java.util.List;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.model.FailureCategory;
import org.pto.avs.reports.model.FieldDifference;
import org.pto.avs.results.AdvisoryFindings;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.PartialPoints;
import org.pto.avs.results.Retried;

/**
 * The one line a summary shows for a case: its partial mark when it covers its point only in part, its waiver, its
 * retried mark when it ran a second time, for a case that did not simply pass its category and first difference, and last its advisory mark when an advisory
 * vector differed (what decides the status comes before what never does).
 */
final class CaseDetail {

    private CaseDetail() {}

    static String of(CaseResult c) {
        List<String> parts = new ArrayList<>();
        // First, so a partial point never reads as the whole point, whatever else the line says.
        parts.add(PartialPoints.mark(c.partial()));
        parts.add(c.waiver().map(w -> w.describe()).orElse(""));
        parts.add(Retried.mark(c.retried()));
        if (c.status() != CaseStatus.PASS) {
            // The status column already says waived or not supported, and the id column the case: neither again.
            String category = FailureCategory.of(c)
                    .filter(f -> f != FailureCategory.WAIVED && f != FailureCategory.NOT_SUPPORTED)
                    .map(f -> "[" + f.label() + "] ")
                    .orElse("");
            String first = c.differences().stream()
                    .findFirst()
                    .map(FieldDifference::toString)
                    .orElse(withoutId(firstLine(c.message()), c.avsId()));
            parts.add(category + first);
        }
        parts.add(AdvisoryFindings.mark(c.advisoryFindings()));
        return String.join("; ", parts.stream().filter(p -> !p.isEmpty()).toList());
    }

    /** The message without the case's id at its start ({@code PTO-AVS-...: unsupported} is {@code unsupported}). */
    static String withoutId(String message, String avsId) {
        if (!message.startsWith(avsId)) {
            return message;
        }
        String rest = message.substring(avsId.length());
        return rest.startsWith(": ") ? rest.substring(2) : rest.stripLeading();
    }

    private static String firstLine(String message) {
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
