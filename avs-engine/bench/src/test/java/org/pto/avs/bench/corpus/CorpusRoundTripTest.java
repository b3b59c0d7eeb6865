package org.pto.avs.bench.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.CaseContent;
import org.pto.avs.engine.cases.CaseReader;
import org.pto.avs.engine.cases.CaseSchema;
import org.pto.avs.engine.cases.CaseText;
import org.pto.avs.engine.cases.CaseWriter;
import org.pto.avs.engine.cases.ReadResult;
import org.pto.avs.isa.Catalog;

/**
 * The generated corpus survives read, write, read: its files are what {@code CaseWriter} writes, so the bench
 * measures the same cases the writer and the reader agree on.
 */
class CorpusRoundTripTest {

    private static final CaseReader READER = new CaseReader(Catalog.standard(), CaseSchema.load(), false);

    @TempDir
    Path directory;

    private static AvsCase read(Path file, String text) {
        ReadResult result = READER.read(new CaseText(file.getFileName().toString(), text));
        return assertInstanceOf(ReadResult.Valid.class, result, result::toString).avsCase();
    }

    @Test
    void everyFileOfAGeneratedCorpusReadsBackAsTheSameCase() throws IOException {
        Corpus corpus = new CorpusGenerator().generate(directory, 60, 6, 5);
        for (int n = 1; n <= corpus.files(); n++) {
            Path file = corpus.file(n);
            AvsCase read = read(file, Files.readString(file));
            String written = CaseWriter.text(read);
            AvsCase reread = read(file, written);
            assertEquals(CaseContent.of(read), CaseContent.of(reread), file::toString);
            assertEquals(written, CaseWriter.text(reread), () -> file + ": writing it again changed the text");
        }
    }
}
