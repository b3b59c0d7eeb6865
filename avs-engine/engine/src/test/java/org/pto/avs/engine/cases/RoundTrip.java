package org.pto.avs.engine.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.pto.avs.isa.Catalog;

/**
 * Read, write, read: a case file and the file {@link CaseWriter} makes of what was read hold the same case
 * ({@link CaseContent}), and writing that again gives the same text, so the writer's output is stable.
 */
public final class RoundTrip {

    private static final CaseSchema SCHEMA = CaseSchema.load();

    private RoundTrip() {}

    /** The round trip of {@code file}; {@code checkCatalogIds} false for generated cases. Returns what was read. */
    public static AvsCase assertSameCase(Path file, boolean checkCatalogIds) throws IOException {
        CaseReader reader = new CaseReader(Catalog.standard(), SCHEMA, checkCatalogIds);
        // The file's own name, so the reader's "named after its id" check holds for the rewrite too.
        String origin = file.getFileName().toString();
        AvsCase read = valid(reader, origin, Files.readString(file, StandardCharsets.UTF_8));
        String written = CaseWriter.text(read);
        AvsCase reread = valid(reader, origin, written);
        CaseContent before = CaseContent.of(read);
        CaseContent after = CaseContent.of(reread);
        // Vector by vector, so that a difference names its vector rather than printing the whole case twice.
        assertEquals(before.identity(), after.identity(), () -> file + ": the case's own keys");
        assertEquals(before.vectors().size(), after.vectors().size(), () -> file + ": vectors");
        for (int i = 0; i < before.vectors().size(); i++) {
            String name = before.vectors().get(i).name();
            assertEquals(before.vectors().get(i), after.vectors().get(i), () -> file + ": vector " + name);
        }
        assertEquals(written, CaseWriter.text(reread), () -> file + ": writing it again changed the text");
        return read;
    }

    private static AvsCase valid(CaseReader reader, String origin, String text) {
        ReadResult result = reader.read(new CaseText(origin, text));
        return assertInstanceOf(ReadResult.Valid.class, result, () -> result + "\n" + text)
                .avsCase();
    }
}
