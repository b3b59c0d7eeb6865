package org.pto.avs.isa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.pto.avs.isa.LintFinding.Severity;

class CatalogLintTest {

    private static List<LintFinding> lint(Catalog catalog) {
        return new CatalogLint(catalog).findings();
    }

    private static List<LintFinding> of(List<LintFinding> findings, Severity severity) {
        return findings.stream().filter(f -> f.severity() == severity).toList();
    }

    @Test
    void theBundledCatalogsOnlyErrorIsTheSeedExampleWhoseMaskIsNotInThePeModeTable() {
        List<LintFinding> errors = of(lint(Catalog.standard()), Severity.ERROR);
        assertEquals(1, errors.size(), errors.toString());
        LintFinding erratum = errors.get(0);
        assertEquals("pto-avs/catalog/block/B.IOS.json contract.examples[0]", erratum.where());
        assertEquals(
                "example 'B.IOS S1, mask=0011' is not encodable: column 16: mask 0011 is not one of "
                        + "0000, 1000, 0100, 0010, 0001, 1100, 1110, 1111",
                erratum.message());
    }

    @Test
    void warnsAboutBitsOwnedByNeitherMaskNorField() {
        List<LintFinding> warnings = of(lint(Catalog.standard()), Severity.WARNING);
        // The S2 line's source-only B.IOT forms leave DstTile's bits 8:7 free (a later line fixes them).
        for (String form : List.of("b_iot_32_2c07e7177fad", "b_iot_32_c11eb189dd83")) {
            assertTrue(
                    warnings.stream()
                            .anyMatch(f -> f.where().endsWith("B.IOT.json " + form)
                                    && f.message().startsWith("bits 8:7 are owned by neither the mask nor a field")),
                    warnings.toString());
        }
        assertFalse(warnings.stream().anyMatch(f -> f.where().contains("B.IOS.json")), warnings.toString());
    }

    @Test
    void notesAnExampleWhoseCanonicalTextDiffers() {
        assertTrue(of(lint(Catalog.standard()), Severity.INFO).stream()
                .anyMatch(f -> f.message()
                        .equals("example 'B.IOS mask=1111, ->S63<0001>' (0x03F09E13) is written canonically as "
                                + "'B.IOS mask=1111, ->S63<128B>'")));
    }

    @Test
    void reportsPiecesOutsideTheWordAndOutsideTheFieldAndUncoveredValueBits() {
        String outsideWord =
                CatalogFixture.fieldJson("Wide", 4, "{\"instruction_lsb\": 30, \"value_lsb\": 0, \"width\": 4}");
        String outsideField =
                CatalogFixture.fieldJson("Narrow", 2, "{\"instruction_lsb\": 8, \"value_lsb\": 0, \"width\": 3}");
        String gap = CatalogFixture.fieldJson(
                "Split",
                6,
                "{\"instruction_lsb\": 12, \"value_lsb\": 0, \"width\": 2}",
                "{\"instruction_lsb\": 16, \"value_lsb\": 4, \"width\": 2}");
        Catalog catalog = new CatalogFixture()
                .record(
                        "X",
                        "X <Wide>, <Narrow>, <Split>",
                        32,
                        "0x0000007f",
                        "0x00000001",
                        "[" + outsideWord + ", " + outsideField + ", " + gap + "]",
                        "[]",
                        "[]")
                .build();
        List<String> errors = of(lint(catalog), Severity.ERROR).stream()
                .map(LintFinding::toString)
                .toList();
        assertTrue(
                errors.contains("ERROR fixture/test/X.json x_form fields[Wide]: piece (instruction_lsb 30, "
                        + "value_lsb 0, width 4) reaches bit 33, outside the 32-bit word"),
                errors.toString());
        assertTrue(
                errors.contains("ERROR fixture/test/X.json x_form fields[Narrow]: piece (instruction_lsb 8, "
                        + "value_lsb 0, width 3) holds value bit 2, outside the field's width 2"),
                errors.toString());
        assertTrue(
                errors.contains("ERROR fixture/test/X.json x_form fields[Split]: no piece holds value bits 3:2"),
                errors.toString());
    }

