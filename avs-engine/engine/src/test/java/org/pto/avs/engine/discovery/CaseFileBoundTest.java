package org.pto.avs.engine.discovery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The 64 MiB bound on a case file (avs-cases/README.md), exactly: a file of 64 MiB is read, one byte more is not. */
class CaseFileBoundTest {

    @TempDir
    Path folder;

    private Path fileOf(int bytes) throws IOException {
        byte[] text = new byte[bytes];
        Arrays.fill(text, (byte) ' ');
        byte[] object = "{\"id\":\"x\"}".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(object, 0, text, 0, object.length);
        return Files.write(folder.resolve(bytes + ".json"), text);
    }

    @Test
    void aFileOfSixtyFourMebibytesIsReadAndOneByteMoreIsRefused() throws IOException {
        String text = CaseFile.file(fileOf(CaseFileText.MAX_BYTES)).read();
        assertEquals(CaseFileText.MAX_BYTES, text.length());

        IOException refused = assertThrows(
                IOException.class,
                () -> CaseFile.file(fileOf(CaseFileText.MAX_BYTES + 1)).read());
        assertEquals("the file is larger than 64 MiB, the bound on a case file", refused.getMessage());
    }
}
