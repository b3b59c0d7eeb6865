package org.pto.avs.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Decoder;

/**
 * Every decode-negative word of the shipped cases (a raw word that a step expects to fault
 * Fault_IllegalInstruction and that no form of the subset's records matches) decodes to no form of the whole PTO
 * ISA's decode table. Were it a real form, a device implementing the whole ISA would rightly answer it (spec
 * semantics §1: unsupported, or executed) and the case would fail that device.
 */
class DecodeNegativeWordsTest {

    private static final Catalog CATALOG = Catalog.standard();
    private static final Decoder WHOLE_ISA = new Decoder(CATALOG);

    private record RawWord(String where, long bits, int lengthBits) {}

    @Test
    void everyDecodeNegativeWordIsNoFormOfTheWholeIsa() throws IOException {
        List<RawWord> negative = new ArrayList<>();
        for (CaseFile file : CaseFiles.load()) {
            negative.addAll(decodeNegative(file.location(), read(file.location())));
        }
        // ENCODING-002 step 3 alone has six (bits 19, 31, 27, 26, 8 and 14:12 = 010).
        assertTrue(negative.size() >= 6, "decode-negative words found: " + negative);
        List<String> decoded = new ArrayList<>();
        for (RawWord word : negative) {
            WHOLE_ISA
                    .formOf(word.bits(), word.lengthBits())
                    .ifPresent(
                            form -> decoded.add(word.where() + String.format(" 0x%08X", word.bits()) + " is " + form));
        }
        assertEquals(List.of(), decoded, "decode-negative words that are real PTO forms");
    }

    @Test
    void theDecodeTableIsLoadedSoTheCheckAboveCanFail() {
        // A word the subset lacks but the ISA has (B.FPATR, which no record certifies): the whole-ISA decoder
        // finds it, the records do not.
        assertTrue(WHOLE_ISA.formOf(0x00002023, 32).isPresent());
        assertTrue(CATALOG.forms().stream().noneMatch(f -> f.lengthBits() == 32 && f.matches(0x00002023)));
    }

    private static JsonNode read(String location) throws IOException {
        try (InputStream in =
                DecodeNegativeWordsTest.class.getClassLoader().getResourceAsStream(CaseFiles.ROOT + "/" + location)) {
            return new ObjectMapper().readTree(in);
        }
    }

    private static List<RawWord> decodeNegative(String location, JsonNode file) {
        List<RawWord> words = new ArrayList<>();
        for (JsonNode vector : file.path("vectors")) {
            for (JsonNode step : vector.path("program")) {
                if (!step.has("word") || !expectsIllegalInstruction(step.path("expect"))) {
                    continue;
                }
                int length = step.path("bits").asInt(32);
                long bits = Long.parseLong(step.get("word").asText().substring(2), 16);
                boolean recordMatches =
                        CATALOG.forms().stream().anyMatch(f -> f.lengthBits() == length && f.matches(bits));
                if (!recordMatches) {
                    words.add(new RawWord(location + " " + vector.path("name").asText(), bits, length));
                }
            }
        }
        return words;
    }

    private static boolean expectsIllegalInstruction(JsonNode expect) {
        String illegal = "Fault_IllegalInstruction";
        if (expect.isArray()) {
            for (JsonNode e : expect) {
                if (illegal.equals(e.path("fault").asText()) || illegal.equals(e.asText())) {
                    return true;
                }
            }
            return false;
        }
        return illegal.equals(expect.path("fault").asText()) || illegal.equals(expect.asText());
    }
}
