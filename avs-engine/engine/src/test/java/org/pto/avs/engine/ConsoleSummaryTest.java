package org.pto.avs.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.pto.avs.isa.Catalog;
import org.pto.avs.results.Constants;

/** The engine prints its summary to standard output at the end of a run, unless avs.summary=false. */
class ConsoleSummaryTest {

    private static String stdoutOf(String summary, DiscoverySelector... selectors) {
        PrintStream previous = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            EngineTestKit.engine(Constants.ENGINE_ID)
                    .selectors(selectors)
                    .configurationParameter(Constants.DEVICE, "append-despite-fault")
                    .configurationParameter(Constants.SUMMARY, summary)
                    .execute();
        } finally {
            System.setOut(previous);
        }
        return captured.toString(StandardCharsets.UTF_8);
    }

    @Test
    void saysTheVerdictThenListsEachCaseWithKindAndStatusThenTotals() {
        String out = stdoutOf("true", AvsSelector.selectAvs("*STREAM*,*DECODE*"));
        assertEquals(
                String.join(
                        "\n",
                        "PTO AVS on test append-despite-fault 1: 2 cases",
                        "Verdict: does not conform: 1 of 2 cases non-conforming; on the 2 selected of "
                                + ConsoleSummaryTest.points() + " cases",
                        "  pass           decode-positive  PTO-AVS-BLOCK-B-IOS-DECODE-001",
                        "  fail           execution        PTO-AVS-BLOCK-B-IOS-STREAM-001  (PTO-AVS-BLOCK-B-IOS-STREAM-001"
                                + " vector duplicate: bindings[1]: expected <absent>, actual {S18, 0, 1111})",
                        "Totals: 1 pass, 1 fail, 0 not-supported, 0 waived, 0 error, 0 crash, 0 timeout; partial: 0;"
                                + " advisory: 0",
                        ""),
                out);
    }

    /** Every AVS point the catalog lists: a run of fewer is a run of a selection. */
    private static int points() {
        return Catalog.standard().instructions().stream()
                .mapToInt(i -> i.tests().size())
                .sum();
    }

    @Test
    void aRunOfASelectionSaysItIsPartial() {
        String out = stdoutOf("true", AvsSelector.selectAvs("*DECODE*"));
        assertTrue(out.contains("\nVerdict: conforms on the 1 selected of " + points() + " cases\n"), out);
    }

    @Test
    void isSilentWhenTurnedOff() {
        assertFalse(stdoutOf("false", AvsSelector.selectAvs("*")).contains("PTO AVS on"));
    }

    @Test
    void isSilentWhenTheRunHadNoCase() {
        assertEquals("", stdoutOf("true", DiscoverySelectors.selectClass(ConsoleSummaryTest.class)));
    }

    @Test
    void anEmptySelectionIsAProblemOfTheRunNeverAVerdictAgainstTheDevice() {
        String out = stdoutOf("true", AvsSelector.selectAvs("PTO-AVS-BLOCK-B-IOS-STREAM-01"));
        assertTrue(out.contains(": 0 cases\nVerdict: incomplete: no case ran\n"), out);
        assertTrue(
                out.contains("Problem of the run, not of the device: avs:PTO-AVS-BLOCK-B-IOS-STREAM-01 matched no"
                        + " case; did you mean PTO-AVS-BLOCK-B-IOS-STREAM-001?\n"),
                out);
        assertTrue(out.contains("Totals: 0 pass, 0 fail,"), out);
        assertFalse(out.contains("does not conform"), out);
        assertFalse(out.contains("PTO-AVS-BLOCK-B-IOS-ZERO-MASK-001"), "one suggestion, not every id: " + out);
    }
}
