package org.pto.avs.reports.capture;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pto.avs.reports.model.FieldDifference;

/**
 * Reads the differences the engine publishes for a vector, one {@code field: expected X, actual Y} a line. The
 * step is read from the field: {@code step 2 (...)} and {@code decoded[2]...} name one; others are final state.
 */
final class DiffText {

    private static final String EXPECTED = ": expected ";
    private static final String ACTUAL = ", actual ";
    private static final Pattern STEP = Pattern.compile("^(?:step |decoded\\[)(\\d+)");

    private DiffText() {}

    static List<FieldDifference> parse(String vector, String text) {
        List<FieldDifference> differences = new ArrayList<>();
        if (text == null) {
            return differences;
        }
        for (String line : text.lines().filter(l -> !l.isBlank()).toList()) {
            int expected = line.indexOf(EXPECTED);
            int actual = line.lastIndexOf(ACTUAL);
            if (expected < 0 || actual < expected) {
                differences.add(new FieldDifference(vector, -1, line.strip(), "", ""));
                continue;
            }
            String path = line.substring(0, expected);
            Matcher step = STEP.matcher(path);
            differences.add(new FieldDifference(
                    vector,
                    step.find() ? Integer.parseInt(step.group(1)) : -1,
                    path,
                    line.substring(expected + EXPECTED.length(), actual),
                    line.substring(actual + ACTUAL.length())));
        }
        return differences;
    }
}
