package org.pto.avs.engine.cases;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonNodePath;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.PathType;
import com.networknt.schema.SchemaValidatorsConfig;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;
import org.pto.avs.isa.ClosestName;
import org.pto.avs.results.Sha256;

/**
 * The published JSON Schema of case format v1 ({@value #RESOURCE}, draft 2020-12), applied to a case file's text.
 * Every schema error becomes a {@link CaseProblem} placed on the offending value, or on the key for an unknown key.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class CaseSchema {

    /** The classpath resource of the schema; the same file the README documents. */
    public static final String RESOURCE = "pto-avs/schema/case-v1.schema.json";

    private final JsonSchema schema;
    /** The schema of one vector ({@code $defs/vector}), which the case's {@code vectors} items refer to. */
    private final JsonSchema vectorSchema;
    /** The schema as a plain tree, to list the keys an object allows when a file uses an unknown one. */
    private final JsonNode schemaTree;
    /** The schema's text and the validator's version, as one SHA-256: what a kept verdict is valid for. */
    private final String version;

    private CaseSchema(JsonSchema schema, JsonNode schemaTree, String version) {
        this.schema = schema;
        this.vectorSchema = schema.getSubSchema(
                new JsonNodePath(PathType.JSON_POINTER).append("$defs").append("vector"));
        this.schemaTree = schemaTree;
        this.version = version;
    }

    /** Changes with the schema's text and with the validator's version; verdicts are kept per version. */
    public String version() {
        return version;
    }

    private static volatile CaseSchema shared;

    /**
     * The schema loaded once and shared by every discovery in this JVM: compiling it costs more than reading a case
     * file, and a loaded schema is immutable and safe to use from several threads.
     */
    public static CaseSchema shared() {
        CaseSchema schema = shared;
        if (schema == null) {
            synchronized (CaseSchema.class) {
                schema = shared;
                if (schema == null) {
                    schema = load();
                    shared = schema;
                }
            }
        }
        return schema;
    }

    public static CaseSchema load() {
        String text = readResource();
        try {
            JsonNode tree = new ObjectMapper().readTree(text);
            SchemaValidatorsConfig config = SchemaValidatorsConfig.builder()
                    .pathType(PathType.JSON_POINTER)
                    .build();
            JsonSchema schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                    .getSchema(tree, config);
            schema.initializeValidators();
            String validator = String.valueOf(JsonSchema.class.getPackage().getImplementationVersion());
            return new CaseSchema(schema, tree, Sha256.of(validator + "\n" + text));
        } catch (IOException e) {
            throw new UncheckedIOException(RESOURCE + " is not valid JSON", e);
        }
    }

    private static String readResource() {
        try (InputStream in = CaseSchema.class.getClassLoader().getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the engine jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    /**
     * Validates a case file as {@link SourceMap#parseCase} read it (its {@code vectors} holding the first vector
     * only) and reports each error into {@code problems}; {@link #validateVector} takes each later vector, as the
     * case's {@code items} would. The validator reads its own copy of what it checks, so a whole case of thousands of
     * vectors is never given to it at once.
     */
    void validateCase(JsonNode caseWithFirstVector, Problems problems) {
        List<SchemaError> errors = new ArrayList<>();
        for (ValidationMessage error : schema.validate(caseWithFirstVector)) {
            errors.add(SchemaError.of(error, pointer(error.getInstanceLocation())));
        }
        report(errors, problems);
    }

    /** Validates the vector at {@code index} of the case's {@code vectors} and reports each error into {@code problems}. */
    void validateVector(int index, JsonNode vector, Problems problems) {
        List<SchemaError> errors = new ArrayList<>();
        String at = "/vectors/" + index;
        for (ValidationMessage error : vectorSchema.validate(vector)) {
            errors.add(SchemaError.of(error, at + pointer(error.getInstanceLocation()), VECTOR_ITEMS));
        }
        report(errors, problems);
    }

    private void report(List<SchemaError> errors, Problems problems) {
        for (SchemaError error : SchemaError.withoutAlternativeNoise(errors)) {
            report(error, problems);
        }
    }

    /** Where the case's schema applies the vector's schema to each vector, as the validator names it. */
    private static final String VECTOR_ITEMS = "/properties/vectors/items/$ref";

    private void report(SchemaError error, Problems problems) {
        String property = error.error().getProperty();
        switch (error.keyword()) {
            case "additionalProperties" ->
                problems.atKey(
                        Pointers.child(error.pointer(), property),
                        "unknown key '" + property + "'" + closestKey(property, error.schemaPointer())
                                + allowedKeys(error.schemaPointer()));
            case "required" -> problems.atPointer(error.pointer(), "missing required key '" + property + "'");
            case "oneOf", "anyOf", "not", "minProperties", "maxProperties" ->
                problems.atPointer(
                        error.pointer(),
                        description(error.schemaPointer())
                                .map(d -> "expected " + d)
                                .orElseGet(() -> reason(error.error())));
            default -> problems.atPointer(error.pointer(), reason(error.error()));
        }
    }

    /** The {@code description} of the schema that holds the failing keyword, or of the nearest enclosing one. */
    private Optional<String> description(String keywordPointer) {
        String at = Pointers.parent(keywordPointer);
        while (true) {
            JsonNode description = schemaTree.at(at).path("description");
            if (description.isTextual()) {
                return Optional.of(description.asText());
            }
            if (at.isEmpty()) {
                return Optional.empty();
            }
            at = Pointers.parent(at);
        }
    }

    private static String pointer(JsonNodePath path) {
        StringBuilder pointer = new StringBuilder();
        for (int i = 0; i < path.getNameCount(); i++) {
            Object element = path.getElement(i);
            pointer.replace(
                    0,
                    pointer.length(),
                    element instanceof Integer index
                            ? Pointers.child(pointer.toString(), index)
                            : Pointers.child(pointer.toString(), String.valueOf(element)));
        }
        return pointer.toString();
    }

    /** The message without the instance path the library puts in front of it. */
    private static String reason(ValidationMessage error) {
        String message = error.getMessage();
        String prefix = error.getInstanceLocation() + ": ";
        return message.startsWith(prefix) ? message.substring(prefix.length()) : message;
    }

    /** The keys the object schema of a failing additionalProperties names. */
    private List<String> keyNames(String keywordPointer) {
        List<String> names = new ArrayList<>();
        schemaTree
                .at(Pointers.parent(keywordPointer))
                .path("properties")
                .fieldNames()
                .forEachRemaining(names::add);
        return names;
    }

    /** " (did you mean 'commit'?)" when an allowed key is a near miss of {@code key}, as the assembler suggests. */
    private String closestKey(String key, String keywordPointer) {
        return ClosestName.to(key, keyNames(keywordPointer))
                .map(name -> " (did you mean '" + name + "'?)")
                .orElse("");
    }

    /** "; allowed: name, description, ..." from the {@code properties} next to the failing additionalProperties. */
    private String allowedKeys(String keywordPointer) {
        JsonNode objectSchema = schemaTree.at(Pointers.parent(keywordPointer));
        List<String> names = keyNames(keywordPointer);
        if (!names.isEmpty()) {
            return "; allowed: " + String.join(", ", names);
        }
        List<String> regexes = new ArrayList<>();
        objectSchema.path("patternProperties").fieldNames().forEachRemaining(regexes::add);
        return regexes.isEmpty() ? "" : "; keys must match " + String.join(" or ", regexes);
    }
}
