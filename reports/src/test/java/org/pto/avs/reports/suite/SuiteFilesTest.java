package org.pto.avs.reports.suite;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.results.Sha256;

class SuiteFilesTest {

    @Test
    void filesComeFromJarsAndDirectoriesAndTheFirstRootWins(@TempDir Path temp) throws IOException {
        Path directory = temp.resolve("classes");
        write(directory.resolve("pto-avs/cases/block/B.IOS/A.json"), "directory A");
        write(directory.resolve("pto-avs/catalog/index.json"), "{}");
        Path jar = temp.resolve("cases.jar");
        try (OutputStream out = Files.newOutputStream(jar);
                JarOutputStream zip = new JarOutputStream(out)) {
            // Folder entries, as Maven's jar plugin writes them: class loaders find a folder only through its entry.
            for (String folder :
                    List.of("pto-avs/", "pto-avs/cases/", "pto-avs/cases/block/", "pto-avs/cases/block/B.IOS/")) {
                zip.putNextEntry(new JarEntry(folder));
                zip.closeEntry();
            }
            for (String[] entry : new String[][] {
                {"pto-avs/cases/block/B.IOS/A.json", "jar A"},
                {"pto-avs/cases/block/B.IOS/B.json", "jar B"},
                {"other/C.json", "not the suite"}
            }) {
                zip.putNextEntry(new JarEntry(entry[0]));
                zip.write(entry[1].getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }

        try (URLClassLoader loader = new URLClassLoader(
                new URL[] {directory.toUri().toURL(), jar.toUri().toURL()}, null)) {
            SuiteFiles suite = SuiteFiles.fromClasspath(loader);
            assertEquals(
                    List.of(
                            new SuiteFile("pto-avs/cases/block/B.IOS/A.json", Sha256.of("directory A")),
                            new SuiteFile("pto-avs/cases/block/B.IOS/B.json", Sha256.of("jar B")),
                            new SuiteFile("pto-avs/catalog/index.json", Sha256.of("{}"))),
                    suite.files());
            assertEquals(Sha256.of(Sha256.of("{}") + "  pto-avs/catalog/index.json\n"), suite.catalogDigest());
        }
    }

    @Test
    void oneChangedByteChangesTheCatalogDigest(@TempDir Path temp) throws IOException {
        write(temp.resolve("pto-avs/catalog/index.json"), "{\"a\":1}");
        String before;
        try (URLClassLoader loader = new URLClassLoader(new URL[] {temp.toUri().toURL()}, null)) {
            before = SuiteFiles.fromClasspath(loader).catalogDigest();
        }
        write(temp.resolve("pto-avs/catalog/index.json"), "{\"a\":2}");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {temp.toUri().toURL()}, null)) {
            assertNotEquals(before, SuiteFiles.fromClasspath(loader).catalogDigest());
        }
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }
}
