package org.pto.avs.engine.cases;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigInteger;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;
import java.util.regex.Pattern;

/**
 * The draft 2020-12 keywords as {@link SchemaRule}s. As the specification says, a keyword about one JSON type
 * (minLength, items, required, minimum, ...) holds for a value of any other type; {@code type} rules those out.
 */
final class SchemaRules {

    private SchemaRules() {
    }

    /** allOf, and the keywords of one schema object. */
    static SchemaRule all(List<SchemaRule> rules) {
        if (rules.isEmpty()) {
            return SchemaRule.ANY;
        }
        if (rules.size() == 1) {
            return rules.get(0);
        }
        SchemaRule[] each = rules.toArray(SchemaRule[]::new);
        return value -> {
            Verdict verdict = Verdict.YES;
            for (SchemaRule rule : each) {
                verdict = verdict.and(rule.test(value));
                if (verdict == Verdict.NO) {
                    return verdict;
                }
            }
            return verdict;
        };
    }

    /** anyOf, and a list of types. */
    static SchemaRule any(List<SchemaRule> rules) {
        SchemaRule[] each = rules.toArray(SchemaRule[]::new);
        return value -> {
            Verdict verdict = Verdict.NO;
            for (SchemaRule rule : each) {
                verdict = verdict.or(rule.test(value));
                if (verdict == Verdict.YES) {
                    return verdict;
                }
            }
            return verdict;
        };
    }

    static SchemaRule oneOf(List<SchemaRule> rules) {
        SchemaRule[] each = rules.toArray(SchemaRule[]::new);
        return value -> {
            int yes = 0;
            boolean unsure = false;
            for (SchemaRule rule : each) {
                Verdict verdict = rule.test(value);
                if (verdict == Verdict.YES && ++yes > 1) {
                    return Verdict.NO;
                }
                unsure |= verdict == Verdict.UNSURE;
            }
            return unsure ? Verdict.UNSURE : Verdict.of(yes == 1);
        };
    }

    static SchemaRule not(SchemaRule rule) {
        return value -> rule.test(value).not();
    }

    /** if/then/else; a missing then or else holds. */
    static SchemaRule conditional(SchemaRule condition, SchemaRule then, SchemaRule otherwise) {
        return value -> switch (condition.test(value)) {
            case YES -> then.test(value);
            case NO -> otherwise.test(value);
            case UNSURE -> Verdict.UNSURE;
        };
    }

    static SchemaRule type(String name, String schemaPointer) {
        return switch (name) {
            case "object" -> value -> Verdict.of(value.isObject());
            case "array" -> value -> Verdict.of(value.isArray());
            case "string" -> value -> Verdict.of(value.isTextual());
            case "boolean" -> value -> Verdict.of(value.isBoolean());
            case "null" -> value -> Verdict.of(value.isNull());
            case "number" -> JsonValues::isNumber;
            case "integer" -> JsonValues::isInteger;
            default -> throw new IllegalArgumentException("unknown type '" + name + "' at " + schemaPointer);
        };
    }

    /**
     * properties, patternProperties and additionalProperties together: a member none of the first two names
     * is checked against the third ({@code additional} is null when the schema has none).
     */
    static SchemaRule members(Map<String, SchemaRule> properties, Map<Pattern, SchemaRule> patterns,
            SchemaRule additional) {
        ThreadMatcher[] regexes = patterns.keySet().stream().map(ThreadMatcher::new).toArray(ThreadMatcher[]::new);
        SchemaRule[] patternRules = patterns.values().toArray(SchemaRule[]::new);
        return value -> {
            if (!value.isObject()) {
                return Verdict.YES;
            }
            Verdict verdict = Verdict.YES;
            for (Map.Entry<String, JsonNode> member : value.properties()) {
                String name = member.getKey();
                SchemaRule named = properties.get(name);
                boolean covered = named != null;
                if (named != null) {
                    verdict = verdict.and(named.test(member.getValue()));
                }
                for (int i = 0; i < regexes.length && verdict != Verdict.NO; i++) {
                    if (regexes[i].find(name)) {
                        covered = true;
                        verdict = verdict.and(patternRules[i].test(member.getValue()));
                    }
                }
                if (!covered && additional != null) {
                    verdict = verdict.and(additional.test(member.getValue()));
                }
                if (verdict == Verdict.NO) {
                    return verdict;
                }
            }
            return verdict;
        };
    }

