package org.pto.avs.device;

/**
 * A four-PE participation mask. Text reads PE0 first: {@code 1000} is PE0 alone, {@code 0001} is PE3
 * alone. In {@link #bits()} PE <i>i</i> is bit (3 - i), so the text is the binary numeral of the bits.
 */
public record PeMask(int bits) {

    public static final PeMask NONE = new PeMask(0);
    public static final PeMask ALL = new PeMask(0b1111);

    public PeMask {
        if ((bits & ~0xF) != 0) {
            throw new IllegalArgumentException("a PE mask has four bits, got " + bits);
        }
    }

    /** Parses exactly four binary digits, PE0 first. */
    public static PeMask parse(String text) {
        if (text == null || !text.matches("[01]{4}")) {
            throw new IllegalArgumentException("a PE mask is four binary digits, PE0 first, got '" + text + "'");
        }
        return new PeMask(Integer.parseInt(text, 2));
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
