package org.pto.avs.engine.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.Binding;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.Bytes;
import org.pto.avs.device.DecodedStep;
import org.pto.avs.device.FaultKind;
import org.pto.avs.device.GmRange;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.SharedDescriptor;
import org.pto.avs.device.SharedObject;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.engine.cases.CaseReader;
import org.pto.avs.engine.cases.CaseSchema;
import org.pto.avs.engine.cases.CaseText;
import org.pto.avs.engine.cases.ReadResult;
import org.pto.avs.engine.cases.Vector;
import org.pto.avs.isa.Catalog;
import org.pto.avs.results.values.Difference;

/** Only what a vector states is compared, plus its frame conditions; each difference names its field. */
class VectorComparisonTest {

    private static final CaseReader READER = new CaseReader(Catalog.standard(), CaseSchema.load());
    private static final VectorComparison COMPARISON = new VectorComparison(24);
    private static final StepOutcome EXECUTED = StepOutcome.EXECUTED;

    private static Vector vector(String json) {
        String text = """
                {"format": "pto-avs-case/1", "id": "PTO-AVS-BLOCK-B-IOS-STREAM-001", "surface": "block",
                 "instruction": "B.IOS", "requirements": ["PTO-INST-BLOCK-B-IOS"], "kind": "execution",
                 "summary": "s", "pass_condition": "p", "covers": ["ordering[0]"],
                 "upstream": {"repository": "https://github.com/PTO-ISA/pto-spec", "path": "tests/asl/block/operands/B.IOS/block-exec-b-ios-shared-binding-v-5-001.asl", "commit": "e599a3d36ebfad43362ff591ea5e128816c684c7"}, "vectors": [
                """ + json + "]}";
        ReadResult result = READER.read(new CaseText("t.json", text));
        return assertInstanceOf(ReadResult.Valid.class, result, result::toString)
                .avsCase()
                .vectors()
                .get(0);
    }

    private static Observation observed(
            List<StepOutcome> steps,
            List<Binding> bindings,
            Map<Integer, SharedObject> shared,
            Map<String, Bytes> gm,
            Map<Integer, Long> gprs) {
        return new Observation(
                steps,
                List.of(),
                BlockPhase.HEADER,
                PeMask.ALL,
                bindings,
                new TreeMap<>(shared),
                0,
                gm,
                new TreeMap<>(gprs));
    }

    private static SharedObject object(String allocation, Bytes payload) {
        PeMask mask = PeMask.parse(allocation);
        return new SharedObject(new SharedDescriptor(mask, mask, true, true, payload.length(), 0, 0, 0, 0, 0), payload);
    }

    private static List<String> differences(VectorVerdict verdict) {
        return verdict.differences().stream().map(Difference::describe).toList();
    }

    @Test
    void aFaultComparesByKindAtItsStep() {
        Vector v = vector("""
                {"name": "v", "covers": ["ordering[0]"], "program": [{"word": "0x00019181"},
                 {"word": "0x00401E13", "expect": {"fault": "Fault_BundleControl"}}]}""");
        VectorVerdict verdict =
                COMPARISON.compare(v, observed(List.of(EXECUTED, EXECUTED), List.of(), Map.of(), Map.of(), Map.of()));
        assertEquals(
                List.of("step 1 (0x00401E13 B.IOS S4, mask=1111): expected Fault_BundleControl, actual executed"),
                differences(verdict));
        assertEquals(1, verdict.differences().get(0).step());
        assertEquals(2, verdict.compared());
        VectorVerdict right = COMPARISON.compare(
                v,
                observed(
                        List.of(EXECUTED, StepOutcome.fault(FaultKind.BUNDLE_CONTROL)),
                        List.of(),
                        Map.of(),
                        Map.of(),
                        Map.of()));
        assertEquals(true, right.passed());
    }

    @Test
    void whatTheVectorDoesNotStateIsNotCompared() {
        Vector v = vector("""
                {"name": "v", "covers": ["ordering[0]"], "program": [{"word": "0x00019181"}],
                 "expect": {"bindings": []}}""");
        // Phase, participation, Shared state and GPRs are all "wrong" here, and none of them is stated.
        Observation o = new Observation(
                List.of(EXECUTED),
                List.of(),
                BlockPhase.BODY,
                PeMask.NONE,
                List.of(),
                new TreeMap<>(Map.of(3, object("1000", Bytes.zeros(8)))),
                99,
                Map.of(),
                new TreeMap<>(Map.of(5, 7L)));
        VectorVerdict verdict = COMPARISON.compare(v, o);
        assertEquals(List.of(), verdict.differences());
        assertEquals(2, verdict.compared());
    }

