package org.pto.avs.reports.render;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apiguardian.api.API;

/** A plain-text table with a header row, columns padded to their widest cell. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class TextTable {

    private final List<String> header;
    private final List<List<String>> rows = new ArrayList<>();

    public TextTable(String... header) {
        this.header = List.of(header);
    }

    public TextTable row(String... cells) {
        if (cells.length != header.size()) {
            throw new IllegalArgumentException("a row has " + header.size() + " cells, got " + Arrays.toString(cells));
        }
        rows.add(List.of(cells));
        return this;
    }

    /**
     * The table, each line ending in a newline; the last column is not padded, and its rule underlines its header
     * only, so a long cell (a case's detail) does not draw a rule as wide as itself.
     */
    public String render() {
        int[] widths = new int[header.size()];
        for (int c = 0; c < widths.length; c++) {
            widths[c] = header.get(c).length();
            for (List<String> row : rows) {
                widths[c] = Math.max(widths[c], row.get(c).length());
            }
        }
        StringBuilder out = new StringBuilder();
        line(out, header, widths);
        List<String> rule = new ArrayList<>();
        for (int c = 0; c < widths.length; c++) {
            rule.add("-".repeat(c == widths.length - 1 ? header.get(c).length() : widths[c]));
        }
        line(out, rule, widths);
        rows.forEach(row -> line(out, row, widths));
        return out.toString();
    }

    private static void line(StringBuilder out, List<String> cells, int[] widths) {
        StringBuilder line = new StringBuilder();
        for (int c = 0; c < cells.size(); c++) {
            if (c > 0) {
                line.append("  ");
            }
            line.append(c == cells.size() - 1 ? cells.get(c) : pad(cells.get(c), widths[c]));
        }
        out.append(line.toString().stripTrailing()).append('\n');
    }

    private static String pad(String text, int width) {
        return text + " ".repeat(width - text.length());
    }
}
