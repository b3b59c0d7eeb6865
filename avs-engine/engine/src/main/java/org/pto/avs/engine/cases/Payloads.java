package org.pto.avs.engine.cases;

import java.util.Base64;
import java.util.HexFormat;
import org.pto.avs.device.Bytes;
import org.pto.avs.engine.payloadfiles.PayloadFileException;
import org.pto.avs.engine.payloadfiles.PayloadFiles;

/**
 * Payloads in case files: {@code {"fill": "0xAB"}} (one byte repeated), {@code {"pattern": "0x0102A0"}} (bytes
 * repeated), {@code {"hex": "0011"}}, {@code {"base64": "ABE="}}, {@code {"file": "payloads/x.bin"}} (a file in the
 * case file's folder or beneath it). Hex, base64 and files shorter than the payload are padded with zeros; longer is
 * an error.
 */
final class Payloads {

    private final PayloadFiles files;
    private final Problems problems;

    Payloads(PayloadFiles files, Problems problems) {
        this.files = files;
        this.problems = problems;
    }

    /**
     * The payload at {@code at}. {@code length} is the payload's size (a capacity, a GM length) or null when only
     * the payload itself can tell (hex, base64 and files then keep their own length); {@code whyLength} says what
     * fixes the length, for the error when fill or pattern lack one. Null after reporting a problem.
     */
    Bytes read(Json at, Integer length, String whyLength) {
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
                // Kept as its unit: a fill of a 256 KiB capacity costs one byte until it is used.
                return Bytes.repeated(HexFormat.of().parseHex(evenDigits(text.substring(2))), length);
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
            case "file" -> {
                // Without a stated length a file may be as long as the largest GM segment, and no longer.
                try {
                    bytes = files.read(text, length != null ? length : Limits.MAX_GM_LENGTH)
                            .toArray();
                } catch (PayloadFileException e) {
                    problems.at(value, "payload file: " + e.getMessage());
                    return null;
                }
            }
            default -> throw new IllegalStateException("the schema admits no payload kind " + kind);
        }
        if (length == null) {
            return Bytes.adopt(bytes);
        }
        if (bytes.length > length) {
            problems.at(
                    value,
                    kind + " payload has " + bytes.length + " bytes, more than the " + length + " bytes it fills");
            return null;
        }
        // Kept as written: a few bytes of a 256 KiB capacity cost those bytes, not the zeros after them.
        return Bytes.zeroPadded(bytes, length);
    }

    private static String evenDigits(String digits) {
        return digits.length() % 2 == 0 ? digits : "0" + digits;
    }
}