    @Test
    void reportsMatchOutsideMaskFieldInsideMaskAndConstraintOutOfRange() {
        Catalog catalog = new CatalogFixture()
                .form(
                        "Y",
                        "Y <A>",
                        32,
                        "0x0000007f",
                        "0x00000181",
                        "A:4:4",
                        "[{\"field\": \"A\", \"operator\": \"one-of\", \"values\": [0, 16]}]",
                        "[]")
                .build();
        List<String> messages = of(lint(catalog), Severity.ERROR).stream()
                .map(LintFinding::message)
                .toList();
        assertTrue(messages.contains("match bits 8:7 lie outside the mask, so no word can match"), messages.toString());
        assertTrue(
                messages.contains("field A bits 6:4 lie inside the mask, so the field cannot vary"),
                messages.toString());
        assertTrue(messages.contains("A value 16 lies outside the field's range 0..15"), messages.toString());
    }

    @Test
    void anOverlapResolvedByAMoreSpecificMaskIsInfoAndAnEquallySpecificOneIsAnError() {
        Catalog catalog = new CatalogFixture()
                .form("WIDE", "WIDE <F>", 32, "0x0000007f", "0x00000013", "F:7:25")
                .form("NARROW", "NARROW <G>", 32, "0x000000ff", "0x00000013", "G:8:24")
                .form("TWIN", "TWIN <H>", 32, "0x0000007f", "0x00000013", "H:7:25")
                .build();
        List<LintFinding> findings = lint(catalog);
        assertTrue(
                of(findings, Severity.INFO).stream()
                        .anyMatch(
                                f -> f.message()
                                        .equals(
                                                "WIDE (wide_form) and NARROW (narrow_form) can match the same word (for example 0x00000013); "
                                                        + "the more specific mask of NARROW (narrow_form) (8 fixed bits) decides")),
                findings.toString());
        assertTrue(
                of(findings, Severity.ERROR).stream()
                        .anyMatch(f -> f.message()
                                .equals(
                                        "WIDE (wide_form) and TWIN (twin_form) can match the same word (for example 0x00000013) and fix "
                                                + "equally many bits (7), so decoding is ambiguous")),
                findings.toString());
    }

    @Test
    void disjointFormsDoNotOverlap() {
        Catalog catalog = new CatalogFixture()
                .form("P", "P <F>", 32, "0x0000007f", "0x00000013", "F:7:25")
                .form("Q", "Q <F>", 32, "0x0000007f", "0x00000053", "F:7:25")
                .build();
        assertTrue(lint(catalog).stream().noneMatch(f -> f.message().contains("can match the same word")));
    }

    @Test
    void reportsAnExampleThatDoesNotAssembleOrDecodesAsAnotherInstruction() {
        Catalog catalog = new CatalogFixture()
                .form("P", "P <F>", 32, "0x0000007f", "0x00000013", "F:7:4", "[]", "[\"P 99\", \"P 3\"]")
                .build();
        List<LintFinding> errors = of(lint(catalog), Severity.ERROR);
        assertEquals(1, errors.size(), errors.toString());
        assertEquals("fixture/test/P.json contract.examples[0]", errors.get(0).where());
        assertEquals(
                "example 'P 99' is not encodable: column 3: F 99 is out of range 0..15",
                errors.get(0).message());
    }

    @Test
    void reportsATemplatePlaceholderThatNamesNothingAndAFieldNoAlternativeWrites() {
        Catalog catalog = new CatalogFixture()
                .form("P", "P <Missing>", 32, "0x0000007f", "0x00000013", "F:7:4")
                .form("Q", "Q", 32, "0x0000007f", "0x00000053", "F:7:4")
                .build();
        List<LintFinding> findings = lint(catalog);
        assertTrue(
                of(findings, Severity.ERROR).stream()
                        .anyMatch(f -> f.where().equals("fixture/test/P.json p_form asm")
                                && f.message()
                                        .equals(
                                                "P (p_form): placeholder <Missing> names no field of the form and no profile "
                                                        + "operand")),
                findings.toString());
        assertTrue(
                of(findings, Severity.WARNING).stream()
                        .anyMatch(
                                f -> f.where().equals("fixture/test/Q.json q_form asm")
                                        && f.message()
                                                .equals(
                                                        "no alternative of 'Q' writes field F, so assembly can only encode it as 0")),
                findings.toString());
    }
}
