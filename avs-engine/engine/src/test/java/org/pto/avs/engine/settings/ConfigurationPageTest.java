package org.pto.avs.engine.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The user guide's configuration page has one line for every setting {@code org.pto.avs.results.Constants} defines,
 * and no line for a setting it does not: a setting is not added, renamed or removed without its line.
 */
class ConfigurationPageTest {

    private static final Path PAGE = Path.of(System.getProperty("basedir", "."), "../../docs/configuration.md");

    /** The section of the page that lists the engine's settings. */
    private static final String SECTION = "## The engine's settings";

    /** A row of its table: {@code | `avs.id` | all | ...}. */
    private static final Pattern ROW = Pattern.compile("(?m)^\\| `(avs\\.[^`]+)` \\|");

    @Test
    void thePageListsExactlyTheSettingsTheConstantsDefine() throws IOException {
        Set<String> listed = listedSettings();
        assertTrue(listed.contains("avs.id"), () -> PAGE.normalize() + ": no table row read under \"" + SECTION + "\"");
        Set<String> missing = new TreeSet<>(MisspeltSettings.KNOWN);
        missing.removeAll(listed);
        Set<String> unknown = new TreeSet<>(listed);
        unknown.removeAll(MisspeltSettings.KNOWN);
        assertEquals(
                Set.of(),
                missing,
                () -> PAGE.normalize() + " has no line under \"" + SECTION + "\" for these settings of Constants");
        assertEquals(
                Set.of(),
                unknown,
                () -> PAGE.normalize() + " lists under \"" + SECTION + "\" settings that Constants does not define");
    }

    /** The settings named by the rows of the engine's section, up to the next section. */
    private static Set<String> listedSettings() throws IOException {
        String page = Files.readString(PAGE, StandardCharsets.UTF_8);
        int start = page.indexOf(SECTION + "\n");
        assertTrue(start >= 0, () -> PAGE.normalize() + " has no section \"" + SECTION + "\"");
        int end = page.indexOf("\n## ", start + SECTION.length());
        String section = page.substring(start, end < 0 ? page.length() : end);
        Set<String> names = new TreeSet<>();
        Matcher row = ROW.matcher(section);
        while (row.find()) {
            assertTrue(names.add(row.group(1)), "two lines for " + row.group(1) + " in " + PAGE.normalize());
        }
        return names;
    }
}
