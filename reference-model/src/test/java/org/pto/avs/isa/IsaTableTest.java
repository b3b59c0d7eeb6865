package org.pto.avs.isa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/** The ISA's decode table: where it came from, what it holds, and how it meets the subset's records. */
class IsaTableTest {

    private final Catalog catalog = Catalog.standard();
    private final IsaTable table = catalog.isaTable();
    private final Decoder decoder = new Decoder(catalog);

    @Test
    void theTableRecordsItsSourceAndHoldsEveryFormOfBothSpecCatalogs() {
        assertEquals("https://github.com/PTO-ISA/pto-spec", table.source().repository());
        assertEquals("e599a3d36ebfad43362ff591ea5e128816c684c7", table.source().commit());
        assertEquals("0.58.3", table.source().architectureVersion());
        assertEquals(
                "spec/catalog/command-forms.json", table.source().catalogs().get("command-forms"));
        assertEquals("spec/catalog/scalar-forms.json", table.source().catalogs().get("scalar-forms"));
        // command-forms.json has 74 forms and scalar-forms.json 466 (their form_count fields); the seed's line adds
        // B.SUBVIEW and B.ASSEMBLE (forms 74 and 75).
        assertEquals(74 + 466 + 2, table.forms().size());
        assertEquals(
                table.forms().size(),
                table.forms().stream().map(Form::formId).distinct().count());
    }

    @Test
    void theTableFollowsTheSeedsLineForEveryFormARecordModels() {
        Form tableBios = table.forms().stream()
                .filter(f -> f.formId().equals("b_ios_32_4ba5ef98fdaa"))
                .findFirst()
                .orElseThrow();
        assertEquals(0xfc0871ffL, tableBios.mask(), "the seed's 6-bit SharedTileID, not 0.58.3's 8-bit one");
        assertEquals(
                "b2c6ada1c80611d5eb56aee1d40d0bb1cfa82196",
                table.lineOf("b_ios_32_4ba5ef98fdaa").orElseThrow().commit());
        for (String formId : List.of("b_subview_32_122000000001", "b_assemble_32_122000000002")) {
            assertEquals(
                    "93a4b9e34c0bd80767077b41dac85b26b3e59934",
                    table.lineOf(formId).orElseThrow().commit(),
                    formId);
        }
        for (Form record : catalog.forms()) {
            assertTrue(table.lineOf(record.formId()).isPresent(), record + " has no seed-line entry in the table");
        }
        // Bit 27 is inside 0.58.3's SharedTID but fixed by the seed: no form of the ISA matches.
        assertTrue(decoder.formOf(0x08109213, 32).isEmpty());
        Form bios = decoder.formOf(0x00001013, 32).orElseThrow();
        assertTrue(bios.fromRecord());
    }

    @Test
    void theTableStatesEachFormsConstraints() {
        Form dimi = table.forms().stream()
                .filter(f -> f.mnemonic().equals("C.B.DIMI"))
                .findFirst()
                .orElseThrow();
        assertEquals(List.of(new Constraint("LoopNest", Constraint.NOT_EQUAL, List.of(3L))), dimi.constraints());
        Form addi = table.forms().stream()
                .filter(f -> f.mnemonic().equals("ADDI"))
                .findFirst()
                .orElseThrow();
        assertTrue(addi.constraints().isEmpty(), "every Reg5 code of ADDI is assigned");
    }

    @Test
    void aRecordStandsForTheTableFormOfItsIdentity() {
        Form bstop = decoder.formOf(0x00000001, 32).orElseThrow();
        assertTrue(bstop.fromRecord(), "the subset's BSTOP record, not the table's copy");
        assertEquals(
                1,
                catalog.decodeForms().stream()
                        .filter(f -> IsaTable.sameIdentity(f, bstop))
                        .count());
        assertEquals(
                "bstop_32_d25b09fdd59c", table.sameIdentity(bstop).orElseThrow().formId());
    }

    @Test
    void aWordOfARealFormOutsideTheSubsetDecodesToThatForm() {
        Form fpatr = decoder.formOf(0x00002023, 32).orElseThrow();
        assertEquals("B.FPATR", fpatr.mnemonic());
        assertFalse(fpatr.fromRecord());
        assertTrue(fpatr.isListedOnly());
        assertTrue(fpatr.fields().isEmpty());
        Form add = decoder.formOf(0x0008, 16).orElseThrow();
        assertEquals("C.ADD", add.mnemonic());
    }

    @Test
    void theFormsThePtoIsaReservesAreNotListedButReserved() {
        Form xb = decoder.formOf(0x00006f81, 32).orElseThrow();
        assertEquals("XB", xb.mnemonic());
        assertTrue(xb.isReservedInPto());
        assertFalse(xb.isListedOnly());
    }

    @Test
    void theTablesLongerFormsAreNeverTheDecodingOfAProgramWord() {
        assertTrue(table.forms().stream().anyMatch(f -> f.lengthBits() == 48));
        assertTrue(table.forms().stream().anyMatch(f -> f.lengthBits() == 64));
        assertTrue(decoder.formOf(0x000e, 16).isEmpty(), "the low half of an HL48 word is no 16-bit form");
    }

    @Test
    void theLintFindsEveryOverlapOfTheWholeTableAndNamesTheSpecsReviewedOnes() {
        List<LintFinding> overlaps = new CatalogLint(catalog)
                .findings().stream()
                        .filter(f -> f.message().contains("can match the same word"))
                        .toList();
        assertEquals(6, overlaps.size(), overlaps.toString());
        assertTrue(overlaps.stream().allMatch(f -> f.severity() == LintFinding.Severity.INFO), overlaps.toString());
        assertEquals(
                3,
                overlaps.stream()
                        .filter(f -> f.message().contains("reviewed by the spec"))
                        .count(),
                overlaps.toString());
    }

    @Test
    void aTableOfTheWrongFormatOrAMalformedMaskIsRefusedNamingTheFile() {
        var json = new ObjectMapper();
        CatalogException format = Assertions.assertThrows(
                CatalogException.class, () -> IsaTableReader.read(json.readTree("{\"format\": \"x/1\"}"), "t.json"));
        assertEquals("t.json: format x/1 is not pto-avs-decode-table/1", format.getMessage());
        String bad = "{\"format\": \"pto-avs-decode-table/1\", \"source\": {\"repository\": \"r\", \"commit\": \"c\","
                + " \"describe\": \"d\", \"architecture_version\": \"v\"}, \"forms\": [{\"form_id\": \"f\","
                + " \"mnemonic\": \"M\", \"length_bits\": 32, \"match\": \"0x13\", \"mask\": \"0x0000007f\","
                + " \"status\": \"accepted\"}]}";
        CatalogException mask = Assertions.assertThrows(
                CatalogException.class, () -> IsaTableReader.read(json.readTree(bad), "t.json"));
        assertEquals(
                "t.json forms[0]: 'match' must be 0x and 8 hex digits for a 32-bit form, got 0x13", mask.getMessage());
    }
}
