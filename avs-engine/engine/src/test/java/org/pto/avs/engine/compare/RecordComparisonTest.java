package org.pto.avs.engine.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.BlockPhase;
import org.pto.avs.device.Observable;
import org.pto.avs.device.Observation;
import org.pto.avs.device.PeMask;
import org.pto.avs.device.StepOutcome;
import org.pto.avs.engine.cases.AvsCase;
import org.pto.avs.engine.cases.CaseProblem;
import org.pto.avs.engine.cases.CaseReader;
import org.pto.avs.engine.cases.CaseSchema;
import org.pto.avs.engine.cases.CaseText;
import org.pto.avs.engine.cases.ReadResult;
import org.pto.avs.engine.cases.Vector;
import org.pto.avs.isa.Catalog;
import org.pto.avs.results.values.Difference;

/**
 * State records are read, planned and compared from their catalog declarations alone: a record of fields field by
 * field, a list whole, and a name, field or value the catalog does not allow is a problem at its line.
 */
class RecordComparisonTest {

    private static final CaseReader READER = new CaseReader(Catalog.standard(), CaseSchema.load());
    private static final VectorComparison COMPARISON = new VectorComparison(24);

    private static String caseWith(String expect) {
        return """
                {"format": "pto-avs-case/1", "id": "PTO-AVS-BLOCK-B-IOS-STREAM-001", "surface": "block",
                 "instruction": "B.IOS", "requirements": ["PTO-INST-BLOCK-B-IOS"], "kind": "execution",
                 "summary": "s", "pass_condition": "p", "covers": ["ordering[0]"],
                 "upstream": {"repository": "https://github.com/PTO-ISA/pto-spec", "path": "tests/asl/block/operands/B.IOS/block-exec-b-ios-shared-binding-v-5-001.asl", "commit": "e599a3d36ebfad43362ff591ea5e128816c684c7"},
                 "vectors": [
                  {"name": "v", "covers": ["ordering[0]"], "program": [{"word": "0x00019181"}],
                   "expect": %s}
                ]}
                """.formatted(expect);
    }

    private static Vector vector(String expect) {
        ReadResult result = READER.read(new CaseText("t.json", caseWith(expect)));
        AvsCase avsCase = assertInstanceOf(ReadResult.Valid.class, result, result::toString)
                .avsCase();
        return avsCase.vectors().get(0);
    }

    private static List<CaseProblem> problems(String expect) {
        ReadResult result = READER.read(new CaseText("t.json", caseWith(expect)));
        return assertInstanceOf(ReadResult.Invalid.class, result, result::toString)
                .problems();
    }

    private static Observation withRecords(Map<String, Object> records) {
        return new Observation(
                        List.of(StepOutcome.EXECUTED),
                        List.of(),
                        BlockPhase.HEADER,
                        PeMask.NONE,
                        List.of(),
                        new TreeMap<>(),
                        0,
                        Map.of(),
                        new TreeMap<>())
                .withRecords(records);
    }

    private static List<String> differences(Vector vector, Observation observation) {
        return COMPARISON.compare(vector, observation).differences().stream()
                .map(d -> d.path() + ": expected " + d.expected() + ", actual " + d.actual())
                .toList();
    }

    @Test
    void aRecordOfFieldsComparesOnlyTheFieldsItStates() {
        Vector vector = vector("{\"records\": {\"scalar_binding\": {\"reg_src0\": 2}}}");
        Map<String, Object> record = new LinkedHashMap<>();
        record.put("reg_dst", 9L);
        record.put("reg_src0", 3L);
        record.put("reg_src1", 7L);
        record.put("reg_src2", 0L);
        assertEquals(
                List.of("scalar_binding.reg_src0: expected 2, actual 3"),
                differences(vector, withRecords(Map.of("scalar_binding", record))));
        record.put("reg_src0", 2L);
        assertEquals(List.of(), differences(vector, withRecords(Map.of("scalar_binding", record))));
    }

    @Test
    void aStatedNullMeansTheMachineHoldsNoneAndAMissingFieldReadsNone() {
        Vector none = vector("{\"records\": {\"scalar_binding\": null, \"loop_bounds\": {\"LB1\": null, \"LB2\": 4}}}");
        Map<String, Object> bounds = Map.of("LB1", 7L);
        Map<String, Object> records = new TreeMap<>();
        records.put("scalar_binding", Map.of("reg_dst", 1L, "reg_src0", 0L, "reg_src1", 0L, "reg_src2", 0L));
        records.put("loop_bounds", bounds);
        List<String> found = differences(none, withRecords(records));
        assertEquals(3, found.size(), found::toString);
        assertTrue(found.contains("loop_bounds.LB1: expected none, actual 7"), found::toString);
        assertTrue(found.contains("loop_bounds.LB2: expected 4, actual none"), found::toString);
        assertTrue(
                found.get(found.size() - 1).startsWith("scalar_binding: expected none, actual {reg_dst: 1"),
                found::toString);
    }