    static SchemaRule items(SchemaRule each) {
        return value -> {
            if (!value.isArray()) {
                return Verdict.YES;
            }
            Verdict verdict = Verdict.YES;
            for (int i = 0; i < value.size() && verdict != Verdict.NO; i++) {
                verdict = verdict.and(each.test(value.get(i)));
            }
            return verdict;
        };
    }

    /** A bound on a count: {@code size} of the values {@code applies} to, at least or at most {@code limit}. */
    static SchemaRule count(Predicate<JsonNode> applies, ToIntFunction<JsonNode> size, int limit, boolean atLeast) {
        return value -> !applies.test(value) ? Verdict.YES
                : Verdict.of(atLeast ? size.applyAsInt(value) >= limit : size.applyAsInt(value) <= limit);
    }

    static int codePoints(JsonNode text) {
        String string = text.textValue();
        return string.codePointCount(0, string.length());
    }

    static SchemaRule uniqueItems() {
        return value -> {
            if (!value.isArray()) {
                return Verdict.YES;
            }
            if (allStrings(value)) {
                Set<String> seen = new HashSet<>();
                for (JsonNode item : value) {
                    if (!seen.add(item.textValue())) {
                        return Verdict.NO;
                    }
                }
                return Verdict.YES;
            }
            Verdict unique = Verdict.YES;
            for (int i = 0; i < value.size(); i++) {
                for (int j = i + 1; j < value.size(); j++) {
                    unique = unique.and(JsonValues.same(value.get(i), value.get(j)).not());
                    if (unique == Verdict.NO) {
                        return unique;
                    }
                }
            }
            return unique;
        };
    }

    private static boolean allStrings(JsonNode array) {
        for (JsonNode item : array) {
            if (!item.isTextual()) {
                return false;
            }
        }
        return true;
    }

    static SchemaRule required(List<String> names) {
        return value -> {
            if (!value.isObject()) {
                return Verdict.YES;
            }
            for (String name : names) {
                if (!value.has(name)) {
                    return Verdict.NO;
                }
            }
            return Verdict.YES;
        };
    }

    /** dependentRequired: when the object has {@code key}, it also has every one of {@code names}. */
    static SchemaRule dependentRequired(String key, List<String> names) {
        SchemaRule required = required(names);
        return value -> value.isObject() && value.has(key) ? required.test(value) : Verdict.YES;
    }

    /** enum, and const as an enum of one. */
    static SchemaRule oneValueOf(List<JsonNode> values) {
        return value -> {
            Verdict verdict = Verdict.NO;
            for (JsonNode allowed : values) {
                verdict = verdict.or(JsonValues.same(value, allowed));
                if (verdict == Verdict.YES) {
                    return verdict;
                }
            }
            return verdict;
        };
    }

    static SchemaRule pattern(Pattern regex) {
        ThreadMatcher matcher = new ThreadMatcher(regex);
        return value -> !value.isTextual() ? Verdict.YES : Verdict.of(matcher.find(value.textValue()));
    }

    /** minimum (sign +1 allowed) or maximum (sign -1 allowed); equal to the bound always holds. */
    static SchemaRule bound(BigInteger bound, int allowedSign) {
        return value -> {
            if (!value.isNumber()) {
                return Verdict.YES;
            }
            Integer sign = JsonValues.compare(value, bound);
            return sign == null ? Verdict.UNSURE : Verdict.of(sign == 0 || Integer.signum(sign) == allowedSign);
        };
    }
}
