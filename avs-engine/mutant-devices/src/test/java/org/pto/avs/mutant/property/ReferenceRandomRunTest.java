package org.pto.avs.mutant.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathResource;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.pto.avs.testsupport.GeneratedText;

/**
 * Random differential testing of the reference device against the reference model it wraps: the shipped property
 * case with {@value #PROGRAMS} programs of its seed ({@code avs.random.tries}) finds no difference. A difference
 * here is a fault of the harness (generator, comparison, device adapter), never of a device under test.
 */
class ReferenceRandomRunTest {

    static final String PROGRAMS = "100000";

    @TempDir
    Path output;

    @Test
    void oneHundredThousandProgramsOnTheReferenceDeviceFindNoDifference() {
        long start = System.nanoTime();
        Map<String, String> entry = EngineTestKit.engine("pto-avs")
                .selectors(selectClasspathResource(PropertyCaseOnMutantsTest.PROPERTY))
                .configurationParameter("avs.device", "reference")
                .configurationParameter("avs.random.tries", PROGRAMS)
                .configurationParameter("avs.random.output", output.toString())
                .configurationParameter("avs.summary", "false")
                .execute()
                .allEvents()
                .reportingEntryPublished()
                .stream()
                .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
                .filter(values -> values.containsKey("avs.status"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("the property case reported no result"));
        String message = entry.get("avs.message");
        System.out.printf("%s%n(%.1f s)%n", message, (System.nanoTime() - start) / 1e9);
        assertEquals("pass", entry.get("avs.status"), message);
        assertEquals("1234", entry.get("avs.random.seed"));
        assertEquals(PROGRAMS, entry.get("avs.random.programs"));
        assertEquals(PROGRAMS, entry.get("avs.random.tries"), "every program was tried");
        // Every program is judged but those whose first word is a real form outside the subset (no device is).
        Matcher counts = Pattern.compile(": (\\d+) programs \\(\\d+ steps\\) match the"
                        + " reference model on [^;]+; \\d+ of " + PROGRAMS + " judged, (\\d+) skipped")
                .matcher(message);
        assertTrue(counts.find(), message);
        int skipped = Integer.parseInt(counts.group(2));
        assertEquals(Integer.parseInt(PROGRAMS), Integer.parseInt(counts.group(1)) + skipped, message);
        assertTrue(
                skipped == 0 || message.contains("(" + skipped + " began with a word outside the modeled subset)"),
                message);
        assertTrue(
                Integer.parseInt(counts.group(1)) > Integer.parseInt(PROGRAMS) * 9 / 10,
                "most were judged: " + message);
        documented(message, Integer.parseInt(counts.group(1)), skipped);
    }

    /**
     * The module's README states what this run measures: the programs judged and skipped, the steps, and the census of
     * the checks that decided the words of every instruction that reports them.
     */
    private static void documented(String message, int judged, int skipped) {
        Matcher steps = Pattern.compile("\\((\\d+) steps\\)").matcher(message);
        assertTrue(steps.find(), message);
        int census = message.lastIndexOf("; ", message.indexOf(" checks reached: ")) + 2;
        String measured = String.format(
                Locale.ROOT,
                "\n%,d programs judged (%,d steps), %,d skipped because they begin with a word outside the modeled"
                        + " subset. %s.\n\n",
                judged,
                Long.parseLong(steps.group(1)),
                skipped,
                message.substring(census));
        GeneratedText.assertSection(
                Path.of(System.getProperty("basedir", "."), "README.md"),
                "reference-random-run",
                measured,
                GeneratedText.command("avs-engine/mutant-devices", ReferenceRandomRunTest.class));
    }
}
