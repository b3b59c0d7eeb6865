package org.pto.avs.testsupport;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apiguardian.api.API;

/**
 * A file, or a marked section of one, that a test derives from the catalog, the case files or a run, and that the
 * repository keeps so people can read it: the test fails while the file differs, naming the file and the command
 * that rewrites it. With the system property {@value #PROPERTY} set to {@code true} the test writes what it derived
 * instead, so regenerating is running the failing test once more with that property.
 *
 * <p>A section of a Markdown file lies between the lines {@code <!-- generated: NAME -->} and
 * {@code <!-- end of generated: NAME -->}, which a reader of the rendered page does not see.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class GeneratedText {

    /** Set to {@code true}, the checks write the derived text instead of failing. */
    public static final String PROPERTY = "pto.avs.test.regenerate";

    private GeneratedText() {}

    /**
     * The command that runs {@code testClass} of the module at {@code modulePath} (from the repository's root) with
     * regeneration on.
     */
    public static String command(String modulePath, Class<?> testClass) {
        return "mvn -B -q -pl " + modulePath + " -am test -Dtest=" + testClass.getSimpleName()
                + " -Dsurefire.failIfNoSpecifiedTests=false -D" + PROPERTY + "=true";
    }

    /** Fails unless {@code file} holds exactly {@code expected}; writes it instead when regenerating. */
    public static void assertFile(Path file, String expected, String command) {
        String actual = Files.exists(file) ? read(file) : null;
        if (expected.equals(actual)) {
            return;
        }
        if (regenerating()) {
            write(file, expected);
            return;
        }
        fail(shown(file) + " is not what the test derives; regenerate it with\n  " + command + "\n"
                + (actual == null ? "(it does not exist)" : firstDifference(actual, expected)));
    }

    /**
     * Fails unless the section {@code name} of {@code file} holds exactly {@code expected} (whole lines, each ending
     * in a line feed); writes it instead when regenerating.
     */
    public static void assertSection(Path file, String name, String expected, String command) {
        String text = read(file);
        String begin = "<!-- generated: " + name + " -->\n";
        String end = "<!-- end of generated: " + name + " -->\n";
        int from = text.indexOf(begin);
        int to = text.indexOf(end);
        if (from < 0 || to < from) {
            fail(shown(file) + " has no section between the lines " + begin.strip() + " and " + end.strip());
        }
        String section = text.substring(from + begin.length(), to);
        if (section.equals(expected)) {
            return;
        }
        if (regenerating()) {
            write(file, text.substring(0, from + begin.length()) + expected + text.substring(to));
            return;
        }
        fail(shown(file) + ", section " + name + ", is not what the test derives; regenerate it with\n  " + command
                + "\n" + firstDifference(section, expected));
    }

    static boolean regenerating() {
        return Boolean.parseBoolean(System.getProperty(PROPERTY));
    }

    /** Where the texts first differ, line by line, so the message stays short for a long file. */
    static String firstDifference(String actual, String expected) {
        List<String> kept = actual.lines().toList();
        List<String> derived = expected.lines().toList();
        int line = 0;
        while (line < kept.size() && line < derived.size() && kept.get(line).equals(derived.get(line))) {
            line++;
        }
        if (line == kept.size() && line == derived.size()) {
            return "the lines are the same: they differ in line endings or the last line feed";
        }
        return "first difference at line " + (line + 1) + ":\n  kept:    "
                + (line < kept.size() ? kept.get(line) : "(nothing)") + "\n  derived: "
                + (line < derived.size() ? derived.get(line) : "(nothing)");
    }

    private static Path shown(Path file) {
        return file.toAbsolutePath().normalize();
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    private static void write(Path file, String text) {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
            System.out.println("regenerated " + shown(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
