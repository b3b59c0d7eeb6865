package org.pto.avs.reports.summary;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.reports.capture.RunProblem;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.model.RunInfo;
import org.pto.avs.results.AdvisoryFinding;
import org.pto.avs.results.Markup;
import org.pto.avs.results.UpstreamTest;

/**
 * {@code summary.md}: the summary for a pull request, a wiki page or a certification cover letter. Each case names
 * the spec's own AVS test it comes from, linked at its commit; advisory findings have a section of their own, apart
 * from the statuses.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class SummaryMarkdown {

    private SummaryMarkdown() {}

    public static String render(ConformanceSummary summary) {
        RunInfo info = summary.run().info();
        StringBuilder md = new StringBuilder();
        md.append("# PTO AVS conformance summary\n\n");
        md.append("| | |\n|---|---|\n");
        md.append("| Verdict | **")
                .append(cell(ConsoleSummaryText.verdict(summary).text()))
                .append("** |\n");
        md.append("| Device | ").append(cell(info.device())).append(" |\n");
        md.append("| Suite version | ").append(cell(info.suiteVersion())).append(" |\n");
        md.append("| Catalog SHA-256 | `").append(info.catalogSha256()).append("` |\n");
        md.append("| Run | ")
                .append(info.start())
                .append(" to ")
                .append(info.end())
                .append(" |\n");
        md.append("| Totals | ")
                .append(ConsoleSummaryText.totals(summary.run()))
                .append(" |\n\n");

        md.append("## Cases\n\n| AVS id | kind | status | detail | upstream test |\n|---|---|---|---|---|\n");
        for (CaseResult c : summary.run().cases().stream()
                .sorted(Comparator.comparing(CaseResult::avsId))
                .toList()) {
            md.append("| ")
                    .append(c.avsId())
                    .append(" | ")
                    .append(c.kind())
                    .append(" | **")
                    .append(c.status().text())
                    .append("** | ")
                    .append(cell(CaseDetail.of(c)))
                    .append(" | ")
                    .append(c.upstream().map(SummaryMarkdown::upstream).orElse(""))
                    .append(" |\n");
        }
        md.append('\n');

        List<CaseResult> advised = summary.run().cases().stream()
                .filter(CaseResult::hasAdvisoryFindings)
                .sorted(Comparator.comparing(CaseResult::avsId))
                .toList();
        if (!advised.isEmpty()) {
            md.append("## Advisory findings\n\n")
                    .append("Advisory vectors check behaviour the spec does not mandate: what they found is reported")
                    .append(" here and never makes a case non-conforming.\n\n")
                    .append("| AVS id | status | vector | why advisory | diff |\n|---|---|---|---|---|\n");
            for (CaseResult c : advised) {
                for (AdvisoryFinding finding : c.advisoryFindings()) {
                    md.append("| ")
                            .append(c.avsId())
                            .append(" | ")
                            .append(c.status().text())
                            .append(" | ")
                            .append(cell(finding.vector()))
                            .append(" | ")
                            .append(cell(finding.why()))
                            .append(" | ")
                            .append(String.join(
                                    "<br>",
                                    finding.differences().stream()
                                            .map(d -> cell(d.describe()))
                                            .toList()))
                            .append(" |\n");
                }
            }
            md.append('\n');
        }

        List<CaseResult> waived = WaiverRows.of(summary.run());
        if (!waived.isEmpty()) {
            md.append("## Waivers\n\n")
                    .append(WaiverRows.headline(waived))
                    .append(".\n\n| ")
                    .append(String.join(" | ", WaiverRows.HEADER))
                    .append(" |\n|")
                    .append("---|".repeat(WaiverRows.HEADER.size()))
                    .append('\n');
            for (CaseResult c : waived) {
                md.append("| ")
                        .append(String.join(
                                " | ",
                                WaiverRows.row(c).stream()
                                        .map(SummaryMarkdown::cell)
                                        .toList()))
                        .append(" |\n");
            }
            md.append('\n');
        }

        List<String> unselected = ConsoleSummaryText.unselected(summary);
        if (!unselected.isEmpty() && !summary.run().cases().isEmpty()) {
            md.append(ConsoleSummaryText.notSelected(unselected)).append(".\n\n");
        }
        for (Map.Entry<String, List<ClauseCoverage>> instruction :
                ConsoleSummaryText.selected(summary).entrySet()) {
            List<ClauseCoverage> clauses = instruction.getValue();
            long tested = clauses.stream().filter(ClauseCoverage::tested).count();
            md.append("## Clause coverage: ")
                    .append(instruction.getKey())
                    .append("\n\n")
                    .append(tested)
                    .append(" of ")
                    .append(clauses.size())
                    .append(" contract clauses covered. ")
                    .append("The heat-map is `coverage.svg`.\n\n")
                    .append("| clause | text | covering AVS points |\n|---|---|---|\n");
            for (ClauseCoverage clause : clauses) {
                md.append("| `")
                        .append(clause.clause())
                        .append("` | ")
                        .append(cell(clause.text()))
                        .append(" | ");
                if (clause.tested()) {
                    md.append(String.join(
                            "<br>",
                            clause.points().stream()
                                    .map(p -> p.avsId() + " (" + p.describe() + ")")
                                    .toList()));
                } else {
                    md.append("**NOT TESTED**");
                    if (!clause.points().isEmpty()) {
                        md.append(" (covered only by points this run did not judge: ")
                                .append(String.join(
                                        ", ",
                                        clause.points().stream()
                                                .map(p -> p.avsId() + " " + p.describe())
                                                .toList()))
                                .append(')');
                    }
                }
                md.append(" |\n");
            }
            md.append('\n');
        }
        if (!summary.problems().isEmpty()) {
            md.append("## Problems\n\n");
            for (RunProblem problem : summary.problems()) {
                md.append("- ")
                        .append(cell(problem.name()))
                        .append(" (")
                        .append(problem.status())
                        .append("): ")
                        .append(cell(problem.message()))
                        .append('\n');
            }
            md.append('\n');
        }
        return md.toString();
    }

    /**
     * The upstream test as a link to its file at its commit: {@code [block-...-001.asl @ e599a3d3](url)}, with the
     * assertions no device can show after it.
     */
    private static String upstream(UpstreamTest test) {
        String file = test.path().substring(test.path().lastIndexOf('/') + 1);
        String link = "[" + cell(file) + " @ "
                + test.commit().substring(0, Math.min(8, test.commit().length()))
                + (test.line().isEmpty() ? "" : " (" + cell(test.line()) + ")") + "](" + cell(test.url()) + ")";
        if (test.notObservable().isEmpty()) {
            return link;
        }
        return link + "<br>not observable: "
                + String.join(
                        "; ",
                        test.notObservable().stream()
                                .map(a -> cell(a.describe()))
                                .toList());
    }

    /**
     * A table cell: one line, pipes escaped, and HTML shown as text. Details carry what the device said (its stderr,
     * its error messages), and Markdown renderers render the tags they find.
     */
    private static String cell(String text) {
        return Markup.text(text)
                .replace("\\", "\\\\")
                .replace("|", "\\|")
                .replace("\r", "")
                .replace("\n", " ");
    }
}
