package org.pto.avs.model.random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.GmSegment;

/** A seed names the same GM bytes in every version: each drawn long fills eight bytes, lowest byte first. */
class InitialGmTest {

    @Test
    void eachDrawnLongFillsEightBytesLowestFirst() {
        List<GmSegment> segments = new InitialGm(new SplittableRandom(1234)).segments();
        assertEquals(1, segments.size());
        assertEquals(0, segments.get(0).address());

        SplittableRandom same = new SplittableRandom(1234);
        byte[] expected = new byte[InitialGm.WINDOW_BYTES];
        for (int i = 0; i < expected.length; i += Long.BYTES) {
            long bits = same.nextLong();
            for (int b = 0; b < Long.BYTES; b++) {
                expected[i + b] = (byte) (bits >>> (8 * b));
            }
        }
        assertArrayEquals(expected, segments.get(0).bytes().toArray());
        // The first long seed 1234 draws, as the window's first eight bytes: a change of draws shows here by value.
        assertEquals("db1c182f1bf60cbb", segments.get(0).bytes().hex(0, 8));
    }
}
