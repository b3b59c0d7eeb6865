package org.pto.avs.engine.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathResource;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectDirectory;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.pto.avs.engine.limits.DeviceText;
import org.pto.avs.results.Constants;
import org.pto.avs.results.ReportKeys;

/** What a device says reaches messages and reports printable and bounded, however long or hostile it is. */
class DeviceTextTest {

    private static final String PROPERTY = "pto-avs/properties/block/B.IOS/PTO-AVS-PROP-B-IOS-TEST-001.json";

    @TempDir
    Path corpus;

    @BeforeEach
    void probe() {
        ProbeDevice.reset();
    }

    /** The case report entries of a run on the probe device crashing with {@code said}. */
    private static List<Map<String, String>> crashingWith(String said, DiscoverySelector selector, Path output) {
        return EngineTestKit.engine(Constants.ENGINE_ID)
                .configurationParameter(Constants.SUMMARY, "false")
                .configurationParameter(Constants.CHECK_CATALOG_IDS, "false")
                .configurationParameter(Constants.RANDOM_OUTPUT, output.toString())
                .configurationParameter(Constants.DEVICE, "probe")
                .configurationParameter(Constants.DEVICE_SETTINGS_PREFIX + "crash-with", said)
                .selectors(selector)
                .execute()
                .testEvents()
                .reportingEntryPublished()
                .list()
                .stream()
                .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
                .filter(v -> v.containsKey(ReportKeys.STATUS))
                .toList();
    }

    @Test
    void aCrashMessageLosesItsControlCharactersAndItsFloodButKeepsItsWords(@TempDir Path output) throws IOException {
        SyntheticCases.write(corpus, 1);
        String hostile = "segfault \u001b]0;all cases passed\u0007 at 0x0\n" + "x".repeat(100_000);
        List<Map<String, String>> entries = crashingWith(hostile, selectDirectory(corpus.toFile()), output);
        assertEquals(1, entries.size());
        String message = entries.get(0).get(ReportKeys.MESSAGE);
        assertEquals("crash", entries.get(0).get(ReportKeys.STATUS));
        assertTrue(
                message.contains("the device crashed: segfault ?]0;all cases passed? at 0x0\nxxx"),
                () -> message.substring(0, 200));
        assertFalse(message.chars().anyMatch(c -> c == 0x1b || c == 0x07), "no control character survives");
        assertTrue(
                message.endsWith(" ... (" + (hostile.length() - DeviceText.MAX_CHARS) + " more characters not shown)"),
                () -> message.substring(message.length() - 80));
        assertTrue(message.length() < DeviceText.MAX_CHARS + 200, "bounded: " + message.length());
    }

    @Test
    void aPropertyCaseCarriesTheDeviceTextAsBoundedAndPrintableAsACaseOfVectors(@TempDir Path output) {
        String hostile = "kernel \u001b[2J\u001b[31mpanic\r\n<script>alert(1)</script>\u0000" + "y".repeat(1 << 20);
        List<Map<String, String>> entries = crashingWith(hostile, selectClasspathResource(PROPERTY), output);
        assertEquals(1, entries.size());
        String message = entries.get(0).get(ReportKeys.MESSAGE);
        assertEquals("crash", entries.get(0).get(ReportKeys.STATUS));
        // Markup stays text here: each report writer escapes it for its own format.
        // The probe runs first: the device crashes on its first program.
        assertTrue(
                message.contains(
                        ": the probe: the device crashed: kernel ?[2J?[31mpanic?\n" + "<script>alert(1)</script>?yyy"),
                () -> message.substring(0, 300));
        assertFalse(
                message.chars().anyMatch(c -> c < 0x20 && c != '\n' || c >= 0x7f && c < 0xa0),
                "no control character survives");
        assertTrue(
                message.endsWith(" ... (" + (hostile.length() - DeviceText.MAX_CHARS) + " more characters not shown)"),
                () -> message.substring(message.length() - 80));
        assertTrue(message.length() < DeviceText.MAX_CHARS + 300, "bounded: " + message.length());
    }

    @Test
    void printableTextIsLeftAsItIs() {
        assertEquals("line one\n\tline two: ü ✓", DeviceText.printable("line one\n\tline two: ü ✓"));
        assertEquals("a?b?c", DeviceText.printable("a\rb\u009bc"));
        assertEquals("", DeviceText.printable(null));
    }
}