    @Test
    void theFrameConditionsCompareEverythingNotNamed() {
        Vector v = vector("""
                {"name": "v", "covers": ["ordering[0]"],
                 "initial": {"shared": {"S5": {"descriptor": {"capacity_bytes": 8, "allocation_mask": "1000"}}},
                             "gprs": {"R3": 9}},
                 "program": [{"word": "0x00019181"}],
                 "expect": {"gprs": {"R4": 1}, "unchanged": ["shared", "gprs"]}}""");
        Map<Integer, SharedObject> shared =
                Map.of(5, object("1100", Bytes.zeros(8)), 9, object("0001", Bytes.zeros(8)));
        VectorVerdict verdict = COMPARISON.compare(
                v, observed(List.of(EXECUTED), List.of(), shared, Map.of(), Map.of(3, 9L, 4, 1L, 6, 2L)));
        assertEquals(
                List.of(
                        "shared.S5.descriptor.allocation_mask: expected 1000, actual 1100",
                        "shared.S5.descriptor.initialized_mask: expected 1000, actual 1100",
                        "shared.S9: expected <absent>, actual {capacity_bytes 8, allocation_mask 0001, initialized_mask 0001,"
                                + " published true}",
                        "gprs.R0: expected 0, actual <absent>",
                        "gprs.R6: expected 0, actual 2"),
                differences(verdict).stream()
                        .filter(d -> !d.startsWith("gprs.R") || d.startsWith("gprs.R0") || d.startsWith("gprs.R6"))
                        .toList());
    }

    @Test
    void theBindingStreamIsComparedSlotBySlot() {
        Vector v = vector("""
                {"name": "v", "covers": ["ordering[0]"], "program": [{"word": "0x00019181"}],
                 "expect": {"bindings": [{"id": "S0", "size_code": 0, "mask": "1111"},
                                         {"id": "S1", "size_code": 0, "mask": "1111"}]}}""");
        List<Binding> got = List.of(
                new Binding(0, 0, PeMask.ALL, false),
                new Binding(1, 0, PeMask.ALL, true),
                new Binding(4, 0, PeMask.ALL, false));
        assertEquals(
                List.of(
                        "bindings[1]: expected {S1, 0, 1111}, actual {S1, 0, 1111, consumed}",
                        "bindings[2]: expected <absent>, actual {S4, 0, 1111}"),
                differences(COMPARISON.compare(v, observed(List.of(EXECUTED), got, Map.of(), Map.of(), Map.of()))));
    }

    @Test
    void aGmRangeDifferenceShowsTheFirstOffsetAndAWindow() {
        Vector v = vector("""
                {"name": "v", "covers": ["ordering[0]"], "program": [{"word": "0x00019181"}],
                 "expect": {"gm": [{"name": "out", "address": "0x100", "length": 40, "bytes": {"fill": "0x11"}}]}}""");
        byte[] bytes = Bytes.filled(40, (byte) 0x11).toArray();
        bytes[20] = 0x22;
        assertEquals(
                List.of("gm.out (first difference at offset 0x14 of 40): expected 0xC: 11111111 11111111"
                        + " 11111111 11111111 11111111 11111111 ..., actual 0xC: 11111111 11111111 22111111 11111111"
                        + " 11111111 11111111 ..."),
                differences(COMPARISON.compare(
                        v,
                        observed(
                                List.of(EXECUTED), List.of(), Map.of(), Map.of("out", Bytes.adopt(bytes)), Map.of()))));
        assertEquals(
                List.of(new GmRange("out", 0x100, 40)), ObservationPlan.of(v).gmRanges());
        assertEquals(
                EnumSet.of(Observable.STEP_OUTCOMES, Observable.GM),
                ObservationPlan.of(v).observables());
    }

    @Test
    void aDecodingComparesTheStatedKeysAndFields() {
        Vector v = vector("""
                {"name": "v", "covers": ["ordering[0]"], "program": [{"word": "0x00189213", "expect": {"fault": "Fault_IllegalInstruction"}}],
                 "expect": {"decoded": [{"step": 0, "form_id": null, "fields": {}}]}}""");
        Observation o = new Observation(
                List.of(StepOutcome.fault(FaultKind.ILLEGAL_INSTRUCTION)),
                List.of(new DecodedStep("b_ios_32_4ba5ef98fdaa", "B.IOS", "BindBundleSharedIO", Map.of())),
                null,
                null,
                null,
                null,
                0,
                null,
                null);
        assertEquals(
                List.of("decoded[0].form_id: expected null, actual b_ios_32_4ba5ef98fdaa"),
                differences(COMPARISON.compare(v, o)));
    }

    @Test
    void anUnsupportedAnswerTheCaseDoesNotAllowEndsTheJudgement() {
        Vector v = vector("""
                {"name": "v", "covers": ["ordering[0]"], "program": [{"word": "0x00019181"}, {"word": "0xC03C", "bits": 16}],
                 "expect": {"phase": "none"}}""");
        VectorVerdict verdict = COMPARISON.compare(
                v, observed(List.of(EXECUTED, StepOutcome.UNSUPPORTED), List.of(), Map.of(), Map.of(), Map.of()));
        // A raw word is shown with its disassembly, the codec's notes included.
        assertEquals(
                "step 1 (0xC03C C.B.DIMI 0, ->LB3  # illegal: LoopNest 3 is reserved): the device answered"
                        + " unsupported; the case needs executed",
                verdict.notSupported());
        assertEquals(List.of(), verdict.differences());
        VectorVerdict allowed = COMPARISON.compare(
                vector("""
                {"name": "v", "covers": ["ordering[0]"], "program": [{"word": "0xC03C", "bits": 16, "expect": ["unsupported", "executed"]}]}"""), observed(List.of(StepOutcome.UNSUPPORTED), List.of(), Map.of(), Map.of(), Map.of()));
        assertNull(allowed.notSupported());
        assertEquals(true, allowed.passed());
    }
}
