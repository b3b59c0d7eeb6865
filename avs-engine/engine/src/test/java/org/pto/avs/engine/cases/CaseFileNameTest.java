package org.pto.avs.engine.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The hand-written id check agrees with the case schema's {@code id} pattern, and names are read from paths. */
class CaseFileNameTest {

    private static Pattern schemaIdPattern() throws IOException {
        try (InputStream in = CaseFileNameTest.class.getClassLoader().getResourceAsStream(CaseSchema.RESOURCE)) {
            String regex =
                    new ObjectMapper().readTree(in).at("/properties/id/pattern").asText();
            return Pattern.compile(regex);
        }
    }

    @Test
    void agreesWithTheSchemaPattern() throws IOException {
        Pattern schema = schemaIdPattern();
        for (String text : List.of(
                "PTO-AVS-BLOCK-B-IOS-SYNTH-000001",
                "PTO-AVS-BLOCK-B-IOS-SIZECODE-012-001",
                "PTO-AVS-A-1.2.3",
                "PTO-AVS-X-.",
                "PTO-AVS-BLOCK",
                "PTO-AVS-",
                "PTO-AVS-X-",
                "PTO-AVS-X--Y",
                "PTO-AVS-x-Y",
                "PTO-AVS-X.Y-Z",
                "pto-avs-a-b",
                "PTO-AVS-A-B-",
                "good",
                "")) {
            assertEquals(schema.matcher(text).matches(), CaseFileName.isAvsId(text), text);
        }
    }

    @Test
    void readsTheStemOfPathsAndResourceNames() {
        assertEquals(
                Optional.of("PTO-AVS-BLOCK-B-IOS-STREAM-001"),
                CaseFileName.statedId("pto-avs/cases/block/B.IOS/PTO-AVS-BLOCK-B-IOS-STREAM-001.json"));
        assertEquals(
                Optional.of("PTO-AVS-BLOCK-B-IOS-STREAM-001"),
                CaseFileName.statedId("C:\\cases\\PTO-AVS-BLOCK-B-IOS-STREAM-001.json"));
        assertEquals(Optional.empty(), CaseFileName.statedId("/tmp/corpus/regression.json"));
        assertEquals(Optional.empty(), CaseFileName.statedId("/tmp/corpus/PTO-AVS-BLOCK-B-IOS-STREAM-001.txt"));
    }
}
