package org.pto.avs.device;

import java.util.HexFormat;
import org.apiguardian.api.API;

/** One instruction word of a program: 16 or 32 bits. */
@API(status = API.Status.STABLE, since = "0.1")
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

    private static final HexFormat HEX = HexFormat.of().withUpperCase();

    /** {@code 0x00531213} or {@code 0xC03C}; written for every word of every run sent to a device. */
    @Override
    public String toString() {
        return "0x" + (lengthBits == 16 ? HEX.toHexDigits((short) bits) : HEX.toHexDigits(bits));
    }
}
