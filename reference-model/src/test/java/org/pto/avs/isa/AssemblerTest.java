package org.pto.avs.isa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.pto.avs.device.ProgramWord;

class AssemblerTest {

    private static final String MASK_TABLE = "0000, 1000, 0100, 0010, 0001, 1100, 1110, 1111";

    private final Assembler assembler = new Assembler(Catalog.standard());

    @ParameterizedTest
    @CsvSource(
            delimiter = ';',
            quoteCharacter = '"',
            value = {
                // the worked examples of the spec (§2)
                "B.IOS S2, mask=1000;             0x00201213",
                "B.IOS mask=1000, ->S5<4KB>;      0x00531213",
                "B.IOS mask=1111, ->S63<0001>;    0x03F09E13",
                // capacities in every accepted spelling, and the binary code, name the same SizeCode
                "B.IOS mask=1000, ->S5<4KiB>;     0x00531213",
                "B.IOS mask=1000, ->S5<4096B>;    0x00531213",
                "B.IOS mask=1000, ->S5<0110>;     0x00531213",
                "B.IOS mask=1111, ->S7<256KB>;    0x00761E13",
                "B.IOS mask=1111, ->S1<128B>;     0x00109E13",
                // case-insensitive, flexible whitespace, hex numbers, trailing comments
                "b.ios s2,mask=1000;              0x00201213",
                "\"  B.IOS   S2 ,  MASK = 1000  \"; 0x00201213",
                "B.IOS S0x3F, mask=1111;          0x03F01E13",
                "B.IOS S2, mask=1000  # PE0 reads S2; 0x00201213",
                // the other forms of the subset (semantics §3 words)
                "BSTART.TEPL FP64, mode=0, fn=0;  0x00019181",
                "BSTART.TEPL U64, mode=0, fn=0;   0xC0019181",
                "BSTART.TLOAD S64;                0x80011181",
                "BSTART.TLOAD 24;                 0xC0011181",
                "BSTART.TSTORE U64;               0xC0111181",
                "B.ASSEMBLE init=1, last=1, R0, 0, parent=11; 0x80001DD3",
                "B.ASSEMBLE init=1, last=1, R0, 0, parent=12; 0x80001E53",
                "B.IOT T0, L=1, mask=1100;        0x00085A13",
                "BSTOP;                           0x00000001",
                ".word 0x00189213;                0x00189213",
            })
    void assemblesA32BitLine(String line, String word) throws AssemblyException {
        assertEquals(ProgramWord.of32(Integer.parseUnsignedInt(word.substring(2), 16)), assembler.assemble(line));
    }

