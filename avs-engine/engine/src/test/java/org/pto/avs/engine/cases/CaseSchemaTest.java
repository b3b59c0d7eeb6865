package org.pto.avs.engine.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The published schema: draft 2020-12, and no object in the format accepts a key it does not define. */
class CaseSchemaTest {

    private static JsonNode schema() throws IOException {
        try (InputStream in = CaseSchemaTest.class.getClassLoader().getResourceAsStream(CaseSchema.RESOURCE)) {
            return new ObjectMapper().readTree(in);
        }
    }

    @Test
    void isDraft202012() throws IOException {
        assertEquals(
                "https://json-schema.org/draft/2020-12/schema",
                schema().path("$schema").asText());
    }

    @Test
    void everyObjectSchemaRejectsUnknownKeys() throws IOException {
        List<String> open = new ArrayList<>();
        walk(schema(), "", open);
        assertEquals(List.of(), open, "object schemas without \"additionalProperties\": false");
    }

    private static final List<String> CONDITIONAL = List.of("if", "then", "else");

    private static void walk(JsonNode node, String pointer, List<String> open) {
        if (node.isObject()) {
            boolean objectSchema = node.has("properties")
                    || node.has("patternProperties")
                    || "object".equals(node.path("type").asText());
            if (objectSchema && !node.path("additionalProperties").isBoolean()) {
                open.add(pointer);
            } else if (objectSchema && node.path("additionalProperties").asBoolean()) {
                open.add(pointer);
            }
            for (Map.Entry<String, JsonNode> member : node.properties()) {
                if (CONDITIONAL.contains(member.getKey())) {
                    // They constrain the object their schema defines (a property case's generator and vectors);
                    // closing them would reject every key they do not name.
                    continue;
                }
                // Under "properties" the keys are names, not keywords; their values are schemas all the same.
                walk(member.getValue(), pointer + "/" + member.getKey(), open);
            }
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                walk(node.get(i), pointer + "/" + i, open);
            }
        }
    }

    @Test
    void theRootAllowsExactlyTheDocumentedKeys() throws IOException {
        List<String> keys = new ArrayList<>();
        schema().path("properties").fieldNames().forEachRemaining(keys::add);
        assertEquals(
                List.of(
                        "format",
                        "id",
                        "surface",
                        "instruction",
                        "requirements",
                        "kind",
                        "severity",
                        "summary",
                        "pass_condition",
                        "covers",
                        "tags",
                        "partial",
                        "upstream",
                        "vectors",
                        "generator"),
                keys);
        assertTrue(schema().path("additionalProperties").isBoolean());
    }
}
