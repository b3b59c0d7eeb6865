package org.pto.avs.device;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
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

    /** Every shape of the same few contents, each long enough to span several comparison chunks. */
    private static List<Bytes> shapes() {
        int length = 150_001;
        List<Bytes> shapes = new ArrayList<>();
        for (byte[] unit :
                List.of(new byte[] {0}, new byte[] {4}, new byte[] {7}, new byte[] {1, 2, 3}, new byte[] {5, 5})) {
            shapes.add(Bytes.repeated(unit, length));
            shapes.add(Bytes.adopt(expand(unit, length)));
        }
        for (byte[] head : List.of(new byte[] {0}, new byte[] {4}, new byte[] {1, 0, 1})) {
            shapes.add(Bytes.zeroPadded(head.clone(), length));
            shapes.add(Bytes.adopt(Arrays.copyOf(head, length)));
        }
        byte[] late = new byte[length];
        late[140_000] = 9;
        shapes.add(Bytes.adopt(late));
        byte[] lateFill = expand(new byte[] {7}, length);
        lateFill[length - 1] = 0;
        shapes.add(Bytes.adopt(lateFill));
        shapes.add(Bytes.zeros(length - 1));
        shapes.add(Bytes.filled(1, (byte) 3));
        shapes.add(Bytes.EMPTY);
        return shapes;
    }

    @Test
    void eachShapeComparesAndRepeatsAsItsArrayDoes() {
        List<Bytes> shapes = shapes();
        for (Bytes a : shapes) {
            byte[] flatA = a.toArray();
            for (Bytes b : shapes) {
                byte[] flatB = b.toArray();
                assertEquals(Arrays.mismatch(flatA, flatB), a.mismatch(b), a + " against " + b);
                assertEquals(Arrays.equals(flatA, flatB), a.equals(b), a + " against " + b);
            }
            for (int period : new int[] {1, 2, 3, 4, 6, 64}) {
                assertEquals(naivePeriod(flatA, period), a.hasPeriod(period), a + " with period " + period);
            }
            assertEquals(flatA.length > 0 && naivePeriod(flatA, 1), a.isUniform(), a.toString());
        }
        assertThrows(IllegalArgumentException.class, () -> Bytes.zeros(4).hasPeriod(0));
    }

    private static boolean naivePeriod(byte[] bytes, int period) {
        for (int i = period; i < bytes.length; i++) {
            if (bytes[i] != bytes[i - period]) {
                return false;
            }
        }
        return true;
    }
}
