package org.pto.avs.isa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.ProgramWord;

class EncoderTest {

    private final Catalog catalog = Catalog.standard();
    private final Form bios = catalog.instruction("B.IOS").orElseThrow().forms().get(0);
    private final Encoder encoder = new Encoder();

    @Test
    void encodesTheWorkedExamplesOfTheSpec() throws EncodingException {
        // semantics §2: B.IOS S2, mask=1000 -> 0x00201213; B.IOS mask=1000, ->S5<4KB> (SizeCode 6) -> 0x00531213
        assertEquals(ProgramWord.of32(0x00201213), encoder.encode(bios, Map.of("SharedTileID", 2L, "PEMode", 1L)));
        assertEquals(
                ProgramWord.of32(0x00531213),
                encoder.encode(bios, Map.of("SharedTileID", 5L, "SizeCode", 6L, "PEMode", 1L)));
    }

    @Test
    void aFieldTheMapLeavesOutEncodesAsZero() throws EncodingException {
        assertEquals(ProgramWord.of32(0x00001013), encoder.encode(bios, Map.of()));
    }

    @Test
    void refusesAValueWiderThanItsField() {
        EncodingException e =
                assertThrows(EncodingException.class, () -> encoder.encode(bios, Map.of("SharedTileID", 64L)));
        assertEquals("SharedTileID", e.field());
        assertEquals("SharedTileID 64 is out of range 0..63", e.reason());
    }

    @Test
    void refusesAValueAConstraintExcludes() {
        EncodingException e =
                assertThrows(EncodingException.class, () -> encoder.encode(bios, Map.of("SizeCode", 13L)));
        assertEquals("SizeCode", e.field());
        assertEquals("SizeCode 13 is not one-of 0..12", e.reason());
    }

    @Test
    void refusesANameThatIsNotAFieldOfTheForm() {
        EncodingException e = assertThrows(EncodingException.class, () -> encoder.encode(bios, Map.of("RegSrc", 1L)));
        assertEquals("B.IOS has no field RegSrc", e.reason());
    }

    @Test
    void insertsSplitFieldsThroughTheirPieces() throws EncodingException {
        // B.DIM uimm17: value bits 11:0 at word bits 31:20, value bits 16:12 at word bits 11:7 (semantics §3)
        Form lb0 = catalog.instruction("B.DIM").orElseThrow().forms().get(0);
        long value = 0b10101_000000000011L;
        ProgramWord word = encoder.encode(lb0, Map.of("uimm17", value, "RegSrc", 3L));
        assertEquals(0x00000043 | (0x003 << 20) | (3 << 15) | (0b10101 << 7), word.bits());
        assertEquals(
                value,
                Decoder.decodeAs(lb0, Integer.toUnsignedLong(word.bits()))
                        .fields()
                        .get("uimm17"));
    }
}
