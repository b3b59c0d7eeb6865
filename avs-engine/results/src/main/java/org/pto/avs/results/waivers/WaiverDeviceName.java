package org.pto.avs.results.waivers;

import java.util.Optional;

/**
 * The text after {@code device:} on a waiver file's line, checked as the file is read: printable ASCII words with
 * blanks between them, as the rest of the file is. A look-alike letter (Cyrillic {@code А} for Latin {@code A}), an
 * invisible or control character, or a blank at its end would name a device that says itself otherwise in
 * {@code hello}: a signed run would find it only once every case had run, in a bundle it cannot sign.
 */
final class WaiverDeviceName {

    private WaiverDeviceName() {}

    /**
     * Why {@code text}, which starts at {@code column} (from 1) of its line, is no device name a waiver file can hold;
     * empty when it is one.
     */
    static Optional<String> problem(String text, int column) {
        String shown = "'" + shown(text.strip()) + "' ";
        for (int at = 0; at < text.length(); ) {
            int c = text.codePointAt(at);
            if (!blank(c) && (c < '!' || c > '~')) {
                return Optional.of(
                        shown + "holds " + escaped(c) + " at column " + (column + at) + ", which is not printable"
                                + " ASCII: a device line names the device in ASCII letters, digits, punctuation and blanks"
                                + " (a look-alike letter or an invisible character would name no device)");
            }
            at += Character.charCount(c);
        }
        int end = text.length() - 1;
        if (end >= 0 && blank(text.charAt(end))) {
            return Optional.of(shown + "ends with a blank (" + escaped(text.charAt(end)) + " at column "
                    + (column + end) + "): the name ends at the device's version; remove the blank");
        }
        return Optional.empty();
    }

    /** The text with every character but printable ASCII written as {@code \\uXXXX}, so it renders as it is. */
    private static String shown(String text) {
        StringBuilder shown = new StringBuilder();
        text.codePoints().forEach(c -> {
            if (c >= ' ' && c <= '~') {
                shown.appendCodePoint(c);
            } else {
                shown.append(escaped(c));
            }
        });
        return shown.toString();
    }

    private static boolean blank(int c) {
        return c == ' ' || c == '\t';
    }

    /** {@code \\u0410}: the character as a message shows it, whatever it would render as. */
    private static String escaped(int c) {
        return String.format(c > 0xFFFF ? "\\U%08X" : "\\u%04X", c);
    }
}
