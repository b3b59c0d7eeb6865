package org.pto.avs.engine.compare;

import java.util.Locale;
import org.pto.avs.device.Bytes;
import org.pto.avs.results.values.Difference;

/**
 * Compares two payloads without copying them ({@link Bytes#mismatch}); a difference names the first differing
 * offset and shows a hex window around it on both sides.
 */
final class PayloadComparison {

    /** Bytes shown before the first difference. */
    static final int BEFORE = 8;
    /** Bytes shown in total. */
    static final int WINDOW = 24;

    private PayloadComparison() {}

    static void compare(Differences differences, int step, String fieldPath, Bytes expected, Bytes actual) {
        differences.counted();
        if (actual == null) {
            differences.add(new Difference(fieldPath, step, expected.length() + " bytes", Difference.ABSENT));
            return;
        }
        if (expected.length() != actual.length()) {
            differences.add(new Difference(
                    fieldPath + ".length", step, String.valueOf(expected.length()), String.valueOf(actual.length())));
        }
        int first = expected.mismatch(actual);
        if (first < 0 || first == Math.min(expected.length(), actual.length())) {
            return;
        }
        int from = Math.max(0, first - BEFORE);
        differences.add(new Difference(
                fieldPath + " (first difference at offset " + offset(first) + " of " + expected.length() + ")",
                step,
                window(expected, from),
                window(actual, from)));
    }

    /** {@code 0x38: 00000000 00000000 abababab ...}: four-byte groups from {@code from}. */
    static String window(Bytes bytes, int from) {
        StringBuilder text = new StringBuilder(offset(from)).append(':');
        int to = Math.min(bytes.length(), from + WINDOW);
        for (int at = from; at < to; at += 4) {
            text.append(' ').append(bytes.hex(at, Math.min(4, to - at)));
        }
        if (to < bytes.length()) {
            text.append(" ...");
        }
        return text.toString();
    }

    private static String offset(int offset) {
        return "0x" + Integer.toHexString(offset).toUpperCase(Locale.ROOT);
    }
}
