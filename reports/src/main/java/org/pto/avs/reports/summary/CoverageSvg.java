package org.pto.avs.reports.summary;

import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.Markup;
import org.pto.avs.results.PartialPoints;

/**
 * {@code coverage.svg}: the clause coverage as a heat-map. One row per contract clause, one column per AVS point;
 * a cell is coloured by the status of the point that covers the clause, and a clause no point covers has a red
 * NOT TESTED mark. Every cell carries a tooltip with clause, point and status. A point whose case covers it only
 * in part is labelled {@code (partial)} and its cells are hatched, so the map never shows it as the whole point.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CoverageSvg {

    static final String PASS_COLOUR = "#2e9e4f";
    static final String FAIL_COLOUR = "#d33a2c";
    static final String SKIP_COLOUR = "#e8a317";
    static final String EMPTY_COLOUR = "#f1f3f5";
    static final String NOT_TESTED_COLOUR = "#d33a2c";
    static final String PARTIAL_HATCH = "partial-hatch";

    private static final int CELL = 18;
    private static final int LABEL_WIDTH = 230;
    private static final int HEADER_HEIGHT = 250;
    private static final int COUNT_WIDTH = 110;
    private static final int LEGEND_HEIGHT = 60;

    private CoverageSvg() {}

    public static String render(CoverageMatrix matrix) {
        List<String> points = matrix.points();
        List<ClauseCoverage> clauses = matrix.clauses();
        int width = LABEL_WIDTH + points.size() * CELL + COUNT_WIDTH;
        int height = HEADER_HEIGHT + clauses.size() * CELL + LEGEND_HEIGHT;
        StringBuilder svg = new StringBuilder();
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
                .append(width)
                .append("\" height=\"")
                .append(height)
                .append("\" viewBox=\"0 0 ")
                .append(width)
                .append(' ')
                .append(height)
                .append("\" font-family=\"sans-serif\" font-size=\"11\">\n");
        svg.append("<title>PTO AVS clause coverage: ")
                .append(matrix.testedCount())
                .append(" of ")
                .append(clauses.size())
                .append(" clauses covered</title>\n");
        svg.append("<defs><pattern id=\"")
                .append(PARTIAL_HATCH)
                .append("\" width=\"4\" height=\"4\" ")
                .append("patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"2\" ")
                .append("height=\"4\" fill=\"#ffffff\" fill-opacity=\"0.6\"/></pattern></defs>\n");
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        svg.append("<text x=\"8\" y=\"20\" font-size=\"14\" font-weight=\"bold\">Clause coverage: ")
                .append(matrix.testedCount())
                .append(" of ")
                .append(clauses.size())
                .append(" clauses</text>\n");
        for (int p = 0; p < points.size(); p++) {
            int x = LABEL_WIDTH + p * CELL + CELL / 2 + 4;
            String label = points.get(p) + (matrix.partial().contains(points.get(p)) ? " (partial)" : "");
            svg.append("<text transform=\"translate(")
                    .append(x)
                    .append(',')
                    .append(HEADER_HEIGHT - 6)
                    .append(") rotate(-60)\">")
                    .append(xml(label))
                    .append("</text>\n");
        }
        for (int r = 0; r < clauses.size(); r++) {
            ClauseCoverage clause = clauses.get(r);
            int y = HEADER_HEIGHT + r * CELL;
            svg.append("<text x=\"8\" y=\"")
                    .append(y + CELL - 5)
                    .append("\"")
                    .append(clause.tested() ? "" : " fill=\"" + NOT_TESTED_COLOUR + "\" font-weight=\"bold\"")
                    .append('>')
                    .append(xml(clause.instruction() + " " + clause.clause()))
                    .append("<title>")
                    .append(xml(clause.text()))
                    .append("</title></text>\n");
            for (int p = 0; p < points.size(); p++) {
                String point = points.get(p);
                Optional<CoveringPoint> covering = clause.points().stream()
                        .filter(c -> c.avsId().equals(point))
                        .findFirst();
                svg.append("<rect x=\"")
                        .append(LABEL_WIDTH + p * CELL)
                        .append("\" y=\"")
                        .append(y)
                        .append("\" width=\"")
                        .append(CELL - 2)
                        .append("\" height=\"")
                        .append(CELL - 2)
                        .append("\" fill=\"")
                        .append(covering.map(c -> colour(c.status())).orElse(EMPTY_COLOUR))
                        .append("\"><title>")
                        .append(xml(clause.clause() + " x " + point + ": "
                                + covering.map(CoveringPoint::describe).orElse("does not cover")))
                        .append("</title></rect>\n");
                if (covering.filter(CoveringPoint::partial).isPresent()) {
                    svg.append("<rect x=\"")
                            .append(LABEL_WIDTH + p * CELL)
                            .append("\" y=\"")
                            .append(y)
                            .append("\" width=\"")
                            .append(CELL - 2)
                            .append("\" height=\"")
                            .append(CELL - 2)
                            .append("\" fill=\"url(#")
                            .append(PARTIAL_HATCH)
                            .append(")\"/>\n");
                }
            }
            int x = LABEL_WIDTH + points.size() * CELL + 8;
            svg.append("<text x=\"")
                    .append(x)
                    .append("\" y=\"")
                    .append(y + CELL - 5)
                    .append("\"");
            if (clause.tested()) {
                long judged =
                        clause.points().stream().filter(CoveringPoint::judged).count();
                svg.append('>').append(judged).append(judged == 1 ? " point" : " points");
            } else {
                svg.append(" fill=\"").append(NOT_TESTED_COLOUR).append("\" font-weight=\"bold\">NOT TESTED");
            }
            svg.append("</text>\n");
        }
        int legendY = HEADER_HEIGHT + clauses.size() * CELL + 24;
        legend(svg, 8, legendY, PASS_COLOUR, "covered, pass");
        legend(svg, 148, legendY, FAIL_COLOUR, "covered, non-conforming");
        legend(svg, 338, legendY, SKIP_COLOUR, "covered, waived or not supported");
        legend(svg, 578, legendY, EMPTY_COLOUR, "not covered by this point");
        if (!matrix.partial().isEmpty()) {
            svg.append("<text x=\"8\" y=\"")
                    .append(legendY + 20)
                    .append("\">")
                    .append(xml("hatched: a partial point, its case leaves out steps of it; "
                            + PartialPoints.count(matrix.partial().size())))
                    .append("</text>\n");
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    static String colour(CaseStatus status) {
        if (status == CaseStatus.PASS) {
            return PASS_COLOUR;
        }
        return status.nonConforming() ? FAIL_COLOUR : SKIP_COLOUR;
    }

    private static void legend(StringBuilder svg, int x, int y, String colour, String text) {
        svg.append("<rect x=\"")
                .append(x)
                .append("\" y=\"")
                .append(y - 11)
                .append("\" width=\"12\" height=\"12\" fill=\"")
                .append(colour)
                .append("\" stroke=\"#999\"/>\n<text x=\"")
                .append(x + 17)
                .append("\" y=\"")
                .append(y)
                .append("\">")
                .append(xml(text))
                .append("</text>\n");
    }

    /** Text for the SVG (XML 1.0), in an attribute or between tags. */
    private static String xml(String text) {
        return Markup.attribute(Markup.controlsAsSpaces(text));
    }
}
