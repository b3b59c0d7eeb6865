package org.pto.avs.device.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.pto.avs.device.TestTimeouts;
import org.pto.avs.device.server.ServeMain;

/**
 * Random differential testing through the process adapter: the shipped property case runs on an external device
 * as on an in-process one. Behind {@code serve --stdio} the reference device matches the in-process reference
 * model on every program it judges, and so does the example Python device, which models the whole subset: the probe
 * leaves no form out of its programs and only the programs whose first word lies outside the subset are skipped.
 */
class ExternalDevicePropertyTest {

    private static final String PROPERTY = "pto-avs/properties/block/B.IOS/PTO-AVS-PROP-B-IOS-HEADER-001.json";

    /** How many programs the property case generates, as its file says. */
    private static final String PROGRAMS = programs();

    private static final Pattern COUNTS = Pattern.compile(": (\\d+) programs \\(\\d+ steps\\) match the reference"
            + " model on [^;]+; \\d+ of " + PROGRAMS + " judged, (\\d+) skipped");

    @TempDir
    Path output;

    private static String programs() {
        try (var in = ExternalDevicePropertyTest.class.getClassLoader().getResourceAsStream(PROPERTY)) {
            return String.valueOf(new com.fasterxml.jackson.databind.ObjectMapper()
                    .readTree(in)
                    .path("generator")
                    .path("programs")
                    .asInt());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** The case entry of the property case: {@code avs.status}, {@code avs.message}, {@code avs.random.*}. */
    private Map<String, String> run(Map<String, String> device) {
        List<Event> entries = EngineTestKit.engine("pto-avs")
                .selectors(DiscoverySelectors.selectClasspathResource(PROPERTY))
                .configurationParameters(device)
                .configurationParameter("avs.summary", "false")
                .configurationParameter("avs.random.output", output.toString())
                .execute()
                .allEvents()
                .reportingEntryPublished()
                .list();
        return entries.stream()
                .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
                .filter(values -> values.containsKey("avs.status"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("the property case reported no result"));
    }

    @Test
    void serveStdioMatchesTheReferenceModelOnEveryProgram() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Map<String, String> entry = run(Map.of(
                "avs.device",
                "process",
                "avs.device.command",
                ExternalDeviceSuiteTest.json(List.of(
                        java, "-cp", System.getProperty("java.class.path"), ServeMain.class.getName(), "--stdio")),
                "avs.device.startup-timeout",
                TestTimeouts.setting(Duration.ofSeconds(60)),
                "avs.device.timeout",
                TestTimeouts.setting(Duration.ofSeconds(60))));
        System.out.println(entry.get("avs.message"));
        assertEquals("pass", entry.get("avs.status"), entry.get("avs.message"));
        assertEquals("1234", entry.get("avs.random.seed"));
        assertEquals(PROGRAMS, entry.get("avs.random.tries"));
        // Programs whose first word is a real form outside the subset (a flipped fixed bit) are skipped, no other.
        Matcher counts = COUNTS.matcher(entry.get("avs.message"));
        assertTrue(counts.find(), entry.get("avs.message"));
        int skipped = Integer.parseInt(counts.group(2));
        assertEquals(Integer.parseInt(PROGRAMS), Integer.parseInt(counts.group(1)) + skipped);
        assertTrue(
                skipped == 0
                        || entry.get("avs.message")
                                .contains("(" + skipped + " began with a word outside the" + " modeled subset)"),
                entry.get("avs.message"));
    }

    @Test
    void thePythonDeviceMatchesTheReferenceModelOnEveryProgram() throws Exception {
        assumeTrue(
                Files.isRegularFile(ExternalDeviceSuiteTest.PYTHON_DEVICE),
                ExternalDeviceSuiteTest.PYTHON_DEVICE + " is missing");
        ExternalDeviceSuiteTest.needPython3("python3 is needed for the example device");
        Map<String, String> entry = run(Map.of(
                "avs.device",
                "process",
                "avs.device.command",
                ExternalDeviceSuiteTest.json(List.of("python3", ExternalDeviceSuiteTest.PYTHON_DEVICE.toString()))));
        String message = entry.get("avs.message");
        System.out.println(message);
        assertEquals("pass", entry.get("avs.status"), message);
        assertEquals(PROGRAMS, entry.get("avs.random.tries"), "no program differed, so every one was tried");
        // The example models every form of the subset: none is left out of its programs.
        assertFalse(message.contains("left out after a probe"), message);
        Matcher counts = COUNTS.matcher(message);
        assertTrue(counts.find(), message);
        int skipped = Integer.parseInt(counts.group(2));
        assertEquals(Integer.parseInt(PROGRAMS), Integer.parseInt(counts.group(1)) + skipped, message);
        // Programs whose first word is a real form outside the subset are skipped, no other.
        assertTrue(
                skipped == 0 || message.contains("(" + skipped + " began with a word outside the modeled subset)"),
                message);
    }
}
