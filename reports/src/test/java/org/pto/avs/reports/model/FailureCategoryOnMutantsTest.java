package org.pto.avs.reports.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import org.pto.avs.reports.fixture.AvsRuns;
import org.pto.avs.reports.listener.AvsReportsListener;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.values.ProgramStep;

/**
 * Each category a failure can have, shown on a mutant device (pto-avs-mutant-devices: the reference model with one
 * implementation bug) and a shipped case that the bug fails: the category names the bug, not a neighbour of it.
 */
class FailureCategoryOnMutantsTest {

    private static final String STREAM = "PTO-AVS-BLOCK-B-IOS-STREAM-001";

    /** The case as it ran on the mutant. */
    private static CaseResult run(String mutant, String avsId) {
        AvsReportsListener recording = AvsReportsListener.of(Clock.systemUTC());
        AvsRuns.run(
                Map.of("avs.device", "mutant", "avs.device.mutant", mutant, "avs.summary", "false"),
                DiscoverySelectors.parse("avs:" + avsId).orElseThrow(),
                recording);
        List<CaseResult> cases = recording.recorder().cases();
        assertEquals(1, cases.size(), avsId + " on " + mutant);
        assertEquals(
                CaseStatus.FAIL,
                cases.get(0).status(),
                avsId + " on " + mutant + ": " + cases.get(0).message());
        return cases.get(0);
    }

    @ParameterizedTest(name = "{0} on {1}: {2}")
    @CsvSource({
        // the binding stream reported last slot first: every binding there, in reverse
        "stream-order-reversed, PTO-AVS-BLOCK-B-IOS-STREAM-001, STREAM_ORDER",
        // a B.IOS rejected with Fault_BundleControl still records its binding
        "recorded-before-bundle-fault, PTO-AVS-BLOCK-B-IOS-STREAM-001, STATE_CHANGED_BEFORE_FAULT",
        // a destination that does not fit the pool is installed, unpublished, before the fault
        "non-atomic-publication, PTO-AVS-BLOCK-B-IOS-CAPACITY-003, STATE_CHANGED_BEFORE_FAULT",
        // mask consistency checked before placement: Fault_TileLegality where Fault_BundleControl is due
        "mask-before-placement, PTO-AVS-BLOCK-B-IOS-PLACEMENT-001, WRONG_FAULT_KIND",
        // a second binding of the same Sx is accepted
        "duplicates-accepted, PTO-AVS-BLOCK-B-IOS-STREAM-001, MISSING_FAULT",
        // SizeCode 12 (256 KiB) rejected
        "size-code-12-rejected, PTO-AVS-BLOCK-B-IOS-SIZECODE-012-001, UNEXPECTED_FAULT",
        // SharedTileID read as five bits: S63 is recorded as S31
        "shared-id-five-bits, PTO-AVS-BLOCK-B-IOS-ENCODING-002, BINDING_MISMATCH",
        // the PEMode table read with PE0 as the low bit: descriptors get the mirrored mask
        "pe-mode-pe0-low-bit, PTO-AVS-BLOCK-B-IOS-SIZECODES-003, DESCRIPTOR_MISMATCH",
        // TSTORE writes one 128-byte cell past the GM base
        "tstore-wrong-base, PTO-AVS-BLOCK-B-IOS-VEC-USE-001, PAYLOAD_MISMATCH",
    })
    void theCategoryNamesTheBug(String mutant, String avsId, FailureCategory expected) {
        assertEquals(expected, FailureCategory.of(run(mutant, avsId)).orElseThrow());
    }

    /**
     * No mutant gets only the block phase, participation or a GPR wrong, so a device of the reports' own tests does:
     * it reports the phase as none, whatever it is.
     */
    @Test
    void aWrongPhaseIsAStateMismatch() {
        AvsReportsListener recording = AvsReportsListener.of(Clock.systemUTC());
        AvsRuns.run(
                Map.of("avs.device", "flawed", "avs.device.flaw", "phase-none", "avs.summary", "false"),
                DiscoverySelectors.parse("avs:" + STREAM).orElseThrow(),
                recording);

        CaseResult stream = recording.recorder().cases().get(0);
        assertEquals(CaseStatus.FAIL, stream.status(), stream.message());
        assertTrue(
                stream.differences().stream().allMatch(d -> d.path().equals("phase")),
                stream.differences().toString());
        assertEquals(FailureCategory.STATE_MISMATCH, FailureCategory.of(stream).orElseThrow());
    }

    @Test
    void aReversedStreamIsNotAStateChangeBeforeTheFaultThatMatched() {
        CaseResult stream = run("stream-order-reversed", STREAM);

        VectorResult fifth = stream.vectors().stream()
                .filter(v -> v.name().equals("step2-four-slots-then-fifth"))
                .findFirst()
                .orElseThrow();
        ProgramStep fault = fifth.program().get(fifth.program().size() - 1);
        assertEquals("Fault_BundleControl", fault.actual());
        assertTrue(fault.matches(), "the fifth binding's fault came as expected");
        assertEquals(FailureCategory.STREAM_ORDER, FailureCategory.of(fifth).orElseThrow());
    }
}
