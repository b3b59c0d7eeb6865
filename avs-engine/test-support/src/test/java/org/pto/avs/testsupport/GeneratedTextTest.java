package org.pto.avs.testsupport;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

class GeneratedTextTest {

    private static final String COMMAND = "mvn regenerate";

    private static final String PAGE =
            "# Title\nprose\n<!-- generated: table -->\n| a | 1 |\n" + "<!-- end of generated: table -->\nmore prose\n";

    @TempDir
    Path dir;

    @Test
    void aFileThatHoldsTheDerivedTextPasses() throws IOException {
        Path file = Files.writeString(dir.resolve("forms.json"), "[1, 2]\n");
        assertDoesNotThrow(() -> GeneratedText.assertFile(file, "[1, 2]\n", COMMAND));
    }

    @Test
    void aFileThatDiffersFailsNamingItTheCommandAndTheFirstDifferentLine() throws IOException {
        Path file = Files.writeString(dir.resolve("forms.json"), "same\nkept\n");
        AssertionFailedError e = assertThrows(
                AssertionFailedError.class, () -> GeneratedText.assertFile(file, "same\nderived\n", COMMAND));
        assertTrue(e.getMessage().contains(file.toAbsolutePath().normalize().toString()), e.getMessage());
        assertTrue(e.getMessage().contains("regenerate it with\n  " + COMMAND), e.getMessage());
        assertTrue(e.getMessage().contains("line 2:\n  kept:    kept\n  derived: derived"), e.getMessage());
        assertEquals("same\nkept\n", Files.readString(file), "a check never writes unless asked to");
    }

    @Test
    void aMissingFileFails() {
        AssertionFailedError e = assertThrows(
                AssertionFailedError.class, () -> GeneratedText.assertFile(dir.resolve("none"), "x\n", COMMAND));
        assertTrue(e.getMessage().contains("(it does not exist)"), e.getMessage());
    }

    @Test
    void onlyTheLastLineFeedDifferingIsStillADifference() {
        assertEquals(
                "the lines are the same: they differ in line endings or the last line feed",
                GeneratedText.firstDifference("a\nb", "a\nb\n"));
    }

    @Test
    void aSectionIsComparedAloneAndTheRestOfThePageMayChange() throws IOException {
        Path page = Files.writeString(dir.resolve("README.md"), PAGE);
        assertDoesNotThrow(() -> GeneratedText.assertSection(page, "table", "| a | 1 |\n", COMMAND));
        AssertionFailedError e = assertThrows(
                AssertionFailedError.class, () -> GeneratedText.assertSection(page, "table", "| a | 2 |\n", COMMAND));
        assertTrue(e.getMessage().contains("section table"), e.getMessage());
        AssertionFailedError none = assertThrows(
                AssertionFailedError.class, () -> GeneratedText.assertSection(page, "other", "x\n", COMMAND));
        assertTrue(none.getMessage().contains("<!-- generated: other -->"), none.getMessage());
    }

    @Test
    void regeneratingWritesTheDerivedTextAndKeepsTheRestOfThePage() throws IOException {
        Path page = Files.writeString(dir.resolve("README.md"), PAGE);
        Path file = dir.resolve("forms.json");
        System.setProperty(GeneratedText.PROPERTY, "true");
        try {
            GeneratedText.assertSection(page, "table", "| a | 2 |\n| b | 3 |\n", COMMAND);
            GeneratedText.assertFile(file, "[3]\n", COMMAND);
        } finally {
            System.clearProperty(GeneratedText.PROPERTY);
        }
        assertEquals(PAGE.replace("| a | 1 |\n", "| a | 2 |\n| b | 3 |\n"), Files.readString(page));
        assertEquals("[3]\n", Files.readString(file));
    }

    @Test
    void theCommandRunsTheOneTestClassWithRegenerationOn() {
        assertEquals(
                "mvn -B -q -pl avs-cases -am test -Dtest=GeneratedTextTest -Dsurefire.failIfNoSpecifiedTests=false"
                        + " -Dpto.avs.test.regenerate=true",
                GeneratedText.command("avs-cases", GeneratedTextTest.class));
    }
}
