package org.pto.avs.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** A repeated byte string is the same string as its array, whichever way it is read or compared. */
class BytesTest {

    private static byte[] expand(byte[] unit, int length) {
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++) {
            bytes[i] = unit[i % unit.length];
        }
        return bytes;
    }

    @Test
    void aRepeatedUnitReadsAsTheArrayItStandsFor() {
        byte[] unit = {1, 2, 3};
        int length = 200_003;
        Bytes repeated = Bytes.repeated(unit, length);
        byte[] flat = expand(unit, length);

        assertEquals(length, repeated.length());
        assertArrayEquals(flat, repeated.toArray());
        assertEquals(flat[199_999], repeated.get(199_999));
        assertEquals(Bytes.adopt(flat.clone()), repeated);
        assertEquals(Bytes.adopt(flat.clone()).hashCode(), repeated.hashCode());
        assertEquals(Bytes.adopt(flat.clone()).hex(65_535, 9), repeated.hex(65_535, 9));
        byte[] window = new byte[7];
        repeated.copyTo(100_000, window, 0, 7);
        assertArrayEquals(Arrays.copyOfRange(flat, 100_000, 100_007), window);
        byte[] into = new byte[70_005];
        repeated.copyTo(1, into, 3, 70_001);
        assertArrayEquals(Arrays.copyOfRange(flat, 1, 70_002), Arrays.copyOfRange(into, 3, 70_004));
        assertEquals(0, into[2] | into[70_004], "nothing written outside the range");
        assertArrayEquals(new byte[] {9, 9, 9}, Bytes.filled(3, (byte) 9).toArray());
    }

    @Test
    void aDifferenceFarIntoRepeatedContentsIsFoundAtItsOffset() {
        byte[] flat = new byte[300_000];
        flat[170_001] = 9;
        assertEquals(170_001, Bytes.zeros(300_000).mismatch(Bytes.adopt(flat)));
        assertEquals(170_001, Bytes.adopt(flat).mismatch(Bytes.zeros(300_000)));
        assertNotEquals(Bytes.zeros(300_000), Bytes.adopt(flat));
        assertEquals(-1, Bytes.zeros(300_000).mismatch(Bytes.adopt(new byte[300_000])));
        assertEquals(1_000, Bytes.zeros(1_000).mismatch(Bytes.zeros(1_001)), "a prefix differs at its length");
    }

    @Test
    void aUnitLongerThanTheLengthIsCut() {
        assertEquals("0102", Bytes.repeated(new byte[] {1, 2, 3}, 2).hex());
        assertEquals(Bytes.EMPTY, Bytes.repeated(new byte[] {7}, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> Bytes.zeros(4).get(4));
        assertThrows(IllegalArgumentException.class, () -> Bytes.repeated(new byte[0], 3));
    }
}
