package org.pto.avs.results.values;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pto.avs.results.ReportKeys;

/** The report-entry values of a vector's differences and program steps, written and read with one codec. */
class EntryValuesTest {

    @Test
    void differencesAreWrittenAsOneObjectEachAndReadBackEqual() {
        List<Difference> differences = List.of(
                new Difference("step 5 (0x00401E13 B.IOS S4, mask=1111)", 5, "Fault_BundleControl", "executed"),
                new Difference("bindings[4]", -1, Difference.ABSENT, "{S4, 0, 1111}"));

        String value = Difference.encode(differences);

        assertEquals(
                "[{\"path\":\"step 5 (0x00401E13 B.IOS S4, mask=1111)\",\"step\":5,"
                        + "\"expected\":\"Fault_BundleControl\",\"actual\":\"executed\"},"
                        + "{\"path\":\"bindings[4]\",\"step\":-1,"
                        + "\"expected\":\"<absent>\",\"actual\":\"{S4, 0, 1111}\"}]",
                value);
        assertEquals(differences, Difference.decode(value));
    }

    @Test
    void valuesThatLookLikeTheTextOfADifferenceSurviveTheRoundTrip() {
        // Text a line-based reading would have split wrongly: separators and line breaks inside the values.
        Difference awkward = new Difference("gm.out: expected x", 2, "a, actual b\nc", ", actual \"d\"");

        assertEquals(List.of(awkward), Difference.decode(Difference.encode(List.of(awkward))));
    }

    @Test
    void programStepsAreReadBackEqualAndShownAsTheEngineListsThem() {
        List<ProgramStep> steps = List.of(
                new ProgramStep(0, "0x00019181", "BSTART.TEPL FP64, 0, 0", "executed", "executed"),
                new ProgramStep(1, "0x00401E13", "B.IOS S4, mask=1111", "Fault_BundleControl", "executed"),
                new ProgramStep(2, "0xC03C", "", "unsupported or executed", ""));

        List<ProgramStep> read = ProgramStep.decode(ProgramStep.encode(steps));

        assertEquals(steps, read);
        assertEquals(
                "0: 0x00019181 BSTART.TEPL FP64, 0, 0 -> executed", read.get(0).line());
        assertEquals(
                "1: 0x00401E13 B.IOS S4, mask=1111 -> executed (expected Fault_BundleControl)",
                read.get(1).line());
        assertEquals(
                "2: 0xC03C -> <absent> (expected unsupported or executed)",
                read.get(2).line());
        assertEquals(List.of("unsupported", "executed"), read.get(2).expectedAlternatives());
        assertFalse(read.get(2).matches(), "a step the device reported nothing for does not match");
        assertTrue(new ProgramStep(2, "0xC03C", "", "unsupported or executed", "executed").matches());
    }

    @Test
    void aStepThatGaveTheOneOutcomeItExpectsIsWrittenWithoutItsActual() {
        List<ProgramStep> steps = List.of(
                new ProgramStep(0, "0x00019181", "BSTART.TEPL FP64, 0, 0", "executed", "executed"),
                new ProgramStep(1, "0x00401E13", "B.IOS S4, mask=1111", "Fault_BundleControl", "executed"),
                new ProgramStep(2, "0xC03C", "", "unsupported or executed", "unsupported"),
                new ProgramStep(3, "0xC03C", "", "executed", ""));

        String value = ProgramStep.encode(steps);

        assertEquals(
                "[{\"index\":0,\"word\":\"0x00019181\",\"disassembly\":\"BSTART.TEPL FP64, 0, 0\","
                        + "\"expected\":\"executed\"},"
                        + "{\"index\":1,\"word\":\"0x00401E13\",\"disassembly\":\"B.IOS S4, mask=1111\","
                        + "\"expected\":\"Fault_BundleControl\",\"actual\":\"executed\"},"
                        + "{\"index\":2,\"word\":\"0xC03C\",\"disassembly\":\"\","
                        + "\"expected\":\"unsupported or executed\",\"actual\":\"unsupported\"},"
                        + "{\"index\":3,\"word\":\"0xC03C\",\"disassembly\":\"\","
                        + "\"expected\":\"executed\",\"actual\":\"\"}]",
                value,
                "only the matched single outcome loses its actual; a mismatch, an alternative and nothing are written");
        assertEquals(steps, ProgramStep.decode(value));
    }

