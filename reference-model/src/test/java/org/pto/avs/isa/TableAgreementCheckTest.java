package org.pto.avs.isa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * Every record is the spec's record: the build fails when a record's form id, handler or constraints move away from
 * the decode table's, unless the catalog accepts the difference with its reason.
 */
class TableAgreementCheckTest {

    private static final Catalog STANDARD = Catalog.standard();
    private static final String B_DIM_LB0 = "b_dim_32_27602ab68929";
    private static final String B_IOT_DESTINATION_ONLY = "b_iot_32_efa0fe3fe49a";

    private static List<LintFinding> agreement(Catalog catalog) {
        List<LintFinding> findings = new ArrayList<>();
        new TableAgreementCheck().check(catalog, findings);
        return findings;
    }

    @Test
    void everyBundledRecordIsTheTablesFormOfItsIdAndNamesItsSource() {
        assertEquals(List.of(), agreement(STANDARD));
        List<LintFinding> sources = new ArrayList<>();
        new RecordSourceCheck().check(STANDARD, sources);
        assertEquals(List.of(), sources);
        assertEquals(List.of(), STANDARD.lineDifferences(), "the table follows the seed's line everywhere");
    }

    @Test
    void aHandlerOfTheModelsOwnInsteadOfTheSpecsFailsTheCheck() {
        // The name B.DIM LB0 once reported: one handler per loop bound, where the spec has SetBundleDimension.
        Catalog changed = with(STANDARD, B_DIM_LB0, f -> handler(f, "BindBlockDimensionLB0"), List.of());
        assertEquals(
                List.of(LintFinding.error(
                        "pto-avs/catalog/block/B.DIM.json " + B_DIM_LB0,
                        "semantic_handler BindBlockDimensionLB0 differs from the decode table's SetBundleDimension ("
                                + STANDARD.isaTable().source() + ")")),
                agreement(changed));
    }

    @Test
    void aWidenedConstraintFailsTheCheck() {
        // A destination B.IOT admitting SizeCode 0, which the spec reserves in destination forms.
        Catalog changed = with(
                STANDARD,
                B_IOT_DESTINATION_ONLY,
                f -> constraints(f, withSizeCodes(f.constraints(), 0, 10)),
                List.of());
        List<LintFinding> findings = agreement(changed);
        assertEquals(1, findings.size(), findings.toString());
        LintFinding finding = findings.get(0);
        assertEquals(LintFinding.Severity.ERROR, finding.severity());
        assertEquals("pto-avs/catalog/block/B.IOT.json " + B_IOT_DESTINATION_ONLY, finding.where());
        assertTrue(
                finding.message()
                        .startsWith(
                                "constraints SizeCode one-of 0..10; PEMode one-of 0..7; DstTile one-of 0..3 differs"
                                        + " from the decode table's SizeCode one-of 1..10; PEMode one-of 0..7; DstTile one-of 0..3"),
                finding.message());
    }

    @Test
    void aFormIdOfTheModelsOwnIsReportedWithTheSpecsId() {
        Catalog changed = with(STANDARD, "bstop_32_d25b09fdd59c", f -> formId(f, "bstop_32_687a17283594"), List.of());
        List<LintFinding> findings = agreement(changed);
        assertEquals(1, findings.size(), findings.toString());
        assertTrue(
                findings.get(0)
                        .message()
                        .startsWith(
                                "form_id bstop_32_687a17283594 differs from the decode table's bstop_32_d25b09fdd59c"),
                findings.get(0).message());
    }

    @Test
    void anAcceptedDifferenceIsReportedWithItsReasonAndAStaleOneFails() {
        LineDifference accepted = new LineDifference(
                B_DIM_LB0, "semantic_handler", "Renamed", "SetBundleDimension", "a line that renamed the handler");
        Catalog changed = with(STANDARD, B_DIM_LB0, f -> handler(f, "Renamed"), List.of(accepted));
        List<LintFinding> findings = agreement(changed);
        assertEquals(1, findings.size(), findings.toString());
        assertEquals(LintFinding.Severity.INFO, findings.get(0).severity());
        assertTrue(findings.get(0).message().endsWith(", accepted: a line that renamed the handler"));

        Catalog agreeing = with(STANDARD, B_DIM_LB0, f -> f, List.of(accepted));
        assertEquals(
                List.of(LintFinding.error(
                        "test/line-differences.json " + B_DIM_LB0,
                        "the accepted difference in semantic_handler (record Renamed, table SetBundleDimension) no"
                                + " longer occurs: remove it")),
                agreement(agreeing));
    }

