package org.pto.avs.engine.cases;

import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import org.pto.avs.device.Bytes;

/**
 * Payloads in case files: {@code {"fill": "0xAB"}} (one byte repeated), {@code {"pattern": "0x0102A0"}} (bytes
 * repeated), {@code {"hex": "0011"}}, {@code {"base64": "ABE="}}. Hex and base64 shorter than the payload are padded
 * with zeros; longer is an error.
 */
final class Payloads {

    private Payloads() {
    }

    /**
     * The payload at {@code at}. {@code length} is the payload's size (a capacity, a GM length) or null when only
     * the payload itself can tell (hex and base64 then keep their own length); {@code whyLength} says what fixes
     * the length, for the error when fill or pattern lack one. Null after reporting a problem.
     */
    static Bytes read(Json at, Integer length, String whyLength, Problems problems) {
        String kind = at.members().get(0).getKey();
        Json value = at.get(kind);
        String text = value.text();
        byte[] bytes;
        switch (kind) {
            case "fill", "pattern" -> {
                if (length == null) {
                    problems.at(at, "a " + kind + " payload needs a length: " + whyLength);
                    return null;
                }
                byte[] unit = HexFormat.of().parseHex(evenDigits(text.substring(2)));
                bytes = new byte[length];
                for (int i = 0; i < length; i++) {
                    bytes[i] = unit[i % unit.length];
                }
                return Bytes.adopt(bytes);
            }
            case "hex" -> bytes = HexFormat.of().parseHex(text);
            case "base64" -> {
                try {
                    bytes = Base64.getDecoder().decode(text);
                } catch (IllegalArgumentException e) {
                    problems.at(value, "not valid base64: " + e.getMessage());
                    return null;
                }
            }
            default -> throw new IllegalStateException("the schema admits no payload kind " + kind);
        }
        if (length == null) {
            return Bytes.adopt(bytes);
        }
        if (bytes.length > length) {
            problems.at(value, kind + " payload has " + bytes.length + " bytes, more than the " + length
                    + " bytes it fills");
            return null;
        }
        return Bytes.adopt(Arrays.copyOf(bytes, length));
    }

    private static String evenDigits(String digits) {
        return digits.length() % 2 == 0 ? digits : "0" + digits;
    }
}
