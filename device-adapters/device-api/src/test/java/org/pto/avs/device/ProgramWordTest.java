package org.pto.avs.device;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A word prints as the case files and the protocol write it: upper-case hex, 8 or 4 digits. */
class ProgramWordTest {

    @Test
    void printsZeroPaddedUpperCaseHex() {
        assertEquals("0x00531213", ProgramWord.of32(0x00531213).toString());
        assertEquals("0xFFFFFFFF", ProgramWord.of32(-1).toString());
        assertEquals("0xC03C", ProgramWord.of16(0xC03C).toString());
        assertEquals("0x0000", ProgramWord.of16(0).toString());
    }
}