    @Test
    void aRecordNamingAnotherCommitThanTheTablesFailsTheCheck() {
        Instruction dim = STANDARD.instruction("B.DIM").orElseThrow();
        ObjectNode raw = dim.raw().deepCopy();
        ((ObjectNode) raw.path("source")).put("commit", "1e91bf98ad2f918c24ddbb394c3be73fa9d5de9f");
        Catalog changed = replace(STANDARD, dim, copy(dim, dim.forms(), raw), List.of());
        List<LintFinding> findings = agreement(changed);
        assertEquals(3, findings.size(), "one per B.DIM form: " + findings);
        assertTrue(
                findings.stream().allMatch(f -> f.message().startsWith("source.commit 1e91bf98")), findings.toString());
    }

    @Test
    void aRecordWithoutAFullSourceIsWarnedAbout() {
        Instruction addi = STANDARD.instruction("ADDI").orElseThrow();
        ObjectNode raw = addi.raw().deepCopy();
        ((ObjectNode) raw.path("source")).put("commit", "e599a3d3");
        List<LintFinding> findings = new ArrayList<>();
        new RecordSourceCheck().check(replace(STANDARD, addi, copy(addi, addi.forms(), raw), List.of()), findings);
        assertEquals(
                List.of(LintFinding.warning(
                        "pto-avs/catalog/scalar/ADDI.json source",
                        "'commit' must be a full 40-hex commit, got 'e599a3d3'")),
                findings);
    }

    @Test
    void theAcceptedDifferencesFileNeedsAKnownFieldAndAReason() throws Exception {
        ObjectMapper json = new ObjectMapper();
        String unknown = "{\"format\": \"pto-avs-line-differences/1\", \"differences\": [{\"form_id\": \"f\","
                + " \"field\": \"asm\", \"record\": \"a\", \"table\": \"b\", \"reason\": \"r\"}]}";
        CatalogException field = assertThrows(
                CatalogException.class, () -> LineDifferencesReader.read(json.readTree(unknown), "d.json"));
        assertTrue(field.getMessage().startsWith("d.json differences[0]: field asm is not one of form_id,"));
        String silent = unknown.replace("\"asm\"", "\"mask\"").replace("\"r\"", "\" \"");
        CatalogException reason =
                assertThrows(CatalogException.class, () -> LineDifferencesReader.read(json.readTree(silent), "d.json"));
        assertEquals("d.json differences[0]: an accepted difference needs its reason", reason.getMessage());
    }

    private static Catalog with(
            Catalog base, String formId, UnaryOperator<Form> change, List<LineDifference> accepted) {
        List<Instruction> instructions = base.instructions().stream()
                .map(i -> copy(
                        i,
                        i.forms().stream()
                                .map(f -> f.formId().equals(formId) ? change.apply(f) : f)
                                .toList(),
                        i.raw()))
                .toList();
        return new Catalog(instructions, base.profile(), base.isaTable(), accepted, "test/line-differences.json");
    }

    private static Catalog replace(
            Catalog base, Instruction old, Instruction replacement, List<LineDifference> accepted) {
        List<Instruction> instructions = base.instructions().stream()
                .map(i -> i == old ? replacement : i)
                .toList();
        return new Catalog(instructions, base.profile(), base.isaTable(), accepted, "test/line-differences.json");
    }

    private static Instruction copy(Instruction i, List<Form> forms, com.fasterxml.jackson.databind.JsonNode raw) {
        return new Instruction(
                i.id(),
                i.mnemonic(),
                i.surface(),
                i.summary(),
                forms,
                i.contract(),
                i.tests(),
                i.semanticTests(),
                i.stateRecords(),
                i.source(),
                raw);
    }

    private static Form handler(Form f, String handler) {
        return new Form(
                f.formId(),
                f.mnemonic(),
                f.asm(),
                f.encodingKind(),
                f.lengthBits(),
                f.mask(),
                f.match(),
                f.fields(),
                f.constraints(),
                handler,
                f.family(),
                f.group(),
                f.summary(),
                f.status(),
                f.fromRecord());
    }

    private static Form formId(Form f, String formId) {
        return new Form(
                formId,
                f.mnemonic(),
                f.asm(),
                f.encodingKind(),
                f.lengthBits(),
                f.mask(),
                f.match(),
                f.fields(),
                f.constraints(),
                f.handler(),
                f.family(),
                f.group(),
                f.summary(),
                f.status(),
                f.fromRecord());
    }

    private static Form constraints(Form f, List<Constraint> constraints) {
        return new Form(
                f.formId(),
                f.mnemonic(),
                f.asm(),
                f.encodingKind(),
                f.lengthBits(),
                f.mask(),
                f.match(),
                f.fields(),
                constraints,
                f.handler(),
                f.family(),
                f.group(),
                f.summary(),
                f.status(),
                f.fromRecord());
    }

    private static List<Constraint> withSizeCodes(List<Constraint> constraints, long low, long high) {
        List<Long> codes = new ArrayList<>();
        for (long code = low; code <= high; code++) {
            codes.add(code);
        }
        return constraints.stream()
                .map(c -> c.field().equals("SizeCode") ? new Constraint("SizeCode", c.operator(), codes) : c)
                .toList();
    }
}
