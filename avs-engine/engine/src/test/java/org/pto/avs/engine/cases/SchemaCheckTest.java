package org.pto.avs.engine.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.Test;

/**
 * The fast schema check on small schemas: the schemas it refuses to build on, and the rules the case schema
 * cannot show through its files (it has no {@code not} or {@code if} over a number, no maxLength, no unanchored
 * pattern). Schemas and values are written with single quotes for double ones.
 */
class SchemaCheckTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text.replace('\'', '"'));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Verdict verdict(String schema, String value) {
        return SchemaCheck.of(json(schema)).verdict(json(value));
    }

    private static String refusal(String schema) {
        return assertThrows(IllegalArgumentException.class, () -> SchemaCheck.of(json(schema))).getMessage();
    }

    @Test
    void refusesAKeywordItDoesNotImplementWhereverItIs() {
        assertEquals("keyword 'propertyNames' at '/$defs/a/properties/b/propertyNames': the fast schema check does"
                + " not implement it", refusal("{'$defs': {'a': {'properties': {'b': {'propertyNames': true}}}}}"));
        assertEquals("keyword 'unevaluatedProperties' at '/anyOf/1/unevaluatedProperties': the fast schema check"
                + " does not implement it", refusal("{'anyOf': [true, {'unevaluatedProperties': false}]}"));
        assertEquals("keyword 'format' at '/items/format': the fast schema check does not implement it",
                refusal("{'items': {'type': 'string', 'format': 'email'}}"));
    }

    @Test
    void refusesWhatItCannotReadAsTheValidatorDoes() {
        assertEquals("keyword '$ref' at '/$ref': only a reference to an entry of the root's $defs is supported, not"
                + " other.json#/a", refusal("{'$ref': 'other.json#/a'}"));
        assertEquals("keyword '$ref' at '/$ref': only a reference to an entry of the root's $defs is supported, not"
                + " #/$defs/missing", refusal("{'$defs': {}, '$ref': '#/$defs/missing'}"));
        assertEquals("keyword '$id' at '/properties/a/$id': it is supported only at the root",
                refusal("{'properties': {'a': {'$id': 'urn:x'}}}"));
        assertEquals("the bound at '/maximum' is not an integer, which the fast schema check does not compare",
                refusal("{'maximum': 0.5}"));
        assertEquals("the value at '/enum/1' is not a string, boolean, null or integer, which the fast schema"
                + " check does not compare", refusal("{'enum': ['a', ['b']]}"));
        assertEquals("the regex \\p{Letter} at '/pattern' uses \\p, which the fast schema check does not"
                + " translate", refusal("{'pattern': '\\\\p{Letter}'}"));
        assertEquals("the fast schema check implements draft 2020-12, not \"http://json-schema.org/draft-07/schema#\"",
                refusal("{'$schema': 'http://json-schema.org/draft-07/schema#'}"));
    }

    @Test
    void aPatternMatchesAnywhereAndDollarEndsTheInput() {
        assertEquals(Verdict.YES, verdict("{'pattern': 'b'}", "'abc'"));
        assertEquals(Verdict.YES, verdict("{'pattern': '^a$'}", "'a'"));
        assertEquals(Verdict.NO, verdict("{'pattern': '^a$'}", "'a\\n'"));
        assertEquals(Verdict.YES, verdict("{'pattern': '^[$]$'}", "'$'"));
        assertEquals(Verdict.YES, verdict("{'pattern': '^\\\\$$'}", "'$'"));
        assertEquals(Verdict.NO, verdict("{'patternProperties': {'^a$': false}}", "{'a': 1}"));
        assertEquals(Verdict.YES, verdict("{'patternProperties': {'^a$': false}}", "{'a\\n': 1}"));
    }

    @Test
    void lengthsCountCodePoints() {
        assertEquals(Verdict.YES, verdict("{'maxLength': 1}", "'\\uD83D\\uDE00'"));
        assertEquals(Verdict.NO, verdict("{'minLength': 2}", "'\\uD83D\\uDE00'"));
    }

    @Test
    void aDoubleIsUnsureWhereTheDecimalItRoundsCouldFallEitherWay() {
        assertEquals(Verdict.YES, verdict("{'type': 'integer'}", "1"));
        assertEquals(Verdict.YES, verdict("{'type': 'integer'}", "12345678901234567890123"));
        assertEquals(Verdict.NO, verdict("{'type': 'integer'}", "1.5"));
        assertEquals(Verdict.UNSURE, verdict("{'type': 'integer'}", "1.0"));
        assertEquals(Verdict.YES, verdict("{'type': 'number', 'maximum': 1}", "0.5"));
        assertEquals(Verdict.UNSURE, verdict("{'type': 'number', 'maximum': 1}", "1.0"));
        assertEquals(Verdict.NO, verdict("{'type': 'number', 'maximum': 1}", "1.5"));
        assertEquals(Verdict.UNSURE, verdict("{'type': 'number'}", "1e400"));
        assertEquals(Verdict.UNSURE, verdict("{'enum': ['16', 16]}", "16.0"));
        assertEquals(Verdict.NO, verdict("{'enum': ['16', 16]}", "16.5"));
        assertEquals(Verdict.YES, verdict("{'const': 9223372036854775808}", "9223372036854775808"));
    }

    @Test
    void unsureStaysUnsureUnderNotOneOfAndIf() {
        assertEquals(Verdict.UNSURE, verdict("{'not': {'type': 'integer'}}", "1.0"));
        assertEquals(Verdict.UNSURE, verdict("{'oneOf': [{'type': 'integer'}, {'type': 'number'}]}", "1.0"));
        assertEquals(Verdict.UNSURE, verdict("{'if': {'type': 'integer'}, 'then': true, 'else': false}", "1.0"));
        assertEquals(Verdict.NO, verdict("{'oneOf': [{'type': 'number'}, {'type': 'number'}]}", "1.0"));
    }

    @Test
    void uniqueItemsComparesValuesAsJsonSchemaDoes() {
        assertEquals(Verdict.YES, verdict("{'uniqueItems': true}", "['a', 'b', 1, '1', [1], {'a': 1}]"));
        assertEquals(Verdict.NO, verdict("{'uniqueItems': true}", "['a', 'a']"));
        assertEquals(Verdict.NO, verdict("{'uniqueItems': true}", "[{'a': 1, 'b': [2]}, {'b': [2], 'a': 1}]"));
        assertEquals(Verdict.UNSURE, verdict("{'uniqueItems': true}", "[1, 1.0]"));
        assertEquals(Verdict.YES, verdict("{'uniqueItems': false}", "['a', 'a']"));
    }
}