    @Test
    void assembles16BitForms() throws AssemblyException {
        assertEquals(ProgramWord.of16(0x0000), assembler.assemble("C.BSTOP"));
        assertEquals(ProgramWord.of16(0x003C), assembler.assemble("C.B.DIMI 0, ->LB0"));
        assertEquals(ProgramWord.of16(0xBFFC), assembler.assemble("C.B.DIMI 255, ->LB2"));
        assertEquals(ProgramWord.of16(0xC03C), assembler.assemble(".half 0xC03C"));
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = ';',
            quoteCharacter = '"',
            value = {
                "B.IOS S1, mask=0011;           16; mask 0011 is not one of " + MASK_TABLE,
                "B.IOS S64, mask=1000;          8;  SharedTileID 64 is out of range 0..63",
                "B.IOS S1, mask=101;            16; mask 101 is not four binary digits (PE0 first, e.g. 1000)",
                "B.IOS S1, mask=10000;          16; mask 10000 is not four binary digits (PE0 first, e.g. 1000)",
                "B.IOS S1, mask=1200;           16; mask 1200 is not four binary digits (PE0 first, e.g. 1000)",
                "B.IOS S1, mask=;               16; expected mask (four binary digits, PE0 first) but found the end of the line",
                "B.IOS S1, mask=1000, ->S5<4KB>; 22; the line names both 'B.IOS S<SharedTileID>, mask=<PE_MASK>' and 'B.IOS mask=<PE_MASK>, ->S<SharedTileID><SizeCode>', but a line writes only one of them",
                "B.IOX S1, mask=1000;           1;  unknown mnemonic B.IOX (did you mean B.IOS?)",
                "FROB 1;                        1;  unknown mnemonic FROB",
                "B.IOS S1, mask=1000 junk;      21; unexpected 'junk' after the complete instruction 'B.IOS S1, mask=1000'",
                "B.IOS mask=1111, ->S7<1101>;   22; SizeCode 13 is not one-of 0..12",
                "B.IOS mask=1111, ->S7<1110>;   22; SizeCode 14 is not one-of 0..12",
                "B.IOS mask=1111, ->S7<1111>;   22; SizeCode 15 is not one-of 0..12",
                "B.IOS mask=1111, ->S7<3KB>;    22; SizeCode <3KB> is not a Shared capacity: one of <128B>, <256B>, <512B>, <1KB>, <2KB>, <4KB>, <8KB>, <16KB>, <32KB>, <64KB>, <128KB>, <256KB>",
                "B.IOS mask=1111, ->S7<0000>;   22; SizeCode 0 belongs to the form 'B.IOS S<SharedTileID>, mask=<PE_MASK>' (encoded zero selects a Shared source and never allocates): write B.IOS S7, mask=1111",
                "B.IOS mask=1111, ->S7;         22; expected SizeCode in angle brackets (<4KB> or <0110>) but found the end of the line",
                "B.IOS S1 mask=1000;            10; expected ',' but found 'mask=1000'",
                "B.DIM LB3, R0, 1;              7;  expected 'LB0', 'LB1' or 'LB2' but found 'LB3'",
                "B.IOR R24, R0, R0, ->R0;       8;  RegSrc0 24 is not one-of 0..23",
                "BSTART.TLOAD FP65;             14; DataType FP65 is neither a data type name (FP64, FP32, F2, F3, FP16, BF16, F6, F7, F8, F9, F10, F11, F12, F13, F14, S64, S32, S16, S8, S4X2, U64, U32, U16, U8, U4X2) nor a number",
                "BSTART.TLOAD 15;               14; DataType 15 is not one-of 0..14, 16..20, 24..28",
                ".word 0x1013;                  7;  .word takes one 0x-hex word of exactly 8 digits (32 bits), found '0x1013'",
            })
    void refusesWithAReasonAndAColumn(String line, int column, String reason) {
        AssemblyException e = assertThrows(AssemblyException.class, () -> assembler.assemble(line));
        assertEquals(reason, e.reason());
        assertEquals(column, e.column());
        assertEquals(0, e.line());
        assertEquals("column " + column + ": " + reason, e.getMessage());
    }

    @Test
    void refusesABlankLine() {
        AssemblyException e = assertThrows(AssemblyException.class, () -> assembler.assemble("   # nothing"));
        assertEquals("column 4: expected an instruction but the line is empty", e.getMessage());
    }

    @Test
    void theSeedExampleIsRefusedWithTheMaskTable() {
        AssemblyException e = assertThrows(AssemblyException.class, () -> assembler.assemble("B.IOS S1, mask=0011"));
        assertEquals("column 16: mask 0011 is not one of " + MASK_TABLE, e.getMessage());
        assertEquals('=', e.text().charAt(e.column() - 2));
        assertTrue(e.text().startsWith("0011", e.column() - 1));
    }

    @Test
    void assemblesAProgramSkippingCommentsAndBlankLines() throws AssemblyException {
        String program = """
                # a TLOAD block with one Shared destination
                BSTART.TLOAD S64

                B.IOS mask=1000, ->S5<4KB>   # PE0 writes S5
                BSTOP
                """;
        assertEquals(
                List.of(ProgramWord.of32(0x80011181), ProgramWord.of32(0x00531213), ProgramWord.of32(0x00000001)),
                assembler.assembleProgram(program));
    }

    @Test
    void aProgramErrorCarriesItsLine() {
        String program = "BSTART.TEPL FP64, mode=0, fn=0\n\n  B.IOS S10, mask=0011 # PE2+PE3\nBSTOP\n";
        AssemblyException e = assertThrows(AssemblyException.class, () -> assembler.assembleProgram(program));
        assertEquals(3, e.line());
        assertEquals(19, e.column());
        assertEquals("line 3, column 19: mask 0011 is not one of " + MASK_TABLE, e.getMessage());
        assertEquals("  B.IOS S10, mask=0011 # PE2+PE3", e.text());
    }
}
