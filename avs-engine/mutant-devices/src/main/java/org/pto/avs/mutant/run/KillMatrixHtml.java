package org.pto.avs.mutant.run;

import java.util.List;
import java.util.Locale;
import org.apiguardian.api.API;
import org.pto.avs.results.Markup;

/**
 * The kill matrix as one self-contained HTML page ({@code kill-matrix.html}): no script, no external file. A
 * cell's title shows the mutant's status on that case; a row's title shows what the mutant gets wrong.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class KillMatrixHtml {

    private static final String STYLE = """
            body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
            table{border-collapse:collapse;font-size:13px}
            th,td{border:1px solid #ccc;padding:3px 6px;text-align:center}
            th.id{writing-mode:vertical-rl;transform:rotate(180deg);white-space:nowrap;font-weight:normal}
            td.m{text-align:left;font-family:monospace}
            td.d{text-align:left;color:#555}
            td.k{background:#c8e6c9}
            td.s{background:#fff}
            td.n{background:#eee;color:#999}
            tr.survivor td.m{background:#ffcdd2;font-weight:bold}
            """;

    private KillMatrixHtml() {}

    public static String render(KillMatrix matrix) {
        List<String> ids = matrix.avsIds();
        String prefix = ShortIds.commonPrefix(ids);
        StringBuilder html = new StringBuilder();
        html.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
                .append("<title>PTO AVS kill matrix</title><style>")
                .append(STYLE)
                .append("</style></head><body>\n");
        html.append("<h1>PTO AVS kill matrix</h1>\n<p>")
                .append(String.format(
                        Locale.ROOT,
                        "Strength: <b>%d of %d</b> mutants killed (%.1f%%). ",
                        matrix.killedCount(),
                        matrix.rows().size(),
                        100 * matrix.strength()))
                .append(
                        matrix.survivors().isEmpty()
                                ? "No mutant survives."
                                : "Survivors: "
                                        + Markup.attributeInEitherQuotes(String.join(
                                                ", ",
                                                matrix.survivors().stream()
                                                        .map(KillMatrix.Row::mutantId)
                                                        .toList()))
                                        + ".")
                .append("</p>\n<p>A green cell: the case kills the mutant (the reference device passes it, the mutant"
                        + " does not). A grey cell: the reference itself does not pass the case.")
                .append(
                        prefix.isEmpty()
                                ? ""
                                : " AVS ids are shown without the prefix " + Markup.attributeInEitherQuotes(prefix)
                                        + ".")
                .append("</p>\n<table>\n<tr><th>mutant</th>");
        for (String id : ids) {
            html.append("<th class=\"id\" title=\"")
                    .append(Markup.attributeInEitherQuotes(id))
                    .append("\">")
                    .append(Markup.attributeInEitherQuotes(ShortIds.shorten(id, prefix)))
                    .append("</th>");
        }
        html.append("<th>kills</th><th>violates</th><th>bug</th></tr>\n<tr><td class=\"m\">reference</td>");
        for (String id : ids) {
            CaseResult reference = matrix.reference().get(id);
            String status = reference == null ? CaseResult.DID_NOT_RUN : reference.statusText();
            html.append("<td class=\"")
                    .append(reference != null && reference.passed() ? "s" : "n")
                    .append("\" title=\"")
                    .append(Markup.attributeInEitherQuotes(status))
                    .append("\">")
                    .append(Markup.attributeInEitherQuotes(status))
                    .append("</td>");
        }
        html.append("<td></td><td></td><td class=\"d\">the reference model</td></tr>\n");
        for (KillMatrix.Row row : matrix.rows()) {
            html.append("<tr")
                    .append(row.killed() ? "" : " class=\"survivor\"")
                    .append("><td class=\"m\">")
                    .append(Markup.attributeInEitherQuotes(row.mutantId()))
                    .append("</td>");
            for (String id : ids) {
                CaseResult reference = matrix.reference().get(id);
                CaseResult result = row.results().get(id);
                String status = result == null ? CaseResult.DID_NOT_RUN : result.statusText();
                String css = reference == null || !reference.passed() ? "n" : row.killedBy(id) ? "k" : "s";
                html.append("<td class=\"")
                        .append(css)
                        .append("\" title=\"")
                        .append(Markup.attributeInEitherQuotes(status))
                        .append("\">")
                        .append("k".equals(css) ? "X" : "")
                        .append("</td>");
            }
            html.append("<td>")
                    .append(row.killedBy().size())
                    .append("</td><td class=\"d\">")
                    .append(Markup.attributeInEitherQuotes(String.join(" ", row.violates())))
                    .append("</td><td class=\"d\">")
                    .append(Markup.attributeInEitherQuotes(row.description()))
                    .append("</td></tr>\n");
        }
        html.append("<tr><td class=\"m\">mutants killed</td>");
        matrix.killsPerCase()
                .values()
                .forEach(n -> html.append("<td>").append(n).append("</td>"));
        html.append("<td></td><td></td><td></td></tr>\n</table>\n</body></html>\n");
        return html.toString();
    }
}
