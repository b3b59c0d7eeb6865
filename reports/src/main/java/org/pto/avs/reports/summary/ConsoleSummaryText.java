package org.pto.avs.reports.summary;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.pto.avs.device.DeviceIdentity;
import org.pto.avs.reports.capture.RunProblem;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.model.RunResult;
import org.pto.avs.reports.render.TextTable;
import org.pto.avs.reports.suite.SuitePoints;
import org.pto.avs.results.AdvisoryFindings;
import org.pto.avs.results.PartialPoints;
import org.pto.avs.results.RunVerdict;

/**
 * The table printed at the end of a run:
 * <pre>
 * PTO AVS conformance on PTO AVS reference 0.1.0 (suite 0.1.0): 13 cases
 * Verdict: conforms (1 waived)
 * AVS id                            kind      status  detail
 * --------------------------------  --------  ------  ------
 * PTO-AVS-BLOCK-B-IOS-CAPACITY-003  boundary  pass
 * PTO-AVS-BLOCK-B-IOS-PEMODE-005    execution pass    partial: leaves out <step> (<why>)
 * PTO-AVS-BLOCK-B-IOS-STREAM-001    execution pass    advisory: vector <name> differs (<why>)
 * Totals: 12 pass, 0 fail, 0 not-supported, 1 waived, 0 error, 0 crash, 0 timeout; partial: 1; advisory: 1
 * By instruction: B.IOS 13 (12 pass, 1 waived, 1 partial, 1 advisory)
 * Waivers: 1 waiver named a case of this run: 1 applied, 0 unexpected-pass, 0 expired
 * AVS id                          waiver   expires     link                        reason        waiver line
 * ------------------------------  -------  ----------  --------------------------  ------------  -----------
 * PTO-AVS-BLOCK-B-IOS-STREAM-001  applied  2027-03-31  https://errata.example/E-7  Erratum E-7   waivers.txt:2
 * Clause coverage of this run (B.IOS): 20 of 21 clauses covered; NOT TESTED: ordering[1]
 * </pre>
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ConsoleSummaryText {

    private ConsoleSummaryText() {}

    public static String render(ConformanceSummary summary) {
        List<CaseResult> cases = summary.run().cases().stream()
                .sorted(Comparator.comparing(CaseResult::avsId))
                .toList();
        StringBuilder out = new StringBuilder();
        // The device's identity is its own words: on the console they are one line that renders nothing.
        String device = summary.run().info().device().isEmpty()
                ? "no device"
                : DeviceIdentity.escaped(summary.run().info().device());
        out.append("PTO AVS conformance on ")
                .append(device)
                .append(" (suite ")
                .append(summary.run().info().suiteVersion())
                .append("): ")
                .append(cases.size())
                .append(cases.size() == 1 ? " case\n" : " cases\n");
        out.append("Verdict: ").append(verdict(summary).text()).append('\n');
        if (cases.isEmpty()) {
            // Nothing ran: no table, no per-instruction counts, no coverage to report, only what went wrong, in the
            // words of the engine's own summary.
            problemLines(summary, out);
            return out.toString();
        }
        TextTable table = new TextTable("AVS id", "kind", "status", "detail");
        for (CaseResult c : cases) {
            table.row(c.avsId(), c.kind(), c.status().text(), CaseDetail.of(c));
        }
        out.append(table.render());
        out.append("Totals: ").append(totals(summary.run())).append('\n');
        out.append("By instruction: ")
                .append(InstructionTotals.of(cases).entrySet().stream()
                        .map(e -> e.getValue().text(e.getKey()))
                        .collect(Collectors.joining("; ")))
                .append('\n');
        List<CaseResult> waived = WaiverRows.of(summary.run());
        if (!waived.isEmpty()) {
            out.append("Waivers: ").append(WaiverRows.headline(waived)).append('\n');
            TextTable waivers = new TextTable(WaiverRows.HEADER.toArray(String[]::new));
            waived.forEach(c -> waivers.row(WaiverRows.row(c).toArray(String[]::new)));
            out.append(waivers.render());
        }
        for (Map.Entry<String, List<ClauseCoverage>> instruction :
                selected(summary).entrySet()) {
            List<ClauseCoverage> clauses = instruction.getValue();
            List<String> untested = clauses.stream()
                    .filter(c -> !c.tested())
                    .map(ClauseCoverage::clause)
                    .toList();
            out.append("Clause coverage of this run (")
                    .append(instruction.getKey())
                    .append("): ")
                    .append(clauses.size() - untested.size())
                    .append(" of ")
                    .append(clauses.size())
                    .append(" clauses covered");
            if (!untested.isEmpty()) {
                out.append("; NOT TESTED: ").append(String.join(", ", untested));
            }
            out.append('\n');
        }
        List<String> unselected = unselected(summary);
        if (!unselected.isEmpty()) {
            out.append(notSelected(unselected)).append('\n');
        }
        problemLines(summary, out);
        return out.toString();
    }

    /**
     * The run's verdict as the engine's summary says it: of its cases, incomplete when a problem of the run (a
     * selection that matched nothing) leaves it in doubt, and partial when it ran only some of the suite's points.
     */
    static RunVerdict verdict(ConformanceSummary summary) {
        RunVerdict verdict = RunVerdict.of(summary.run().totals());
        int problems = (int) summary.problems().stream()
                .filter(p -> !p.message().startsWith(RunVerdict.REQUIREMENT_NOT_MET))
                .count();
        if (problems > 0 && verdict.kind() == RunVerdict.Kind.CONFORMS) {
            verdict = new RunVerdict(
                    RunVerdict.Kind.INCOMPLETE,
                    RunVerdict.Kind.INCOMPLETE.words() + ": " + problems + (problems == 1 ? " problem" : " problems")
                            + " of the run");
        }
        return verdict.ofSelection(
                summary.run().cases().stream().map(CaseResult::avsId).toList(), SuitePoints.all());
    }

    /** One line per test that is no case, in the engine summary's words. */
    private static void problemLines(ConformanceSummary summary, StringBuilder out) {
        for (RunProblem problem : summary.problems()) {
            if (problem.message().startsWith(RunVerdict.REQUIREMENT_NOT_MET)) {
                out.append(firstLine(problem.message())).append('\n');
                continue;
            }
            out.append(RunVerdict.PROBLEM_OF_THE_RUN)
                    .append(problem.message().isEmpty() ? problem.name() : firstLine(problem.message()))
                    .append('\n');
        }
    }

    /**
     * {@code 12 pass, 0 fail, ..., 0 timeout; partial: 1; advisory: 1}: each status, then the partial points and the
     * cases with advisory findings among them, neither of which is a status.
     */
    static String totals(RunResult run) {
        return run.totals().entrySet().stream()
                        .map(e -> e.getValue() + " " + e.getKey().text())
                        .collect(Collectors.joining(", "))
                + "; " + PartialPoints.count(run.partial())
                + "; " + AdvisoryFindings.count(run.advisory());
    }

    /**
     * The clause coverage of each instruction the run selected a case of (whatever the case's status): a run of one
     * id covers nothing of the instructions it never selected, which {@link #unselected} names instead.
     */
    static Map<String, List<ClauseCoverage>> selected(ConformanceSummary summary) {
        Set<String> selected =
                summary.run().cases().stream().map(CaseResult::mnemonic).collect(Collectors.toSet());
        Map<String, List<ClauseCoverage>> coverage = byInstruction(summary.coverage());
        coverage.keySet().retainAll(selected);
        return coverage;
    }

    /** The instructions with clauses that the run selected no case of, in the catalog's order. */
    static List<String> unselected(ConformanceSummary summary) {
        Set<String> selected = selected(summary).keySet();
        return byInstruction(summary.coverage()).keySet().stream()
                .filter(instruction -> !selected.contains(instruction))
                .toList();
    }

    /** {@code Clause coverage not shown for B.IOT, B.DIM: the run selected none of their cases}. */
    static String notSelected(List<String> instructions) {
        return "Clause coverage not shown for " + String.join(", ", instructions) + ": the run selected none of "
                + (instructions.size() == 1 ? "its" : "their") + " cases";
    }

    static Map<String, List<ClauseCoverage>> byInstruction(CoverageMatrix coverage) {
        return coverage.clauses().stream()
                .collect(Collectors.groupingBy(ClauseCoverage::instruction, LinkedHashMap::new, Collectors.toList()));
    }

    private static String firstLine(String text) {
        int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline);
    }
}