    @Test
    void aListIsComparedWholeAndAnUnstatedEntryFieldTakesItsResetValue() {
        Vector vector = vector("{\"records\": {\"local_bindings\": [{\"mask\": \"1111\", \"sources\": [3]}]}}");
        Map<String, Object> sourceOnly = new LinkedHashMap<>();
        sourceOnly.put("mask", "1111");
        sourceOnly.put("destination", false);
        sourceOnly.put("size_code", 0L);
        sourceOnly.put("dst_tile", 0L);
        sourceOnly.put("sources", List.of(3L));
        sourceOnly.put("last", false);
        assertEquals(List.of(), differences(vector, withRecords(Map.of("local_bindings", List.of(sourceOnly)))));

        Map<String, Object> closing = new LinkedHashMap<>(sourceOnly);
        closing.put("last", true);
        assertEquals(
                List.of(
                        "local_bindings[0].last: expected false, actual true",
                        "local_bindings[1]: expected " + Difference.ABSENT + ", actual {mask: 1111, destination: false,"
                                + " size_code: 0, dst_tile: 0, sources: [3], last: false}"),
                differences(vector, withRecords(Map.of("local_bindings", List.of(closing, sourceOnly)))));
    }

    @Test
    void aWideUnsignedFieldComparesByValueWhateverItsSpelling() {
        Vector vector = vector("{\"records\": {\"carriers\": [{\"stream\": \"shared\", \"slot\": 0, \"role\": "
                + "\"destination\", \"modifier\": \"B.ASSEMBLE\", \"init\": 1, \"last\": 1, \"reg_src\": 0, "
                + "\"uimm11\": 26, \"size\": 1, \"offset\": \"0x1A\"}]}}");
        Map<String, Object> carrier = new LinkedHashMap<>();
        carrier.put("stream", "shared");
        carrier.put("slot", 0L);
        carrier.put("role", "destination");
        carrier.put("modifier", "B.ASSEMBLE");
        carrier.put("init", 1L);
        carrier.put("last", 1L);
        carrier.put("reg_src", 0L);
        carrier.put("uimm11", 26L);
        carrier.put("size", 1L);
        carrier.put("offset", "26");
        assertEquals(List.of(), differences(vector, withRecords(Map.of("carriers", List.of(carrier)))));
        carrier.put("offset", "27");
        assertEquals(
                List.of("carriers[0].offset: expected 0x1A, actual 0x1B"),
                differences(vector, withRecords(Map.of("carriers", List.of(carrier)))));
    }

    @Test
    void aVectorAsksForExactlyTheRecordsItStates() {
        ObservationPlan plan = ObservationPlan.of(vector("{\"records\": {\"loop_bounds\": {\"LB0\": 1}}}"));
        assertEquals(java.util.Set.of("loop_bounds"), plan.records());
        DeviceReports withoutRecords = new DeviceReports(java.util.Set.of(Observable.values()), java.util.Set.of());
        assertEquals(List.of("the state record loop_bounds"), withoutRecords.missing(plan));
        assertTrue(new DeviceReports(java.util.Set.of(Observable.values()), java.util.Set.of("loop_bounds"))
                .reports(plan));
    }

    @Test
    void aRecordOrFieldTheCatalogDoesNotDeclareOrAValueItsFieldCannotHoldIsAProblemAtItsLine() {
        assertTrue(
                problems("{\"records\": {\"loop_bound\": {\"LB0\": 1}}}")
                        .get(0)
                        .reason()
                        .contains("no catalog record declares a state record \"loop_bound\""),
                () -> problems("{\"records\": {\"loop_bound\": {\"LB0\": 1}}}").toString());
        assertTrue(problems("{\"records\": {\"loop_bounds\": {\"LB3\": 1}}}")
                .get(0)
                .reason()
                .contains("loop_bounds.LB3: loop_bounds has no such field"));
        assertTrue(problems("{\"records\": {\"loop_bounds\": {\"LB0\": 65536}}}")
                .get(0)
                .reason()
                .contains("loop_bounds.LB0: 65536 does not fit the field's 16 bits"));
        assertTrue(problems("{\"records\": {\"local_bindings\": [{\"sources\": [1]}]}}")
                .get(0)
                .reason()
                .contains("local_bindings[0].mask: missing"));
        assertEquals(
                7,
                problems("{\"records\": {\"loop_bounds\": {\"LB0\": \"x\"}}}")
                        .get(0)
                        .location()
                        .line());
    }
}
