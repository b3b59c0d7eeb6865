package org.pto.avs.reports.capture;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.pto.avs.reports.model.ProgramStepResult;

/**
 * Rebuilds a vector's program steps from what the engine publishes: the program text (one
 * {@code 5: 0x00401E13 B.IOS S4, mask=1111 -> executed (expected Fault_BundleControl)} a line) gives each word and
 * its disassembly; the {@code steps} arrays of the expected and actual observation give the allowed and the
 * reported outcome of every step, including the ones that matched.
 */
final class ProgramText {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern LINE = Pattern.compile("(\\d+): (0x[0-9A-Fa-f]+)(?: (.*))?");
    private static final Pattern EXPECTED_SUFFIX = Pattern.compile("(?:^| )\\(expected [^()]*\\)$");

    private ProgramText() {}

    static List<ProgramStepResult> parse(String program, String expectedJson, String actualJson) {
        List<String> expected = steps(expectedJson);
        List<String> actual = steps(actualJson);
        List<ProgramStepResult> steps = new ArrayList<>();
        for (String line :
                program.lines().map(String::strip).filter(l -> !l.isEmpty()).toList()) {
            Matcher m = LINE.matcher(line);
            if (!m.matches()) {
                continue;
            }
            int index = Integer.parseInt(m.group(1));
            String text = m.group(3) == null
                    ? ""
                    : EXPECTED_SUFFIX.matcher(m.group(3)).replaceFirst("");
            int arrow = text.lastIndexOf(" -> ");
            if (arrow >= 0) {
                text = text.substring(0, arrow);
            }
            steps.add(new ProgramStepResult(
                    index,
                    m.group(2),
                    text.strip(),
                    index < expected.size() ? expected.get(index) : "",
                    index < actual.size() ? actual.get(index) : ""));
        }
        return steps;
    }

    private static List<String> steps(String json) {
        if (json == null || json.isBlank()) {
            return List.of();
        }
        try {
            JsonNode steps = JSON.readTree(json).path("steps");
            List<String> out = new ArrayList<>();
            steps.forEach(s -> out.add(s.asText()));
            return out;
        } catch (IOException e) {
            return List.of();
        }
    }
}
