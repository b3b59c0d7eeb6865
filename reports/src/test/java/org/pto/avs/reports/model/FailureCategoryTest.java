package org.pto.avs.reports.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.VectorOutcome;
import org.pto.avs.results.values.ProgramStep;

class FailureCategoryTest {

    private static final ProgramStep FAULT_AS_EXPECTED =
            new ProgramStep(1, "0x00401E13", "B.IOS S4, mask=1111", "Fault_BundleControl", "Fault_BundleControl");
    private static final ProgramStep EXECUTED = new ProgramStep(0, "0x00019181", "", "executed", "executed");

    private static CaseResult result(CaseStatus status, VectorResult... vectors) {
        return new CaseResult(
                "PTO-AVS-X-001",
                "s",
                "block",
                "B.IOS",
                "fault",
                "normal",
                List.of(),
                List.of(),
                List.of(),
                "",
                status,
                "m",
                "d",
                List.of(vectors),
                "",
                Instant.EPOCH,
                Instant.EPOCH,
                "",
                Optional.empty());
    }

    private static VectorResult failing(List<ProgramStep> program, FieldDifference... differences) {
        return new VectorResult("v", "", VectorOutcome.FAIL, program, "", "", List.of(differences), "");
    }

    private static FieldDifference field(String path) {
        return new FieldDifference("v", -1, path, "1", "2");
    }

    private static FailureCategory of(CaseResult result) {
        return FailureCategory.of(result).orElseThrow();
    }

    @Test
    void stepOutcomesTellFaultKindsApart() {
        assertEquals(
                FailureCategory.WRONG_FAULT_KIND,
                of(result(
                        CaseStatus.FAIL,
                        failing(List.of(
                                EXECUTED,
                                new ProgramStep(1, "0x1", "", "Fault_BundleControl", "Fault_TileLegality"))))));
        assertEquals(
                FailureCategory.MISSING_FAULT,
                of(result(
                        CaseStatus.FAIL,
                        failing(List.of(new ProgramStep(0, "0x1", "", "Fault_BundleControl", "executed"))))));
        assertEquals(
                FailureCategory.UNEXPECTED_FAULT,
                of(result(
                        CaseStatus.FAIL,
                        failing(List.of(new ProgramStep(
                                0, "0x1", "", "unsupported or executed", "Fault_IllegalInstruction"))))));
        assertEquals(
                FailureCategory.WRONG_FAULT_KIND,
                of(result(
                        CaseStatus.FAIL,
                        failing(
                                List.of(new ProgramStep(0, "0x1", "", "Fault_BundleControl", "Fault_TileLegality")),
                                field("shared.S1.descriptor.allocation_mask")))),
                "the step outcome is more telling than the state");
    }

    @Test
    void stateThatDiffersIsNamedByWhatDiffers() {
        assertEquals(
                FailureCategory.BINDING_MISMATCH,
                of(result(CaseStatus.FAIL, failing(List.of(EXECUTED, FAULT_AS_EXPECTED), field("bindings[0]")))),
                "a binding that differs, though a fault came as expected, is not left by the fault");
        assertEquals(
                FailureCategory.DESCRIPTOR_MISMATCH,
                of(result(CaseStatus.FAIL, failing(List.of(EXECUTED), field("shared.S5.descriptor.allocation_mask")))));
        assertEquals(
                FailureCategory.DESCRIPTOR_MISMATCH,
                of(result(CaseStatus.FAIL, failing(List.of(EXECUTED), field("shared.S3")))));
        assertEquals(
                FailureCategory.PAYLOAD_MISMATCH,
                of(result(CaseStatus.FAIL, failing(List.of(EXECUTED), field("shared.S5.payload")))));
        assertEquals(
                FailureCategory.PAYLOAD_MISMATCH,
                of(result(CaseStatus.FAIL, failing(List.of(EXECUTED), field("gm.out")))));
        assertEquals(
                FailureCategory.STATE_MISMATCH,
                of(result(CaseStatus.FAIL, failing(List.of(EXECUTED), field("phase")))));
    }

    private static FieldDifference slot(int index, String expected, String actual) {
        return new FieldDifference("v", -1, "bindings[" + index + "]", expected, actual);
    }

