package org.pto.avs.device.protocol;

import java.nio.charset.StandardCharsets;

/** Short, printable excerpts of lines for error messages. */
final class LineText {

    private static final int EXCERPT = 120;

    private LineText() {}

    static String excerpt(byte[] line, int length) {
        String text = new String(line, 0, Math.min(length, EXCERPT * 4), StandardCharsets.UTF_8);
        StringBuilder printable = new StringBuilder("'");
        text.codePoints().limit(EXCERPT).forEach(c -> {
            if (c >= 0x20 && c != 0x7F) {
                printable.appendCodePoint(c);
            } else {
                printable.append(String.format("\\x%02x", c));
            }
        });
        printable.append(text.codePointCount(0, text.length()) > EXCERPT || length > EXCERPT * 4 ? "...'" : "'");
        return printable.toString();
    }
}
