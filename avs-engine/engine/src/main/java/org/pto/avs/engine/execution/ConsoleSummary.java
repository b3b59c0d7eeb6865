package org.pto.avs.engine.execution;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.pto.avs.isa.Catalog;
import org.pto.avs.results.AdvisoryFindings;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.PartialPoints;
import org.pto.avs.results.Retried;
import org.pto.avs.results.RunVerdict;

/**
 * The summary the engine prints at the end of a run ({@code avs.summary=false} turns it off):
 * <pre>
 * PTO AVS on PTO AVS reference 0.1.0: 13 cases
 * Verdict: does not conform: 1 of 13 cases non-conforming
 *   pass           execution        PTO-AVS-BLOCK-B-IOS-STREAM-001
 *   fail           fault            PTO-AVS-BLOCK-B-IOS-PLACEMENT-001  (first difference)
 *   pass           execution        PTO-AVS-BLOCK-B-IOR-DEFAULTS-EXEC-001  [partial: leaves out <step> (<why>)]
 *   pass           fault            PTO-AVS-BLOCK-B-IOS-PLACEMENT-002  [advisory: vector v differs (<why>)]
 *   pass           execution        PTO-AVS-BLOCK-B-IOS-STREAM-002  [retried: the first attempt timed out (<why>)]
 * Totals: 12 pass, 1 fail, 0 not-supported, 0 waived, 0 error, 0 crash, 0 timeout; partial: 1; advisory: 1
 * </pre>
 * A partial case ({@link PartialPoints}) and a case with advisory findings ({@link AdvisoryFindings}) are marked on
 * their lines and counted apart from their statuses: an advisory finding never makes a case non-conforming. A case
 * that ran a second time after a missed time limit ({@link Retried}) is marked on its line with why.
 * With {@code pto-avs-reports} on the class path its fuller table (with clause coverage and the summary files)
 * replaces this one; both say the run's {@link RunVerdict} in the same words.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ConsoleSummary {

    /** The kind of a summary line that is no case ({@link AvsExecutionContext#record}). */
    static final String NOT_A_CASE = "-";

    private ConsoleSummary() {}

    /** The lines of the cases, in the order they ran. */
    static List<RunSummary.Line> cases(RunSummary summary) {
        return summary.lines().stream()
                .filter(l -> !l.kind().equals(NOT_A_CASE))
                .toList();
    }

    /** The lines of tests that are no case: problems of the run. */
    static List<RunSummary.Line> problems(RunSummary summary) {
        return summary.lines().stream().filter(l -> l.kind().equals(NOT_A_CASE)).toList();
    }

    /** Each status with its number of cases (problems of the run counted in none). */
    static Map<CaseStatus, Integer> totals(RunSummary summary) {
        Map<CaseStatus, Integer> totals = new EnumMap<>(CaseStatus.class);
        for (CaseStatus status : CaseStatus.values()) {
            totals.put(status, 0);
        }
        cases(summary).forEach(line -> totals.merge(line.status(), 1, Integer::sum));
        return totals;
    }

    /** The run's verdict: of its cases, and incomplete when a problem of the run leaves it in doubt. */
    static RunVerdict verdict(RunSummary summary) {
        int problems = problems(summary).size();
        RunVerdict verdict = RunVerdict.of(totals(summary));
        return problems > 0 && verdict.kind() == RunVerdict.Kind.CONFORMS
                ? new RunVerdict(
                        RunVerdict.Kind.INCOMPLETE,
                        RunVerdict.Kind.INCOMPLETE.words() + ": " + problems
                                + (problems == 1 ? " problem" : " problems") + " of the run")
                : verdict;
    }

    /** Every AVS point of the suite, as the catalog lists them. */
    static List<String> points() {
        return Catalog.standard().instructions().stream()
                .flatMap(instruction -> instruction.tests().stream())
                .toList();
    }

    public static String render(RunSummary summary, String device) {
        // A test that is no case (a selection that matched nothing, an unreadable case file) is a problem of the run,
        // never a verdict against the device: it is listed apart and counted in no total.
        List<RunSummary.Line> cases = cases(summary);
        List<RunSummary.Line> problems = problems(summary);
        Map<CaseStatus, Integer> totals = totals(summary);
        String verdictText = verdict(summary)
                .ofSelection(cases.stream().map(RunSummary.Line::subject).toList(), points())
                .text();
        StringBuilder text = new StringBuilder();
        text.append("PTO AVS on ")
                .append(device)
                .append(": ")
                .append(cases.size())
                .append(cases.size() == 1 ? " case" : " cases")
                .append('\n');
        text.append("Verdict: ").append(verdictText).append('\n');
        for (RunSummary.Line line : cases) {
            text.append(String.format("  %-14s %-16s %s", line.status().text(), line.kind(), line.subject()));
            if (!line.detail().isEmpty()) {
                text.append("  (")
                        .append(line.detail().lines().findFirst().orElse(""))
                        .append(')');
            }
            if (!line.partial().isEmpty()) {
                text.append("  [").append(PartialPoints.mark(line.partial())).append(']');
            }
            if (!line.retried().isEmpty()) {
                text.append("  [").append(Retried.mark(line.retried())).append(']');
            }
            if (!line.advisory().isEmpty()) {
                text.append("  [")
                        .append(AdvisoryFindings.mark(line.advisory()))
                        .append(']');
            }
            text.append('\n');
        }
        for (RunSummary.Line line : problems) {
            text.append(RunVerdict.PROBLEM_OF_THE_RUN)
                    .append(
                            line.detail().isEmpty()
                                    ? line.subject()
                                    : line.detail().lines().findFirst().orElse(""))
                    .append('\n');
        }
        text.append("Totals: ")
                .append(totals.entrySet().stream()
                        .map(e -> e.getValue() + " " + e.getKey().text())
                        .collect(Collectors.joining(", ")))
                .append("; ")
                .append(PartialPoints.count(summary.partial()))
                .append("; ")
                .append(AdvisoryFindings.count(summary.advisory()))
                .append('\n');
        return text.toString();
    }
}
