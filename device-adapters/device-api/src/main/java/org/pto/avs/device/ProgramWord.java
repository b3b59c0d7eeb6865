package org.pto.avs.device;

/** One instruction word of a program: 16 or 32 bits. */
public record ProgramWord(int bits, int lengthBits) {

    public ProgramWord {
        if (lengthBits != 16 && lengthBits != 32) {
            throw new IllegalArgumentException("an instruction word is 16 or 32 bits, not " + lengthBits);
        }
        if (lengthBits == 16 && (bits & 0xFFFF0000) != 0) {
            throw new IllegalArgumentException(String.format("0x%08X does not fit in 16 bits", bits));
        }
    }

    public static ProgramWord of32(int bits) {
        return new ProgramWord(bits, 32);
    }

    public static ProgramWord of16(int bits) {
        return new ProgramWord(bits, 16);
    }

    @Override
    public String toString() {
        return lengthBits == 16 ? String.format("0x%04X", bits) : String.format("0x%08X", bits);
    }
}
