package org.pto.avs.isa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.ProgramWord;

/** The whole B.IOS field space: 64 SharedTileIDs x 16 SizeCodes x 8 PEModes, against the spec's formula. */
class BiosFieldSpaceTest {

    private static final String BIOS_FORM = "b_ios_32_4ba5ef98fdaa";
    /** Spec §2: bits 31:26 = 0, bit 19 = 0, bits 14:12 = 001, bits 8:0 = 0x013 are fixed. */
    private static final int[] FIXED_BITS = {31, 30, 29, 28, 27, 26, 19, 14, 13, 12, 8, 7, 6, 5, 4, 3, 2, 1, 0};

    private final Catalog catalog = Catalog.standard();
    private final Form bios = catalog.form(BIOS_FORM).orElseThrow();
    private final Encoder encoder = new Encoder();
    private final Decoder decoder = new Decoder(catalog);
    private final Assembler assembler = new Assembler(catalog);
    private final Disassembler disassembler = new Disassembler(catalog);

    /** Spec §2: {@code 0x00001013 | id<<20 | size<<15 | pemode<<9}, written independently of the catalog. */
    private static int specWord(int id, int size, int peMode) {
        return 0x00001013 | id << 20 | size << 15 | peMode << 9;
    }

    @Test
    void everyFieldCombinationEncodesDecodesAndRoundTripsThroughAssembly() throws Exception {
        int legal = 0;
        for (int id = 0; id < 64; id++) {
            for (int size = 0; size < 16; size++) {
                for (int peMode = 0; peMode < 8; peMode++) {
                    int expected = specWord(id, size, peMode);
                    Decoded decoded =
                            decoder.decode(Integer.toUnsignedLong(expected), 32).orElseThrow();
                    assertEquals(BIOS_FORM, decoded.form().formId());
                    assertEquals(
                            Map.of("SharedTileID", (long) id, "SizeCode", (long) size, "PEMode", (long) peMode),
                            decoded.fields());
                    Map<String, Long> fields =
                            Map.of("SharedTileID", (long) id, "SizeCode", (long) size, "PEMode", (long) peMode);
                    String text = disassembler.disassemble(ProgramWord.of32(expected));
                    if (size <= 12) {
                        legal++;
                        assertNull(decoded.constraintViolation(), text);
                        assertEquals(ProgramWord.of32(expected), encoder.encode(bios, fields));
                        assertEquals(ProgramWord.of32(expected), assembler.assemble(text), text);
                        assertFalse(text.contains("#"), text);
                    } else {
                        // semantics §2: SizeCode 13..15 are reserved
                        assertEquals("SizeCode " + size + " is not one-of 0..12", decoded.constraintViolation());
                        assertThrows(EncodingException.class, () -> encoder.encode(bios, fields));
                        assertTrue(text.endsWith("# illegal: SizeCode " + size + " is not one-of 0..12"), text);
                        assertThrows(AssemblyException.class, () -> assembler.assemble(text), text);
                    }
                }
            }
        }
        assertEquals(64 * 13 * 8, legal);
    }

    @Test
    void flippingAnyFixedBitLeavesNoBiosForm() {
        for (int id : new int[] {0, 1, 33, 63}) {
            for (int size : new int[] {0, 6, 12}) {
                for (int peMode : new int[] {0, 1, 7}) {
                    int word = specWord(id, size, peMode);
                    for (int bit : FIXED_BITS) {
                        int flipped = word ^ (1 << bit);
                        Optional<Form> form = decoder.formOf(Integer.toUnsignedLong(flipped), 32);
                        assertFalse(
                                form.map(f -> f.mnemonic().equals("B.IOS")).orElse(false),
                                String.format(
                                        "0x%08X (bit %d of 0x%08X flipped) decodes as %s",
                                        flipped, bit, word, form.orElse(null)));
                    }
                }
            }
        }
    }

    @Test
    void theFixedBitsOfTheSpecAreExactlyTheCatalogMask() {
        long mask = 0;
        for (int bit : FIXED_BITS) {
            mask |= 1L << bit;
        }
        assertEquals(mask, bios.mask());
    }
}
