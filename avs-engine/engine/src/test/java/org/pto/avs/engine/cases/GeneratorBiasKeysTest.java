package org.pto.avs.engine.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.pto.avs.model.random.GeneratorSpec.Bias.Knob;

/**
 * A knob of the generator is declared once, in {@link Knob}; the case schema's {@code generator.bias} and the case
 * format's table name the same keys, so a new knob a file could not state, or one the format does not document,
 * fails here.
 */
class GeneratorBiasKeysTest {

    /** The case format; tests run in the engine module's folder. */
    private static final Path CASE_FORMAT = Path.of("../../avs-cases/README.md");

    private static final List<String> KEYS =
            Arrays.stream(Knob.values()).map(Knob::key).toList();

    @Test
    void theSchemaAllowsEveryKnobAndNothingElse() throws IOException {
        JsonNode bias;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(CaseSchema.RESOURCE)) {
            bias = new ObjectMapper().readTree(in).at("/$defs/generator/properties/bias");
        }
        List<String> allowed = new ArrayList<>();
        bias.path("properties").fieldNames().forEachRemaining(allowed::add);
        assertEquals(KEYS, allowed, CaseSchema.RESOURCE + ": the keys of generator.bias, in the order of Knob");
        assertEquals(false, bias.path("additionalProperties").asBoolean(true), "no other key");
    }

    @Test
    void theCaseFormatNamesEveryKnobWithItsDefault() throws IOException {
        String format = Files.readString(CASE_FORMAT, StandardCharsets.UTF_8);
        for (Knob knob : Knob.values()) {
            String stated = "`" + knob.key() + "` (" + knob.byDefault() + ":";
            assertTrue(format.contains(stated), CASE_FORMAT.normalize() + " has no " + stated + " in its bias row");
        }
    }
}
