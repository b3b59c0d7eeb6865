package org.pto.avs.device.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
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
import org.pto.avs.device.server.ServeMain;

/**
 * Random differential testing through the process adapter: the shipped property case runs on an external device
 * as on an in-process one. Behind {@code serve --stdio} the reference device matches the in-process reference
 * model on every program; the example Python device answers B.DIM, B.ASSEMBLE and the TLOAD commits
 * "unsupported", so the programs that use them cannot be judged there and the case is not supported, while the
 * programs it answers in full are compared and match.
 */
class ExternalDevicePropertyTest {

    private static final String PROPERTY = "pto-avs/properties/block/B.IOS/PTO-AVS-PROP-B-IOS-HEADER-001.json";
    private static final String PROGRAMS = "1000";
    private static final Pattern MATCHED = Pattern.compile("the other (\\d+) programs \\(\\d+ steps\\) match the"
            + " reference model");

    @TempDir
    Path output;

    /** The case entry of the property case: {@code avs.status}, {@code avs.message}, {@code avs.random.*}. */
    private Map<String, String> run(Map<String, String> device) {
        List<Event> entries = EngineTestKit.engine("pto-avs")
                .selectors(DiscoverySelectors.selectClasspathResource(PROPERTY))
                .configurationParameters(device)
                .configurationParameter("avs.summary", "false")
                .configurationParameter("avs.random.output", output.toString())
                .execute().allEvents().reportingEntryPublished().list();
        return entries.stream().map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
                .filter(values -> values.containsKey("avs.status")).findFirst()
                .orElseThrow(() -> new AssertionError("the property case reported no result"));
    }

    @Test
    void serveStdioMatchesTheReferenceModelOnEveryProgram() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Map<String, String> entry = run(Map.of("avs.device", "process", "avs.device.command",
                ExternalDeviceSuiteTest.json(List.of(java, "-cp", System.getProperty("java.class.path"),
                        ServeMain.class.getName(), "--stdio")),
                "avs.device.startup-timeout", "60s", "avs.device.timeout", "60s"));
        System.out.println(entry.get("avs.message"));
        assertEquals("pass", entry.get("avs.status"), entry.get("avs.message"));
        assertEquals("1234", entry.get("avs.random.seed"));
        assertEquals(PROGRAMS, entry.get("avs.random.tries"));
        assertTrue(entry.get("avs.message").contains(": " + PROGRAMS + " programs ("), entry.get("avs.message"));
    }

    @Test
    void thePythonDeviceIsNotSupportedWhereItAnswersUnsupported() throws Exception {
        assumeTrue(Files.isRegularFile(ExternalDeviceSuiteTest.PYTHON_DEVICE),
                ExternalDeviceSuiteTest.PYTHON_DEVICE + " is missing");
        ExternalDeviceSuiteTest.needPython3("python3 is needed for the example device");
        Map<String, String> entry = run(Map.of("avs.device", "process", "avs.device.command",
                ExternalDeviceSuiteTest.json(List.of("python3", ExternalDeviceSuiteTest.PYTHON_DEVICE.toString()))));
        String message = entry.get("avs.message");
        System.out.println(message);
        assertEquals("not-supported", entry.get("avs.status"), message);
        assertEquals(PROGRAMS, entry.get("avs.random.tries"), "no program differed, so every one was tried");
        // The programs it can answer in full are compared, and match.
        Matcher matched = MATCHED.matcher(message);
        assertTrue(matched.find() && Integer.parseInt(matched.group(1)) > 0, message);
    }
}
