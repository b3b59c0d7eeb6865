package org.pto.avs.engine.payloadfiles;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Payload files are read from the case file's folder, in a directory or a jar, and from nowhere else. */
class PayloadFilesTest {

    @TempDir
    Path dir;

    private URI caseInJar() throws IOException {
        Path jar = dir.resolve("cases.jar");
        try (OutputStream file = Files.newOutputStream(jar);
                JarOutputStream out = new JarOutputStream(file)) {
            out.putNextEntry(new JarEntry("pto-avs/cases/block/B.IOS/X.json"));
            out.write("{}".getBytes());
            out.closeEntry();
            out.putNextEntry(new JarEntry("pto-avs/cases/block/B.IOS/payloads/p.bin"));
            out.write(new byte[] {1, 2, 3});
            out.closeEntry();
            out.putNextEntry(new JarEntry("pto-avs/cases/block/secret.bin"));
            out.write(new byte[] {9});
            out.closeEntry();
        }
        return URI.create("jar:" + jar.toUri() + "!/pto-avs/cases/block/B.IOS/X.json");
    }

    @Test
    void aCaseInAJarReadsTheEntriesBesideIt() throws Exception {
        PayloadFiles files = ArchivePayloadFiles.of(caseInJar());
        assertArrayEquals(new byte[] {1, 2, 3}, files.read("payloads/p.bin", 16).toArray());
        assertEquals(
                "'payloads/p.bin' holds more than the 2 bytes it fills",
                assertThrows(PayloadFileException.class, () -> files.read("payloads/p.bin", 2))
                        .getMessage());
        assertEquals(
                "'../secret.bin' leaves the case file's folder through '..'; a payload file lies in that folder"
                        + " or beneath it",
                assertThrows(PayloadFileException.class, () -> files.read("../secret.bin", 16))
                        .getMessage());
        assertThrows(PayloadFileException.class, () -> files.read("payloads/none.bin", 16));
    }

    @Test
    void aCaseFolderReachedThroughALinkStillReadsItsOwnFiles() throws Exception {
        Path real = Files.createDirectories(dir.resolve("real/cases"));
        Files.write(real.resolve("p.bin"), new byte[] {7});
        Path linked = Files.createSymbolicLink(dir.resolve("linked"), real);
        PayloadFiles files = FolderPayloadFiles.of(linked.resolve("X.json"));
        assertArrayEquals(new byte[] {7}, files.read("p.bin", 1).toArray());
    }

    @Test
    void aCaseReadFromTextAloneHasNoPayloadFiles() {
        assertThrows(PayloadFileException.class, () -> PayloadFiles.NONE.read("p.bin", 1));
    }
}
