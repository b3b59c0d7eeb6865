package org.pto.avs.device;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Mask text reads PE0 first and is exactly four binary digits. */
class PeMaskTest {

    @Test
    void parsesEveryFourDigitMaskBackToItsText() {
        for (int bits = 0; bits < 16; bits++) {
            PeMask mask = new PeMask(bits);
            assertEquals(mask, PeMask.parse(mask.toString()));
        }
        assertEquals(0b1000, PeMask.parse("1000").bits());
        assertEquals(true, PeMask.parse("1000").includes(0));
    }

    @Test
    void rejectsAnythingButFourBinaryDigits() {
        for (String text : new String[] {null, "", "100", "10000", "1002", "abcd", " 100", "1O00"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PeMask.parse(text));
            assertEquals("a PE mask is four binary digits, PE0 first, got '" + text + "'", e.getMessage());
        }
    }
}
