package org.pto.avs.engine.execution;

import java.util.Map;
import java.util.stream.Collectors;
import org.pto.avs.engine.api.CaseStatus;
import org.pto.avs.engine.api.PartialPoints;
import org.pto.avs.engine.api.RunVerdict;

/**
 * The summary the engine prints at the end of a run ({@code avs.summary=false} turns it off):
 * <pre>
 * PTO AVS on PTO AVS reference 0.1.0: 13 cases
 * Verdict: does not conform: 1 of 13 cases non-conforming
 *   pass           execution        PTO-AVS-BLOCK-B-IOS-STREAM-001
 *   fail           fault            PTO-AVS-BLOCK-B-IOS-PLACEMENT-001  (first difference)
 *   pass           execution        PTO-AVS-BLOCK-B-IOR-DEFAULTS-EXEC-001  [partial: leaves out <step> (<why>)]
 * Totals: 12 pass, 1 fail, 0 not-supported, 0 waived, 0 error, 0 crash, 0 timeout; partial: 1
 * </pre>
 * A partial case ({@link PartialPoints}) is marked on its line and counted apart from its status.
 * With {@code pto-avs-reports} on the class path its fuller table (with clause coverage and the summary files)
 * replaces this one; both say the run's {@link RunVerdict} in the same words.
 */
public final class ConsoleSummary {

    private ConsoleSummary() {
    }

    public static String render(RunSummary summary, String device) {
        StringBuilder text = new StringBuilder();
        text.append("PTO AVS on ").append(device).append(": ").append(summary.lines().size())
                .append(summary.lines().size() == 1 ? " case" : " cases").append('\n');
        text.append("Verdict: ").append(RunVerdict.of(summary.totals()).text()).append('\n');
        for (RunSummary.Line line : summary.lines()) {
            text.append(String.format("  %-14s %-16s %s", line.status().text(), line.kind(), line.subject()));
            if (!line.detail().isEmpty()) {
                text.append("  (").append(line.detail().lines().findFirst().orElse("")).append(')');
            }
            if (!line.partial().isEmpty()) {
                text.append("  [").append(PartialPoints.mark(line.partial())).append(']');
            }
            text.append('\n');
        }
        Map<CaseStatus, Integer> totals = summary.totals();
        text.append("Totals: ").append(totals.entrySet().stream().map(e -> e.getValue() + " " + e.getKey().text())
                .collect(Collectors.joining(", "))).append("; ").append(PartialPoints.count(summary.partial()))
                .append('\n');
        return text.toString();
    }
}
