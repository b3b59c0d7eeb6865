package org.pto.avs.engine.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.DecodedStep;
import org.pto.avs.device.Observation;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.engine.cases.CaseReader;
import org.pto.avs.engine.cases.CaseSchema;
import org.pto.avs.engine.cases.CaseText;
import org.pto.avs.engine.cases.CaseWriter;
import org.pto.avs.engine.cases.ReadResult;
import org.pto.avs.engine.cases.Vector;
import org.pto.avs.isa.Catalog;

/**
 * A vector that names {@code "judge": ["decode"]} is judged on its word's decoding alone: the device may decode the
 * word and not execute it, and the vector still passes or fails on the decoding, never "not supported".
 */
class DecodeOnlyVectorTest {

    private static final CaseReader READER = new CaseReader(Catalog.standard(), CaseSchema.load());
    private static final VectorComparison COMPARISON = new VectorComparison(24);

    private static String caseWith(String vector) {
        return """
                {"format": "pto-avs-case/1", "id": "PTO-AVS-BLOCK-B-IOS-STREAM-001", "surface": "block",
                 "instruction": "B.IOS", "requirements": ["PTO-INST-BLOCK-B-IOS"], "kind": "execution",
                 "summary": "s", "pass_condition": "p", "covers": ["ordering[0]"],
                 "upstream": {"repository": "https://github.com/PTO-ISA/pto-spec", "path": "tests/asl/block/operands/B.IOS/block-exec-b-ios-shared-binding-v-5-001.asl", "commit": "e599a3d36ebfad43362ff591ea5e128816c684c7"},
                 "vectors": [%s]}
                """.formatted(vector);
    }

    private static ReadResult read(String vector) {
        return READER.read(new CaseText("t.json", caseWith(vector)));
    }

    private static final String DECODE_ONLY = """
            {"name": "v", "covers": ["ordering[0]"], "judge": ["decode"], "program": [{"word": "0x00019181"}],
             "expect": {"decoded": [{"step": 0, "form_id": "bstart_tepl_32_d022db6dacb3", "handler": "ExecuteBundleStart"}]}}
            """;

    private static Observation answered(StepOutcome outcome, String formId) {
        return new Observation(
                List.of(outcome),
                List.of(new DecodedStep(formId, "BSTART.TEPL", "ExecuteBundleStart", Map.of())),
                BlockPhase.NONE,
                PeMask.NONE,
                List.of(),
                new TreeMap<>(),
                0,
                Map.of(),
                new TreeMap<>());
    }

    @Test
    void anUnsupportedWordIsJudgedOnItsDecoding() {
        Vector vector = assertInstanceOf(ReadResult.Valid.class, read(DECODE_ONLY))
                .avsCase()
                .vectors()
                .get(0);
        assertTrue(vector.decodeOnly());
        VectorVerdict right =
                COMPARISON.compare(vector, answered(StepOutcome.UNSUPPORTED, "bstart_tepl_32_d022db6dacb3"));
        assertNull(right.notSupported());
        assertEquals(List.of(), right.differences());
        VectorVerdict wrong =
                COMPARISON.compare(vector, answered(StepOutcome.UNSUPPORTED, "bstart_tepl_32_c4c6307fc317"));
        assertNull(wrong.notSupported());
        assertEquals("decoded[0].form_id", wrong.differences().get(0).path());
    }

    @Test
    void aVectorJudgedOnItsDecodingStatesNothingElse() {
        ReadResult withPhase = read(DECODE_ONLY.replace("\"expect\": {", "\"expect\": {\"phase\": \"header\", "));
        assertTrue(
                assertInstanceOf(ReadResult.Invalid.class, withPhase)
                        .problems()
                        .get(0)
                        .reason()
                        .contains("states \"decoded\" and nothing else"),
                withPhase::toString);
        ReadResult withOutcome = read(DECODE_ONLY.replace(
                "{\"word\": \"0x00019181\"}",
                "{\"word\": \"0x00019181\", \"outcome\": \"executed\", \"tpc_advance\": 4}"));
        assertInstanceOf(ReadResult.Invalid.class, withOutcome, withOutcome::toString);
    }

    @Test
    void theJudgementIsWrittenBack() {
        ReadResult result = read(DECODE_ONLY);
        String written =
                CaseWriter.text(assertInstanceOf(ReadResult.Valid.class, result).avsCase());
        ReadResult again = READER.read(new CaseText("written.json", written));
        assertTrue(
                assertInstanceOf(ReadResult.Valid.class, again, written)
                        .avsCase()
                        .vectors()
                        .get(0)
                        .decodeOnly(),
                written);
    }
}
