package org.pto.avs.bench.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generator writes the stated number of vectors, files named after their ids, faults of every kind. */
class CorpusGeneratorTest {

    @TempDir
    Path directory;

    @Test
    void writesTheVectorsInCaseFilesNamedAfterTheirIds() throws IOException {
        Corpus corpus = new CorpusGenerator().generate(directory, 250, 10, 3);
        assertEquals(25, corpus.files());
        ObjectMapper json = new ObjectMapper();
        int vectors = 0;
        Set<String> faults = new HashSet<>();
        try (Stream<Path> files = Files.list(corpus.caseFolder())) {
            for (Path file : files.toList()) {
                JsonNode root = json.readTree(file.toFile());
                assertEquals(file.getFileName().toString(), root.get("id").asText() + ".json");
                for (JsonNode vector : root.get("vectors")) {
                    vectors++;
                    for (JsonNode step : vector.get("program")) {
                        if (step.path("expect").has("fault")) {
                            faults.add(step.get("expect").get("fault").asText());
                        }
                    }
                }
            }
        }
        assertEquals(250, vectors);
        assertEquals(Set.of("Fault_IllegalInstruction", "Fault_BundleControl", "Fault_TileLegality"), faults);
    }

    @Test
    void theSameSeedGivesTheSameFilesAndAnExistingCorpusIsKept() throws IOException {
        Corpus first = new CorpusGenerator().generate(directory.resolve("a"), 40, 4, 9);
        Corpus second = new CorpusGenerator().generate(directory.resolve("b"), 40, 4, 9);
        assertEquals(Files.readString(first.file(7)), Files.readString(second.file(7)));
        long written = Files.getLastModifiedTime(first.file(1)).toMillis();
        new CorpusGenerator().generate(directory.resolve("a"), 40, 4, 9);
        assertEquals(written, Files.getLastModifiedTime(first.file(1)).toMillis());
        assertTrue(Files.exists(first.file(10)));
    }
}