    @Test
    void theSameBindingsInAnotherOrderAreAStreamInTheWrongOrderEvenAfterAFaultThatMatched() {
        assertEquals(
                FailureCategory.STREAM_ORDER,
                of(result(
                        CaseStatus.FAIL,
                        failing(
                                List.of(EXECUTED, FAULT_AS_EXPECTED),
                                slot(0, "{S0, 0, 1111}", "{S1, 0, 1111}"),
                                slot(1, "{S1, 0, 1111}", "{S0, 0, 1111}")))));
        assertEquals(
                FailureCategory.BINDING_MISMATCH,
                of(result(
                        CaseStatus.FAIL,
                        failing(
                                List.of(EXECUTED),
                                slot(0, "{S0, 0, 1111}", "{S1, 0, 1111}"),
                                slot(1, "{S1, 0, 1111}", "{S2, 0, 1111}")))),
                "S0 lost and S2 gained is not an order");
        assertEquals(
                FailureCategory.BINDING_MISMATCH,
                of(result(
                        CaseStatus.FAIL,
                        failing(
                                List.of(EXECUTED),
                                slot(0, "{S0, 0, 1111}", "{S1, 0, 1111}"),
                                slot(1, "{S1, 0, 1111}", FieldDifference.ABSENT)))));
    }

    @Test
    void stateLeftBehindByARejectedStepIsAStateChangeBeforeTheFault() {
        assertEquals(
                FailureCategory.STATE_CHANGED_BEFORE_FAULT,
                of(result(
                        CaseStatus.FAIL,
                        failing(
                                List.of(EXECUTED, FAULT_AS_EXPECTED),
                                slot(1, FieldDifference.ABSENT, "{S4, 0, 1111}"),
                                new FieldDifference("v", -1, "participation", "1100", "1111")))));
        assertEquals(
                FailureCategory.STATE_CHANGED_BEFORE_FAULT,
                of(result(
                        CaseStatus.FAIL,
                        failing(
                                List.of(EXECUTED, FAULT_AS_EXPECTED),
                                new FieldDifference("v", -1, "shared.S3", FieldDifference.ABSENT, "{...}"),
                                new FieldDifference("v", -1, "pool_bytes_in_use", "262144", "262272")))));
        assertEquals(
                FailureCategory.BINDING_MISMATCH,
                of(result(
                        CaseStatus.FAIL, failing(List.of(EXECUTED), slot(1, FieldDifference.ABSENT, "{S4, 0, 1111}")))),
                "no fault, so no state change before one");
        assertEquals(
                FailureCategory.BINDING_MISMATCH,
                of(result(
                        CaseStatus.FAIL,
                        failing(
                                List.of(EXECUTED, FAULT_AS_EXPECTED),
                                slot(1, FieldDifference.ABSENT, "{S4, 0, 1111}"),
                                new FieldDifference("v", -1, "participation", "1100", "0011")))),
                "a participation that moved, not grew");
    }

    @Test
    void statusesOtherThanFailHaveTheirOwnCategoryAndAPassHasNone() {
        assertEquals(FailureCategory.DEVICE_CRASH_OR_TIMEOUT, of(result(CaseStatus.CRASH)));
        assertEquals(FailureCategory.DEVICE_CRASH_OR_TIMEOUT, of(result(CaseStatus.TIMEOUT)));
        assertEquals(FailureCategory.NOT_SUPPORTED, of(result(CaseStatus.NOT_SUPPORTED)));
        assertEquals(FailureCategory.WAIVED, of(result(CaseStatus.WAIVED)));
        assertEquals(FailureCategory.HARNESS_ERROR, of(result(CaseStatus.ERROR)));
        assertEquals(Optional.empty(), FailureCategory.of(result(CaseStatus.PASS)));
    }

    @Test
    void eachCategoryRegexMatchesItsOwnMessagesOnly() {
        for (FailureCategory category : FailureCategory.values()) {
            for (FailureCategory other : FailureCategory.values()) {
                String message = other.prefix() + "3 fields differ in vector v:\nshared.S5: expected 1, actual 2";
                assertEquals(
                        category == other,
                        Pattern.matches(category.messageRegex(), message),
                        category + " against " + other);
            }
        }
        assertTrue(Pattern.matches(FailureCategory.PAYLOAD_MISMATCH.messageRegex(), "[payload mismatch] x"));
    }
}
