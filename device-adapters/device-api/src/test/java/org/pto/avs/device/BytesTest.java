package org.pto.avs.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * A repeated or zero-padded byte string is the same string as its array, whichever way it is read or compared.
 */
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
    void aZeroPaddedHeadReadsAsTheArrayItStandsFor() {
        byte[] head = {1, 2, 3, 4, 5, 6, 7, 8};
        int length = 262_144;
        Bytes padded = Bytes.zeroPadded(head.clone(), length);
        byte[] flat = Arrays.copyOf(head, length);

        assertEquals(length, padded.length());
        assertArrayEquals(flat, padded.toArray());
        assertEquals(8, padded.get(7));
        assertEquals(0, padded.get(8));
        assertEquals(0, padded.get(length - 1));
        assertEquals(Bytes.adopt(flat.clone()), padded);
        assertEquals(padded, Bytes.adopt(flat.clone()));
        assertEquals(Bytes.adopt(flat.clone()).hashCode(), padded.hashCode());
        assertEquals("0708000000", padded.hex(6, 5));
        byte[] across = new byte[12];
        Arrays.fill(across, (byte) 9);
        padded.copyTo(5, across, 1, 10);
        assertArrayEquals(new byte[] {9, 6, 7, 8, 0, 0, 0, 0, 0, 0, 0, 9}, across);
        byte[] beyond = {9, 9, 9};
        padded.copyTo(100, beyond, 0, 3);
        assertArrayEquals(new byte[3], beyond);
        byte[] other = flat.clone();
        other[200_000] = 1;
        assertEquals(200_000, padded.mismatch(Bytes.adopt(other)));
        assertEquals(3, padded.mismatch(Bytes.zeroPadded(new byte[] {1, 2, 3, 5}, length)));
        assertNotEquals(Bytes.zeroPadded(head.clone(), length - 1), padded);
        assertEquals(Bytes.zeros(16), Bytes.zeroPadded(new byte[0], 16));
        assertEquals(Bytes.adopt(head.clone()), Bytes.zeroPadded(head.clone(), 8));
        assertThrows(IllegalArgumentException.class, () -> Bytes.zeroPadded(head, 7));
        assertThrows(IndexOutOfBoundsException.class, () -> padded.get(length));
    }

    @Test
    void aUnitLongerThanTheLengthIsCut() {
        assertEquals("0102", Bytes.repeated(new byte[] {1, 2, 3}, 2).hex());
        assertEquals(Bytes.EMPTY, Bytes.repeated(new byte[] {7}, 0));
        assertThrows(IndexOutOfBoundsException.class, () -> Bytes.zeros(4).get(4));
        assertThrows(IllegalArgumentException.class, () -> Bytes.repeated(new byte[0], 3));
    }
}
