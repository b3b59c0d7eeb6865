package org.pto.avs.device.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * PROTOCOL.md's complete example exchange is what the reference device answers: its {@code >} lines, served by
 * {@code serve --stdio}, give its {@code <} lines (the device's version aside, which moves with each release), and the
 * {@code error} message the page shows alone is the one the exchange shows.
 */
class ProtocolExampleTest {

    private static final Path PAGE = Path.of("../PROTOCOL.md");

    @Test
    void theExampleExchangeIsWhatTheReferenceDeviceAnswers() throws IOException {
        List<String> exchange = block(text(), "## 6. A complete example exchange");
        String requests = exchange.stream()
                .filter(l -> l.startsWith("> "))
                .map(l -> l.substring(2) + "\n")
                .reduce("", String::concat);
        List<String> answers = exchange.stream()
                .filter(l -> l.startsWith("< "))
                .map(l -> withoutVersion(l.substring(2)))
                .toList();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = ServeCommand.serve(
                null,
                "reference",
                Map.of(),
                new ByteArrayInputStream(requests.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        assertEquals(0, status);
        assertEquals(
                answers,
                out.toString(StandardCharsets.UTF_8)
                        .lines()
                        .map(ProtocolExampleTest::withoutVersion)
                        .toList());
    }

    @Test
    void theErrorExampleShowsTheExchangesText() throws IOException {
        String text = text();
        String alone = block(text, "### `error` (D→H)").get(0);
        String inTheExchange = block(text, "## 6. A complete example exchange").stream()
                .filter(l -> l.startsWith("< {\"type\":\"error\""))
                .findFirst()
                .orElseThrow()
                .substring(2);
        assertTrue(alone.startsWith("{\"type\":\"error\""), alone);
        assertEquals(inTheExchange, alone);
    }

    private static String text() throws IOException {
        return Files.readString(PAGE, StandardCharsets.UTF_8);
    }

    /** The lines of the first fenced block after {@code heading}. */
    private static List<String> block(String text, String heading) {
        int at = text.indexOf("\n" + heading + "\n");
        assertTrue(at >= 0, "PROTOCOL.md has no heading " + heading);
        int open = text.indexOf("```", at);
        int start = text.indexOf('\n', open) + 1;
        return text.substring(start, text.indexOf("\n```", start)).lines().toList();
    }

    private static String withoutVersion(String line) {
        return line.replaceFirst("\"version\":\"[^\"]*\"", "\"version\":\"...\"");
    }
}
