package org.pto.avs.engine.cases;

import com.networknt.schema.ValidationMessage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One error of the schema validator, placed: the instance pointer it is about and the schema pointer of the
 * keyword that failed.
 *
 * <p>A value that matches no alternative of a {@code oneOf}/{@code anyOf} makes the validator report every
 * alternative's mismatch ("string found, object expected", "string found, array expected", ...). A reader needs
 * one line: {@link #withoutAlternativeNoise} keeps the errors found deeper inside the value when there are some
 * (they name the actual mistake), and otherwise a single error for the composite itself.
 */
record SchemaError(
        ValidationMessage error, String keyword, String pointer, String schemaPointer, String evaluationPath) {

    static SchemaError of(ValidationMessage error, String pointer) {
        String location = String.valueOf(error.getSchemaLocation());
        int hash = location.indexOf('#');
        String schemaPointer = hash < 0 ? "" : location.substring(hash + 1);
        String keyword = error.getType() == null ? "" : error.getType();
        return new SchemaError(error, keyword, pointer, schemaPointer, String.valueOf(error.getEvaluationPath()));
    }

    /** An error of a part validated on its own, at {@code pointer}, reached from the root by {@code evaluatedFrom}. */
    static SchemaError of(ValidationMessage error, String pointer, String evaluatedFrom) {
        SchemaError part = of(error, pointer);
        return new SchemaError(
                error, part.keyword(), pointer, part.schemaPointer(), evaluatedFrom + part.evaluationPath());
    }

    static List<SchemaError> withoutAlternativeNoise(List<SchemaError> errors) {
        List<SchemaError> kept = new ArrayList<>();
        Map<String, List<SchemaError>> byComposite = new LinkedHashMap<>();
        for (SchemaError error : errors) {
            Composite composite = error.outermostComposite();
            if (composite == null) {
                kept.add(error);
            } else {
                byComposite
                        .computeIfAbsent(composite.key(), k -> new ArrayList<>())
                        .add(error);
            }
        }
        for (List<SchemaError> group : byComposite.values()) {
            String compositePointer = group.get(0).outermostComposite().instancePointer();
            List<SchemaError> deeper = group.stream()
                    .filter(e -> e.pointer().length() > compositePointer.length())
                    .toList();
            if (!deeper.isEmpty()) {
                kept.addAll(deeper);
            } else {
                kept.add(group.get(0).asComposite(group.get(0).outermostComposite()));
            }
        }
        return kept;
    }

    /** The same error, reported as the failure of the composite that encloses it. */
    private SchemaError asComposite(Composite composite) {
        int at = schemaPointer.lastIndexOf("/" + composite.keyword() + "/");
        String compositeSchema = at < 0
                ? schemaPointer
                : schemaPointer.substring(0, at + composite.keyword().length() + 1);
        return new SchemaError(
                error, composite.keyword(), composite.instancePointer(), compositeSchema, evaluationPath);
    }

    /**
     * The first {@code oneOf}/{@code anyOf} on the evaluation path, with the instance it applies to: the
     * evaluation path names no array indexes, so the instance is this error's pointer cut to the number of steps
     * the path took into the document before the composite.
     */
    private Composite outermostComposite() {
        String[] segments =
                evaluationPath.startsWith("/") ? evaluationPath.substring(1).split("/") : evaluationPath.split("/");
        int depth = 0;
        StringBuilder prefix = new StringBuilder();
        for (int i = 0; i < segments.length; i++) {
            String segment = segments[i];
            prefix.append('/').append(segment);
            switch (segment) {
                case "oneOf", "anyOf" -> {
                    String instance = cut(pointer, depth);
                    return new Composite(segment, instance, prefix + "@" + instance);
                }
                case "properties", "patternProperties", "prefixItems" -> {
                    depth++;
                    if (i + 1 < segments.length) {
                        prefix.append('/').append(segments[++i]);
                    }
                }
                case "items", "additionalProperties" -> depth += i == segments.length - 1 ? 0 : 1;
                default -> {}
            }
        }
        return null;
    }

    /** The first {@code depth} segments of {@code pointer}. */
    private static String cut(String pointer, int depth) {
        int slash = -1;
        for (int i = 0; i <= depth; i++) {
            slash = pointer.indexOf('/', slash + 1);
            if (slash < 0) {
                return pointer;
            }
        }
        return pointer.substring(0, slash);
    }

    private record Composite(String keyword, String instancePointer, String key) {}
}