    @Test
    void aProgramWrittenWithEveryActualStillReads() {
        String written = "[{\"index\":0,\"word\":\"0x00019181\",\"disassembly\":\"BSTART.TEPL FP64\","
                + "\"expected\":\"executed\",\"actual\":\"executed\"},"
                + "{\"index\":1,\"word\":\"0xC03C\",\"disassembly\":\"\","
                + "\"expected\":\"executed\",\"actual\":\"\"}]";

        assertEquals(
                List.of(
                        new ProgramStep(0, "0x00019181", "BSTART.TEPL FP64", "executed", "executed"),
                        new ProgramStep(1, "0xC03C", "", "executed", "")),
                ProgramStep.decode(written));
    }

    @Test
    void observationsWithoutTheirStepsReadInFullFromTheProgram() {
        List<ProgramStep> program = List.of(
                new ProgramStep(0, "0x00019181", "BSTART.TEPL FP64", "executed", "executed"),
                new ProgramStep(1, "0x00401E13", "B.IOS S4, mask=1111", "Fault_BundleControl or executed", "executed"));

        assertEquals(
                "{\"steps\":[\"executed\",\"Fault_BundleControl or executed\"],\"expect\":{\"phase\":\"header\"}}",
                ObservationValues.expectedInFull("{\"expect\":{\"phase\":\"header\"}}", program));
        assertEquals(
                "{\"steps\":[\"executed\",\"executed\"],\"phase\":\"header\"}",
                ObservationValues.actualInFull("{\"phase\":\"header\"}", program));
        assertEquals(
                "{\"steps\":[\"executed\",\"executed\"]}",
                ObservationValues.actualInFull("{}", program),
                "an observation that asked for nothing but the steps");
        assertEquals(
                "{\"steps\":[\"executed\",\"executed\"],\"phase\":\"header\"}",
                ObservationValues.actualInFull(Map.of(
                        ReportKeys.PROGRAM, ProgramStep.encode(program), ReportKeys.ACTUAL, "{\"phase\":\"header\"}")));
    }

    @Test
    void observationsThatHoldTheirStepsReadAsWritten() {
        List<ProgramStep> program =
                List.of(new ProgramStep(0, "0x00019181", "BSTART.TEPL FP64", "executed", "executed"));
        // A device that reported more outcomes than the program has words: the value keeps them all.
        String more = "{\"steps\":[\"executed\",\"Fault_IllegalInstruction\"],\"phase\":\"header\"}";

        assertEquals(more, ObservationValues.actualInFull(more, program));
        assertEquals("", ObservationValues.actualInFull(null, program));
        assertEquals("", ObservationValues.expectedInFull("", program));
        assertEquals("", ObservationValues.actualInFull(Map.of()));
        assertTrue(ObservationValues.programHolds(program, List.of("executed")));
        assertFalse(ObservationValues.programHolds(program, List.of("executed", "Fault_IllegalInstruction")));
        assertFalse(ObservationValues.programHolds(program, List.of()));
        assertFalse(ObservationValues.programHolds(program, List.of("Fault_IllegalInstruction")));
    }

    @Test
    void anAbsentValueHoldsNothing() {
        assertEquals(List.of(), Difference.decode(null));
        assertEquals(List.of(), ProgramStep.decode(""));
    }

    @Test
    void aValueTheEngineDoesNotWriteIsRefusedNamingTheKey() {
        assertRefused(ReportKeys.DIFF, () -> Difference.decode("bindings[4]: expected <absent>, actual {S4, 0, 1111}"));
        assertRefused(ReportKeys.DIFF, () -> Difference.decode("[{\"path\":\"x\",\"step\":-1,\"expected\":\"1\"}]"));
        assertRefused(
                ReportKeys.PROGRAM,
                () -> ProgramStep.decode("[{\"index\":0,\"word\":\"0x1\",\"disassembly\":\"\","
                        + "\"expected\":\"executed\",\"actual\":\"\",\"extra\":1}]"));
        assertRefused(ReportKeys.PROGRAM, () -> ProgramStep.decode("0: 0x00019181 BSTART.TEPL FP64 -> executed"));
    }

    private static void assertRefused(String key, Runnable decode) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, decode::run);
        String prefix = "report entry " + key + " is not a list the engine writes: ";
        assertTrue(e.getMessage().startsWith(prefix), e.getMessage());
    }
}
