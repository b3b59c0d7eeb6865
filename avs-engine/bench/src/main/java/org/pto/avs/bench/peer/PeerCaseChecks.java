package org.pto.avs.bench.peer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.PathType;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Contract;
import org.pto.avs.isa.Instruction;

/**
 * What the peer checks of a case file before it runs a vector, the work the engine's reader does too: the file
 * validated against the published case schema by the same validator (networknt, draft 2020-12), and the catalog's
 * rules the engine holds a case file to (the instruction is the catalog's and on its surface, every clause a case or
 * vector covers is in the instruction's contract, the case lists what its vectors cover and nothing more).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class PeerCaseChecks {

    /** The engine's published schema, from the engine jar, as the engine reads it. */
    static final String SCHEMA_RESOURCE = "pto-avs/schema/case-v1.schema.json";

    private static final JsonSchema SCHEMA = loadSchema();
    private static final Catalog CATALOG = Catalog.standard();

    private PeerCaseChecks() {}

    private static JsonSchema loadSchema() {
        try (InputStream in = PeerCaseChecks.class.getClassLoader().getResourceAsStream(SCHEMA_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(SCHEMA_RESOURCE + " is not on the class path");
            }
            JsonNode tree = new ObjectMapper().readTree(in);
            JsonSchema schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                    .getSchema(
                            tree,
                            SchemaValidatorsConfig.builder()
                                    .pathType(PathType.JSON_POINTER)
                                    .build());
            schema.initializeValidators();
            return schema;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Fails the test with every schema error and the first catalog rule the file breaks. */
    static void check(String where, JsonNode root) {
        Set<ValidationMessage> errors = SCHEMA.validate(root);
        assertTrue(
                errors.isEmpty(),
                () -> where + ": "
                        + errors.stream().map(ValidationMessage::getMessage).collect(Collectors.joining("; ")));
        String mnemonic = root.get("instruction").asText();
        Instruction instruction = CATALOG.instruction(mnemonic)
                .orElseThrow(() -> new AssertionError(where + ": unknown mnemonic " + mnemonic));
        assertEquals(instruction.surface(), root.get("surface").asText(), where + ": surface");
        Contract contract = instruction.contract();
        Set<String> caseCovers = clauses(where, root.path("covers"), contract);
        Set<String> vectorCovers = new HashSet<>();
        for (JsonNode vector : root.get("vectors")) {
            Set<String> covered = clauses(where, vector.path("covers"), contract);
            assertTrue(caseCovers.containsAll(covered), where + ": a vector covers a clause the case does not list");
            vectorCovers.addAll(covered);
        }
        assertEquals(caseCovers, vectorCovers, where + ": the case lists a clause no vector covers");
    }

    private static Set<String> clauses(String where, JsonNode covers, Contract contract) {
        Set<String> clauses = new HashSet<>();
        for (JsonNode clause : covers) {
            String reference = clause.asText();
            assertTrue(
                    contract == null || contract.clauseText(reference) != null,
                    () -> where + ": the contract has no clause " + reference);
            clauses.add(reference);
        }
        return clauses;
    }
}
