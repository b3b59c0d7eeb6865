package org.pto.avs.engine.cases;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A fast answer to "does this tree satisfy the case schema?" on the Jackson 2 tree the reader already has, so
 * that a valid file skips the full validator; a file it does not vouch for goes to that validator, which names
 * the errors. It must never vouch for a file the validator rejects: it implements exactly the draft 2020-12
 * keywords the case schema uses, and building it on a schema with any other keyword throws, since skipping a
 * keyword would accept what the validator rejects.
 */
final class SchemaCheck {

    private static final String DRAFT_2020_12 = "https://json-schema.org/draft/2020-12/schema";
    private static final String DEFS = "#/$defs/";
    /** Keywords that only annotate: they never make a value invalid. */
    private static final Set<String> ANNOTATIONS = Set.of("title", "description", "$comment", "default", "examples");
    /** Keywords the root alone may hold; anywhere else they would change how references resolve. */
    private static final Set<String> ROOT_ONLY = Set.of("$schema", "$id", "$defs");

    private final SchemaRule root;

    private SchemaCheck(SchemaRule root) {
        this.root = root;
    }

    /** @throws IllegalArgumentException naming the keyword or value the check does not implement */
    static SchemaCheck of(JsonNode schema) {
        return new SchemaCheck(new Compiler(schema).compileRoot());
    }

    /** True only when the tree certainly satisfies the schema. */
    boolean accepts(JsonNode tree) {
        return verdict(tree) == Verdict.YES;
    }

    /** Yes and no are the validator's answer; unsure leaves the answer to it. */
    Verdict verdict(JsonNode tree) {
        return root.test(tree);
    }

    private static final class Compiler {

        private final JsonNode schema;
        /** Each $defs entry, filled once all are compiled, so a $ref may name one compiled later (or itself). */
        private final Map<String, SchemaRule[]> defs = new HashMap<>();

        Compiler(JsonNode schema) {
            this.schema = schema;
        }

        SchemaRule compileRoot() {
            JsonNode dialect = schema.path("$schema");
            if (!dialect.isMissingNode() && !DRAFT_2020_12.equals(dialect.asText())) {
                throw new IllegalArgumentException("the fast schema check implements draft 2020-12, not " + dialect);
            }
            JsonNode definitions = object(schema, "$defs", "");
            definitions.fieldNames().forEachRemaining(name -> defs.put(name, new SchemaRule[1]));
            for (Map.Entry<String, JsonNode> definition : definitions.properties()) {
                defs.get(definition.getKey())[0] = compile(definition.getValue(), "/$defs/" + definition.getKey());
            }
            return compile(schema, "");
        }

        private SchemaRule compile(JsonNode node, String pointer) {
            if (node.isBoolean()) {
                return node.booleanValue() ? SchemaRule.ANY : SchemaRule.NONE;
            }
            if (!node.isObject()) {
                throw new IllegalArgumentException("the schema at '" + pointer + "' is not an object or a boolean");
            }
            List<SchemaRule> rules = new ArrayList<>();
            for (Map.Entry<String, JsonNode> member : node.properties()) {
                String keyword = member.getKey();
                JsonNode value = member.getValue();
                String at = pointer + "/" + keyword;
                if (ROOT_ONLY.contains(keyword)) {
                    if (!pointer.isEmpty()) {
                        throw unsupported(keyword, at, "it is supported only at the root");
                    }
                    continue;
                }
                if (ANNOTATIONS.contains(keyword)) {
                    continue;
                }
                switch (keyword) {
                    // Read together with their siblings below.
                    case "properties", "patternProperties", "additionalProperties", "if", "then", "else" -> {
                    }
                    case "type" -> rules.add(type(value, at));
                    case "enum" -> rules.add(SchemaRules.oneValueOf(values(value, at)));
                    case "const" -> rules.add(SchemaRules.oneValueOf(List.of(scalar(value, at))));
                    case "required" -> rules.add(SchemaRules.required(names(value, at)));
                    case "dependentRequired" -> {
                        for (Map.Entry<String, JsonNode> dependency : object(node, keyword, pointer).properties()) {
                            rules.add(SchemaRules.dependentRequired(dependency.getKey(),
                                    names(dependency.getValue(), at + "/" + dependency.getKey())));
                        }
                    }
                    case "minProperties", "maxProperties" -> rules.add(SchemaRules.count(JsonNode::isObject,
                            JsonNode::size, count(value, at), keyword.startsWith("min")));
                    case "minItems", "maxItems" -> rules.add(SchemaRules.count(JsonNode::isArray,
                            JsonNode::size, count(value, at), keyword.startsWith("min")));
                    case "minLength", "maxLength" -> rules.add(SchemaRules.count(JsonNode::isTextual,
                            SchemaRules::codePoints, count(value, at), keyword.startsWith("min")));
                    case "uniqueItems" -> {
                        if (flag(value, at)) {
                            rules.add(SchemaRules.uniqueItems());
                        }
                    }
                    case "items" -> rules.add(SchemaRules.items(compile(value, at)));
                    case "pattern" -> rules.add(SchemaRules.pattern(SchemaPattern.compile(text(value, at), at)));
                    case "minimum" -> rules.add(SchemaRules.bound(integer(value, at), 1));
                    case "maximum" -> rules.add(SchemaRules.bound(integer(value, at), -1));
                    case "allOf" -> rules.add(SchemaRules.all(subschemas(value, at)));
                    case "anyOf" -> rules.add(SchemaRules.any(subschemas(value, at)));
                    case "oneOf" -> rules.add(SchemaRules.oneOf(subschemas(value, at)));
                    case "not" -> rules.add(SchemaRules.not(compile(value, at)));
                    case "$ref" -> rules.add(reference(value, at));
                    default -> throw unsupported(keyword, at, "the fast schema check does not implement it");
                }
            }
            if (node.has("properties") || node.has("patternProperties") || node.has("additionalProperties")) {
                rules.add(members(node, pointer));
            }
            if (node.has("if")) {
                rules.add(SchemaRules.conditional(compile(node.get("if"), pointer + "/if"),
                        node.has("then") ? compile(node.get("then"), pointer + "/then") : SchemaRule.ANY,
                        node.has("else") ? compile(node.get("else"), pointer + "/else") : SchemaRule.ANY));
            }
            return SchemaRules.all(rules);
        }

