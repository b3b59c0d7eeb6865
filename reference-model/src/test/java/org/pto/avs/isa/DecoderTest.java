package org.pto.avs.isa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class DecoderTest {

    private final Decoder decoder = new Decoder(Catalog.standard());

    @Test
    void theCanonicalBiosWordDecodesWithEveryFieldZero() {
        // AVS point DECODE-001
        Decoded decoded = decoder.decode(0x00001013L, 32).orElseThrow();
        assertEquals("b_ios_32_4ba5ef98fdaa", decoded.form().formId());
        assertEquals("BindBundleSharedIO", decoded.form().handler());
        assertEquals(Map.of("SharedTileID", 0L, "SizeCode", 0L, "PEMode", 0L), decoded.fields());
    }

    @Test
    void the16BitWordC03CDecodesAsCompactBlockDimensionNeverAsASharedBinder() {
        // AVS point ENCODING-002 step 4: C.B.DIMI with LoopNest 3, which its constraint reserves
        Decoded decoded = decoder.decode(0xC03CL, 16).orElseThrow();
        assertEquals("C.B.DIMI", decoded.form().mnemonic());
        assertEquals(3, decoded.field("LoopNest"));
        assertTrue(decoded.constraintViolation() != null, "LoopNest 3 violates the not-equal constraint");
        assertTrue(decoder.decode(0xC03CL, 32).isEmpty());
    }

    @Test
    void reservedBitWordsOfTheSpecMatchNoForm() {
        // AVS point ENCODING-002 step 3: bit 19, 31, 27, 26, 8, and bits 14:12 = 010
        for (long word : new long[] {0x00189213L, 0x80109213L, 0x08109213L, 0x04109213L, 0x00109313L, 0x0010A213L}) {
            assertTrue(decoder.decode(word, 32).isEmpty(), Long.toHexString(word));
        }
    }
}
