package org.pto.avs.isa;

/** Character classes shared by the template parser and the line matcher. */
final class AsmText {

    private AsmText() {}

    /** Letters, digits, '.' and '_' make up mnemonics, register names, numbers and keywords. */
    static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '.' || c == '_';
    }

    /** The operand token at {@code pos}: a run of letters, digits and '_' (no '.', which ends no number). */
    static int tokenEnd(String line, int pos) {
        int end = pos;
        while (end < line.length() && (Character.isLetterOrDigit(line.charAt(end)) || line.charAt(end) == '_')) {
            end++;
        }
        return end;
    }

    static int skipSpaces(String line, int pos) {
        while (pos < line.length() && Character.isWhitespace(line.charAt(pos))) {
            pos++;
        }
        return pos;
    }

    /** What a reader sees at {@code pos}, for "found ..." in messages. */
    static String found(String line, int pos) {
        if (pos >= line.length()) {
            return "the end of the line";
        }
        int end = pos;
        while (end < line.length()
                && !Character.isWhitespace(line.charAt(end))
                && line.charAt(end) != ','
                && end - pos < 24) {
            end++;
        }
        return "'" + line.substring(pos, Math.max(end, pos + 1)) + "'";
    }

    /**
     * Parses an unsigned decimal or 0x-hex number; null when the text is not one. Values wider than 63 bits are
     * returned as {@link Long#MAX_VALUE} so range checks still refuse them.
     */
    static Long parseUnsigned(String text) {
        String digits;
        int radix;
        if (text.length() > 2 && (text.startsWith("0x") || text.startsWith("0X"))) {
            digits = text.substring(2);
            radix = 16;
        } else {
            digits = text;
            radix = 10;
        }
        if (digits.isEmpty()) {
            return null;
        }
        for (char c : digits.toCharArray()) {
            if (Character.digit(c, radix) < 0) {
                return null;
            }
        }
        try {
            return Long.parseLong(digits, radix);
        } catch (NumberFormatException tooLarge) {
            return Long.MAX_VALUE;
        }
    }
}