        private SchemaRule members(JsonNode node, String pointer) {
            Map<String, SchemaRule> properties = new HashMap<>();
            for (Map.Entry<String, JsonNode> property : object(node, "properties", pointer).properties()) {
                properties.put(property.getKey(),
                        compile(property.getValue(), pointer + "/properties/" + property.getKey()));
            }
            Map<Pattern, SchemaRule> patterns = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> property : object(node, "patternProperties", pointer).properties()) {
                String at = pointer + "/patternProperties/" + property.getKey();
                patterns.put(SchemaPattern.compile(property.getKey(), at), compile(property.getValue(), at));
            }
            JsonNode additional = node.get("additionalProperties");
            return SchemaRules.members(properties, patterns,
                    additional == null ? null : compile(additional, pointer + "/additionalProperties"));
        }

        private SchemaRule reference(JsonNode value, String at) {
            String target = text(value, at);
            SchemaRule[] slot = target.startsWith(DEFS) ? defs.get(target.substring(DEFS.length())) : null;
            if (slot == null) {
                throw unsupported("$ref", at, "only a reference to an entry of the root's $defs is supported, not "
                        + target);
            }
            return instance -> slot[0].test(instance);
        }

        private SchemaRule type(JsonNode value, String at) {
            if (value.isTextual()) {
                return SchemaRules.type(value.textValue(), at);
            }
            if (!value.isArray() || value.isEmpty()) {
                throw unsupported("type", at, "only a type name or a non-empty list of them is supported");
            }
            List<SchemaRule> types = new ArrayList<>();
            for (int i = 0; i < value.size(); i++) {
                types.add(SchemaRules.type(text(value.get(i), at + "/" + i), at));
            }
            return SchemaRules.any(types);
        }

        private List<SchemaRule> subschemas(JsonNode value, String at) {
            if (!value.isArray() || value.isEmpty()) {
                throw new IllegalArgumentException("'" + at + "' is not a non-empty list of schemas");
            }
            List<SchemaRule> rules = new ArrayList<>();
            for (int i = 0; i < value.size(); i++) {
                rules.add(compile(value.get(i), at + "/" + i));
            }
            return rules;
        }

        private static List<JsonNode> values(JsonNode value, String at) {
            if (!value.isArray()) {
                throw new IllegalArgumentException("'" + at + "' is not a list");
            }
            List<JsonNode> values = new ArrayList<>();
            for (int i = 0; i < value.size(); i++) {
                values.add(scalar(value.get(i), at + "/" + i));
            }
            return values;
        }

        /**
         * An enum or const value: a string, boolean, null or integer. A floating-point value would be the schema
         * tree's rounding of the decimal the validator compares with; an object or array is not needed yet.
         */
        private static JsonNode scalar(JsonNode value, String at) {
            if (value.isTextual() || value.isBoolean() || value.isNull() || value.isIntegralNumber()) {
                return value;
            }
            throw new IllegalArgumentException("the value at '" + at + "' is not a string, boolean, null or"
                    + " integer, which the fast schema check does not compare");
        }

        private static List<String> names(JsonNode value, String at) {
            if (!value.isArray()) {
                throw new IllegalArgumentException("'" + at + "' is not a list of names");
            }
            List<String> names = new ArrayList<>();
            for (int i = 0; i < value.size(); i++) {
                names.add(text(value.get(i), at + "/" + i));
            }
            return names;
        }

        private static JsonNode object(JsonNode node, String keyword, String pointer) {
            JsonNode value = node.path(keyword);
            if (!value.isMissingNode() && !value.isObject()) {
                throw new IllegalArgumentException("'" + pointer + "/" + keyword + "' is not an object");
            }
            return value;
        }

        private static String text(JsonNode value, String at) {
            if (!value.isTextual()) {
                throw new IllegalArgumentException("'" + at + "' is not a string");
            }
            return value.textValue();
        }

        private static boolean flag(JsonNode value, String at) {
            if (!value.isBoolean()) {
                throw new IllegalArgumentException("'" + at + "' is not a boolean");
            }
            return value.booleanValue();
        }

        private static int count(JsonNode value, String at) {
            if (!value.isIntegralNumber() || !value.canConvertToInt() || value.intValue() < 0) {
                throw new IllegalArgumentException("'" + at + "' is not a count");
            }
            return value.intValue();
        }

        /** A bound the check compares exactly: an integer, for the reason {@link #scalar} gives. */
        private static BigInteger integer(JsonNode value, String at) {
            if (!value.isIntegralNumber()) {
                throw new IllegalArgumentException("the bound at '" + at + "' is not an integer, which the fast"
                        + " schema check does not compare");
            }
            return value.bigIntegerValue();
        }

        private static IllegalArgumentException unsupported(String keyword, String at, String reason) {
            return new IllegalArgumentException("keyword '" + keyword + "' at '" + at + "': " + reason);
        }
    }
}
