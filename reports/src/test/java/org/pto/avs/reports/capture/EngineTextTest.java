package org.pto.avs.reports.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pto.avs.reports.model.FieldDifference;
import org.pto.avs.reports.model.ProgramStepResult;

/** The engine's report entry texts, as {@code CaseReport} and {@code CaseRunner} write them, read back. */
class EngineTextTest {

    @Test
    void differencesKeepPathExpectedActualAndTheStepTheyBelongTo() {
        List<FieldDifference> differences = DiffText.parse(
                "fifth",
                String.join(
                        "\n",
                        "step 5 (0x00401E13 B.IOS S4, mask=1111): expected Fault_BundleControl, actual executed",
                        "bindings[4]: expected <absent>, actual {S4, 0, 1111}",
                        "decoded[2].fields.SizeCode: expected 6, actual 7"));

        assertEquals(
                new FieldDifference(
                        "fifth", 5, "step 5 (0x00401E13 B.IOS S4, mask=1111)", "Fault_BundleControl", "executed"),
                differences.get(0));
        assertTrue(differences.get(0).isStepOutcome());
        assertEquals(new FieldDifference("fifth", -1, "bindings[4]", "<absent>", "{S4, 0, 1111}"), differences.get(1));
        assertFalse(differences.get(1).isStepOutcome());
        assertEquals(2, differences.get(2).step());
        assertEquals(
                "vector fifth: bindings[4]: expected <absent>, actual {S4, 0, 1111}",
                differences.get(1).toString());
    }

    @Test
    void programStepsTakeWordsFromTheTextAndOutcomesFromTheObservations() {
        String program = String.join(
                "\n",
                "0: 0x00019181 BSTART.TEPL FP64, 0, 0 -> executed",
                "1: 0x00009E13 B.IOS mask=1111, ->S0<128B> -> Fault_TileLegality (expected Fault_BundleControl)",
                "2: 0xC03C (expected unsupported or executed)");
        List<ProgramStepResult> steps = ProgramText.parse(
                program,
                "{\"steps\":[\"executed\",\"Fault_BundleControl\",\"unsupported or executed\"]}",
                "{\"steps\":[\"executed\",\"Fault_TileLegality\"]}");

        assertEquals(
                new ProgramStepResult(0, "0x00019181", "BSTART.TEPL FP64, 0, 0", "executed", "executed"), steps.get(0));
        assertEquals(
                new ProgramStepResult(
                        1, "0x00009E13", "B.IOS mask=1111, ->S0<128B>", "Fault_BundleControl", "Fault_TileLegality"),
                steps.get(1));
        assertFalse(steps.get(1).matches());
        assertEquals(new ProgramStepResult(2, "0xC03C", "", "unsupported or executed", ""), steps.get(2));
        assertEquals(List.of("unsupported", "executed"), steps.get(2).expectedAlternatives());
        assertTrue(new ProgramStepResult(2, "0xC03C", "", "unsupported or executed", "executed").matches());
    }
}
