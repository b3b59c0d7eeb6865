package org.pto.avs.engine.cases;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Numbers in case files: JSON integers, hex strings ({@code "0x1000"}), decimal strings and sizes
 * ({@code "128B"}, {@code "4KB"}, {@code "256KB"}; KB and KiB are 1024 bytes, MB and MiB 1024 KiB).
 */
final class Numbers {

    private static final Pattern HEX = Pattern.compile("0[xX]0*([0-9a-fA-F]{1,16})");
    private static final Pattern WIDE_HEX = Pattern.compile("0[xX]0*[0-9a-fA-F]{17,}");
    private static final Pattern DECIMAL = Pattern.compile("-?[0-9]{1,19}");
    private static final Pattern SIZE = Pattern.compile("([0-9]{1,12})(B|KB|KiB|MB|MiB)");

    private Numbers() {}

    /** The number at {@code at}, or null after reporting why it is not one. */
    static Long read(Json at, Problems problems) {
        if (at.node().isIntegralNumber()) {
            if (!at.node().canConvertToLong()) {
                problems.at(at, at.node().asText() + " does not fit in 64 bits");
                return null;
            }
            return at.node().longValue();
        }
        String text = at.text();
        Matcher hex = HEX.matcher(text);
        if (hex.matches()) {
            return Long.parseUnsignedLong(hex.group(1), 16);
        }
        if (WIDE_HEX.matcher(text).matches()) {
            problems.at(at, text + " does not fit in 64 bits");
            return null;
        }
        if (DECIMAL.matcher(text).matches()) {
            try {
                return Long.parseLong(text);
            } catch (NumberFormatException e) {
                problems.at(at, text + " does not fit in 64 bits");
                return null;
            }
        }
        Matcher size = SIZE.matcher(text);
        if (size.matches()) {
            long unit = switch (size.group(2)) {
                case "B" -> 1;
                case "KB", "KiB" -> 1024;
                default -> 1024 * 1024;
            };
            return Long.parseLong(size.group(1)) * unit;
        }
        problems.at(at, "'" + text + "' is not a number (write 4096, \"0x1000\" or \"4KB\")");
        return null;
    }

    /** The number at {@code at} if it lies in {@code min..max}, else null after reporting. */
    static Long inRange(Json at, long min, long max, String what, Problems problems) {
        Long value = read(at, problems);
        if (value == null) {
            return null;
        }
        if (value < min || value > max) {
            problems.at(at, what + " " + value + " is out of range " + min + ".." + max);
            return null;
        }
        return value;
    }

    static Integer intInRange(Json at, int min, int max, String what, Problems problems) {
        Long value = inRange(at, min, max, what, problems);
        return value == null ? null : value.intValue();
    }
}
