package org.pto.avs.engine.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pto.avs.isa.Catalog;
import org.pto.avs.model.random.GeneratorSpec;

/** A property case ({@code "kind": "property"}) carries a generator instead of vectors; both are checked. */
class PropertyCaseReaderTest {

    private static final CaseReader READER = new CaseReader(Catalog.standard(), CaseSchema.load());

    /** A case of {@code kind} whose members after {@code covers} are {@code rest}. */
    private static String caseOf(String kind, String rest) {
        return """
                {
                  "format": "pto-avs-case/1", "id": "PTO-AVS-PROP-B-IOS-X-001",
                  "surface": "block", "instruction": "B.IOS", "requirements": ["PTO-INST-BLOCK-B-IOS"],
                  "kind": "%s", "summary": "s", "pass_condition": "p",
                  "covers": ["legality[3]"],
                """.formatted(kind) + rest + "\n}\n";
    }

    private static final String GENERATOR = """
              "generator": {"seed": 12, "programs": 50, "max_length": 8, "bias": {"commit": 0.9}}""";
    private static final String UPSTREAM = """
              "upstream": {"repository": "https://github.com/PTO-ISA/pto-spec", "commit": "e599a3d36ebfad43362ff591ea5e128816c684c7",
                           "path": "tests/asl/block/operands/B.IOS/block-fault-b-ios-placement-001.asl"}""";
    private static final String VECTORS = """
              "vectors": [{"name": "v", "covers": ["legality[3]"], "program": [{"word": "0x00009E13",
                           "expect": {"fault": "Fault_BundleControl"}}]}]""";

    private static List<String> problems(String text) {
        ReadResult result = READER.read(new CaseText("t.json", text));
        return assertInstanceOf(ReadResult.Invalid.class, result, () -> result.toString()).problems().stream()
                .map(CaseProblem::message)
                .toList();
    }

    @Test
    void aPropertyCaseReadsItsGeneratorWithTheDefaultBiasForWhatItLeavesOut() {
        ReadResult result = READER.read(new CaseText("t.json", caseOf("property", GENERATOR)));
        AvsCase avsCase = assertInstanceOf(ReadResult.Valid.class, result, () -> result.toString())
                .avsCase();
        assertEquals(CaseKind.PROPERTY, avsCase.kind());
        assertEquals(List.of(), avsCase.vectors());
        assertEquals(
                new GeneratorSpec(12, 50, 8, GeneratorSpec.Bias.DEFAULT.with(GeneratorSpec.Bias.Knob.COMMIT, 0.9)),
                avsCase.generator());
        assertEquals(7, avsCase.withSeed(7).generator().seed());
    }

    @Test
    void aPropertyIdNeedNotBeListedByTheCatalogButItsClausesMustExist() {
        List<String> problems = problems(caseOf("property", GENERATOR).replace("legality[3]", "legality[99]"));
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(
                problems.get(0).startsWith("t.json:5:14: covers[0]: the contract has no clause legality[99]"),
                problems.get(0));
    }

    @Test
    void aPropertyCaseWithoutAGeneratorIsRejected() {
        assertEquals(
                List.of("t.json:1:1: missing required key 'generator'"),
                problems(caseOf("property", VECTORS.replace("\"vectors\"", "\"tags\": [], \"vectors\"")))
                        .subList(0, 1));
    }

    @Test
    void aPropertyCaseCarriesNoVectors() {
        List<String> problems = problems(caseOf("property", GENERATOR + ",\n" + VECTORS));
        assertEquals(1, problems.size(), problems.toString());
        assertEquals(
                "t.json:7:12: vectors: expected no \"vectors\": a property case (\"kind\": \"property\")"
                        + " generates its programs from its \"generator\"",
                problems.get(0));
    }

    @Test
    void aCaseOfVectorsCarriesNoGenerator() {
        List<String> problems = problems(caseOf("fault", VECTORS + ",\n" + GENERATOR));
        assertEquals(1, problems.size(), problems.toString());
        assertEquals(
                "t.json:8:14: generator: expected no \"generator\": only a property case (\"kind\": \"property\")"
                        + " has one; this case has \"vectors\"",
                problems.get(0));
    }

    @Test
    void aCaseOfVectorsWithoutVectorsStillNamesTheMissingKey() {
        assertEquals(List.of("t.json:1:1: missing required key 'vectors'"), problems(caseOf("fault", "\"tags\": []")));
    }

    @Test
    void generatorKeysAndRangesAreChecked() {
        List<String> unknown = problems(caseOf("property", GENERATOR.replace("\"commit\"", "\"comit\"")));
        assertEquals(1, unknown.size(), unknown.toString());
        assertTrue(
                unknown.get(0)
                        .startsWith(
                                "t.json:6:69: generator.bias.comit: unknown key 'comit' (did you mean 'commit'?); allowed:"
                                        + " edge_values, flipped_fixed_bits,"),
                unknown.get(0));
        List<String> range = problems(caseOf("property", GENERATOR.replace("0.9", "1.5")));
        assertEquals(1, range.size(), range.toString());
        assertTrue(range.get(0).startsWith("t.json:6:79: generator.bias.commit: "), range.get(0));
        List<String> none = problems(caseOf("property", GENERATOR.replace("\"programs\": 50", "\"programs\": 0")));
        assertEquals("t.json:6:39: generator.programs: must have a minimum value of 1", none.get(0));
    }

    @Test
    void aCaseOfVectorsHasNoGenerator() {
        ReadResult result = READER.read(new CaseText(
                "PTO-AVS-BLOCK-B-IOS-PLACEMENT-001.json",
                caseOf("fault", UPSTREAM + ",\n" + VECTORS)
                        .replace("PTO-AVS-PROP-B-IOS-X-001", "PTO-AVS-BLOCK-B-IOS-PLACEMENT-001")));
        assertNull(assertInstanceOf(ReadResult.Valid.class, result, () -> result.toString())
                .avsCase()
                .generator());
    }
}
