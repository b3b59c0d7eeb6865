package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.platform.engine.TestExecutionResult.Status.FAILED;
import static org.junit.platform.engine.TestExecutionResult.Status.SUCCESSFUL;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.Events;
import org.pto.avs.results.Constants;

/**
 * The comparison bites: devices that are the reference device with one bug fail exactly the cases that observe
 * the bug, each with a message naming the vector and field.
 */
class ComparisonBitesTest {

    private static Events runAllOn(String device) {
        return AvsKit.engine()
                .selectors(AvsSelector.selectAvs("*"))
                .configurationParameter(Constants.DEVICE, device)
                .execute()
                .testEvents();
    }

    private static void assertLines(String message, String... lines) {
        List<String> actual = message.lines().toList();
        for (String line : lines) {
            assertTrue(actual.contains(line), () -> "missing line\n  " + line + "\nin\n" + message);
        }
    }

    @Test
    void theReferenceDevicePassesEveryCase() {
        Events tests = runAllOn("reference");
        assertEquals(AvsKit.CLASSPATH_CASES, AvsKit.finished(tests, SUCCESSFUL));
    }

    @Test
    void aWrongFaultKindFailsTheCasesExpectingTheRightOne() {
        Events tests = runAllOn("wrong-fault-kind");
        assertEquals(List.of(AvsKit.MASK, AvsKit.VEC_USE), AvsKit.finished(tests, FAILED));
        assertEquals(List.of(AvsKit.DECODE, AvsKit.PEMODE, AvsKit.STREAM), AvsKit.finished(tests, SUCCESSFUL));
        assertEquals(
                AvsKit.MASK + " vector shared-after-shared: step 2 (0x00101E13 B.IOS S1, mask=1111):"
                        + " expected Fault_TileLegality, actual Fault_BundleControl",
                AvsKit.message(tests, AvsKit.MASK));
        assertEquals(
                AvsKit.VEC_USE + " vector source-left-unconsumed: step 2 (0x00000001 BSTOP):"
                        + " expected Fault_TileLegality, actual Fault_BundleControl",
                AvsKit.message(tests, AvsKit.VEC_USE));
    }

    @Test
    void aBindingAppendedDespiteAFaultFailsOnTheBindingStream() {
        Events tests = runAllOn("append-despite-fault");
        assertEquals(List.of(AvsKit.MASK, AvsKit.STREAM), AvsKit.finished(tests, FAILED));
        assertEquals(
                AvsKit.STREAM + " vector duplicate: bindings[1]: expected <absent>, actual {S18, 0, 1111}\n"
                        + AvsKit.STREAM + " vector fifth-binding: bindings[4]: expected <absent>, actual {S4, 0, 1111}",
                AvsKit.message(tests, AvsKit.STREAM));
        assertEquals(
                AvsKit.MASK + " vector shared-after-shared: bindings[1]: expected <absent>, actual {S1, 0, 1111}",
                AvsKit.message(tests, AvsKit.MASK));
    }

    @Test
    void aReversedPeModeTableFailsTheMaskOfEveryPeMode() {
        Events tests = runAllOn("reversed-pemode");
        assertTrue(AvsKit.finished(tests, FAILED).contains(AvsKit.PEMODE));
        assertLines(
                AvsKit.message(tests, AvsKit.PEMODE),
                AvsKit.PEMODE + " vector pemode-0: bindings[0]: expected <absent>, actual {S0, 0, 1111}",
                AvsKit.PEMODE + " vector pemode-1: bindings[0]: expected {S1, 0, 1000}, actual {S1, 0, 1110}",
                AvsKit.PEMODE + " vector pemode-5: bindings[0]: expected {S5, 0, 1100}, actual {S5, 0, 0100}",
                AvsKit.PEMODE + " vector pemode-7: bindings[0]: expected {S7, 0, 1111}, actual <absent>");
        assertEquals(8, AvsKit.message(tests, AvsKit.PEMODE).lines().count());
    }

    @Test
    void aChangedPayloadByteIsShownAtItsOffsetWithAHexWindow() {
        Events tests = runAllOn("payload-scribbler");
        assertEquals(List.of(AvsKit.VEC_USE), AvsKit.finished(tests, FAILED));
        // The payload repeats 01 02 a0; offset 0x38 is the third byte of a repetition, byte 0x40 is flipped.
        assertEquals(
                AvsKit.VEC_USE + " vector source-left-unconsumed: shared.S6.payload (first difference at offset"
                        + " 0x40 of 4096): expected 0x38: a00102a0 0102a001 02a00102 a00102a0 0102a001 02a00102 ...,"
                        + " actual 0x38: a00102a0 0102a001 fda00102 a00102a0 0102a001 02a00102 ...",
                AvsKit.message(tests, AvsKit.VEC_USE));
    }
}
