package org.pto.avs.bench.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.MachineState;
import org.pto.avs.device.ProgramWord;
import org.pto.avs.device.RunRequest;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.CaseContent;
import org.pto.avs.engine.cases.CaseReader;
import org.pto.avs.engine.cases.CaseSchema;
import org.pto.avs.engine.cases.CaseText;
import org.pto.avs.engine.cases.CaseWriter;
import org.pto.avs.engine.cases.ReadResult;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Disassembler;
import org.pto.avs.reference.ReferenceDevice;

/**
 * The generated corpus survives read, write, read, and a file reads back as the case the generator wrote (a
 * corpus file is the writer's own output, so only the second check sees what the writer might leave out).
 */
class CorpusRoundTripTest {

    private static final CaseReader READER = new CaseReader(Catalog.standard(), CaseSchema.load(), false);

    @TempDir
    Path directory;

    private static AvsCase read(Path file, String text) {
        ReadResult result = READER.read(new CaseText(file.getFileName().toString(), text));
        return assertInstanceOf(ReadResult.Valid.class, result, result::toString)
                .avsCase();
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

    @Test
    void aCorpusFileReadsBackAsTheCaseItWasWrittenFrom() throws IOException, DeviceException {
        ReferenceDevice device = new ReferenceDevice();
        HeaderPrograms programs = new HeaderPrograms(Catalog.standard(), 11);
        List<SyntheticVector> vectors = new ArrayList<>();
        for (int v = 0; v < 20; v++) {
            List<ProgramWord> program = programs.next();
            vectors.add(new SyntheticVector(
                    "v" + v,
                    program,
                    device.run(new RunRequest(MachineState.RESET, program, CorpusGenerator.OBSERVED, List.of()))));
        }
        Path file = directory.resolve(Corpus.id(1) + ".json");
        AvsCase written =
                new CaseFileWriter(new Disassembler(Catalog.standard())).synthetic(file, Corpus.id(1), vectors);
        CaseWriter.write(written, file);
        assertEquals(CaseContent.of(written), CaseContent.of(read(file, Files.readString(file))));
    }
}
