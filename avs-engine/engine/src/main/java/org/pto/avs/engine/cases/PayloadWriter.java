package org.pto.avs.engine.cases;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;
import org.pto.avs.device.Bytes;

/**
 * Writes a payload in its shortest form: {@code fill} for one repeated byte, {@code pattern} for a short unit
 * repeated, else {@code base64} without its trailing zeros. Every place a payload is written has a length (a
 * capacity, a GM length), so the reader pads it back to the same bytes.
 */
final class PayloadWriter {

    /** The longest unit written as a pattern; longer repeats are rare enough to go as base64. */
    private static final int MAX_PATTERN = 64;

    private PayloadWriter() {}

    static void write(JsonGenerator json, Bytes bytes) throws IOException {
        json.writeStartObject();
        int period = period(bytes);
        if (period == 1) {
            json.writeStringField("fill", "0x" + HexFormat.of().withUpperCase().toHexDigits(bytes.get(0)));
        } else if (period > 0) {
            byte[] unit = Arrays.copyOf(bytes.toArray(), period);
            json.writeStringField(
                    "pattern", "0x" + HexFormat.of().withUpperCase().formatHex(unit));
        } else {
            byte[] all = bytes.toArray();
            int end = all.length;
            while (end > 0 && all[end - 1] == 0) {
                end--;
            }
            json.writeStringField("base64", Base64.getEncoder().encodeToString(Arrays.copyOf(all, end)));
        }
        json.writeEndObject();
    }

    /** The shortest unit (at most {@link #MAX_PATTERN}, repeated at least twice) the bytes repeat, or 0. */
    private static int period(Bytes bytes) {
        int length = bytes.length();
        for (int unit = 1; unit <= MAX_PATTERN && 2 * unit <= length; unit++) {
            if (bytes.hasPeriod(unit)) {
                return unit;
            }
        }
        return length == 1 ? 1 : 0;
    }
}
