package org.pto.avs.reports.render;

import java.util.List;
import org.apiguardian.api.API;
import org.pto.avs.results.Markup;

/**
 * A vector's {@link ComparedObservation} as an HTML table of two columns, expected on the left and actual on the
 * right, each pretty-printed JSON whose lines that differ from the other side are marked. Everything in it comes from case files and devices, so it is escaped: text, never
 * markup. Styles are inline, as the page that shows it (the Allure report) knows none of ours.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ComparisonHtml {

    /** The class of the table, and of the two cells' {@code pre} elements, for whoever reads the page. */
    public static final String TABLE_CLASS = "avs-comparison";

    public static final String EXPECTED_CLASS = "avs-expected";
    public static final String ACTUAL_CLASS = "avs-actual";
    /** The class of a line that differs from the other side. */
    public static final String DIFFERS_CLASS = "avs-differs";

    private static final String CELL = "vertical-align:top;padding:4px 8px;border:1px solid #ddd;width:50%";

    private ComparisonHtml() {}

    /** The table, with {@code caption} (plain text) above it. */
    public static String table(String caption, ComparedObservation comparison) {
        return "<table class=\"" + TABLE_CLASS + "\" style=\"border-collapse:collapse;table-layout:fixed;width:100%;"
                + "margin:4px 0 12px 0\">"
                + "<caption style=\"text-align:left;font-weight:bold;padding:2px 0\">" + Markup.attribute(caption)
                + "</caption>"
                + "<thead><tr><th style=\"" + CELL + ";text-align:left\">expected</th>"
                + "<th style=\"" + CELL + ";text-align:left\">actual</th></tr></thead>"
                + "<tbody><tr><td style=\"" + CELL + "\">" + pre(EXPECTED_CLASS, comparison.expectedLines()) + "</td>"
                + "<td style=\"" + CELL + "\">" + pre(ACTUAL_CLASS, comparison.actualLines()) + "</td></tr></tbody>"
                + "</table>";
    }

    /** A whole page around {@link #table}, for an attachment that the report shows in a frame of its own. */
    public static String page(String caption, ComparedObservation comparison) {
        return "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>" + Markup.attribute(caption)
                + "</title></head>"
                + "<body style=\"font-family:sans-serif;font-size:13px\">" + table(caption, comparison)
                + "</body></html>\n";
    }

    private static String pre(String cssClass, List<JsonLines.Line> lines) {
        StringBuilder html = new StringBuilder(
                "<pre class=\"" + cssClass + "\" style=\"margin:0;white-space:pre-wrap;font-size:12px\">");
        for (JsonLines.Line line : lines) {
            html.append(
                            line.differs()
                                    ? "<span class=\"" + DIFFERS_CLASS + "\" style=\"background:#ffd7d5\">"
                                            + Markup.attribute(line.text()) + "</span>"
                                    : Markup.attribute(line.text()))
                    .append('\n');
        }
        return html.append("</pre>").toString();
    }
}
