package org.pto.avs.device;

import org.apiguardian.api.API;

/**
 * A four-PE participation mask. Text reads PE0 first: {@code 1000} is PE0 alone, {@code 0001} is PE3
 * alone. In {@link #bits()} PE <i>i</i> is bit (3 - i), so the text is the binary numeral of the bits.
 */
@API(status = API.Status.STABLE, since = "0.1")
public record PeMask(int bits) {

    public static final PeMask NONE = new PeMask(0);
    public static final PeMask ALL = new PeMask(0b1111);

    /** The sixteen masks, so that parsing (every binding of every case and result) allocates nothing. */
    private static final PeMask[] ALL_MASKS = new PeMask[16];

    static {
        for (int bits = 0; bits < 16; bits++) {
            ALL_MASKS[bits] = new PeMask(bits);
        }
    }

    public PeMask {
        if ((bits & ~0xF) != 0) {
            throw new IllegalArgumentException("a PE mask has four bits, got " + bits);
        }
    }

    /** Parses exactly four binary digits, PE0 first. */
    public static PeMask parse(String text) {
        // Checked by hand rather than with a regular expression: every binding of every result is parsed.
        int bits = 0;
        if (text != null && text.length() == 4) {
            for (int i = 0; i < 4; i++) {
                char c = text.charAt(i);
                if (c != '0' && c != '1') {
                    bits = -1;
                    break;
                }
                bits = bits << 1 | (c - '0');
            }
        }
        if (text == null || text.length() != 4 || bits < 0) {
            throw new IllegalArgumentException("a PE mask is four binary digits, PE0 first, got '" + text + "'");
        }
        return ALL_MASKS[bits];
    }

    public boolean includes(int pe) {
        return (bits & (1 << (3 - pe))) != 0;
    }

    public int count() {
        return Integer.bitCount(bits);
    }

    public boolean isEmpty() {
        return bits == 0;
    }

    /** True when every PE of this mask is also in {@code other}. */
    public boolean isSubsetOf(PeMask other) {
        return (bits & ~other.bits) == 0;
    }

    @Override
    public String toString() {
        String binary = Integer.toBinaryString(bits);
        return "0000".substring(binary.length()) + binary;
    }
}
