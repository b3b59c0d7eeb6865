package org.pto.avs.device.protocol;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Base64;
import org.pto.avs.device.Bytes;

/**
 * Payload bytes on the wire (PROTOCOL.md "Payloads"): {@code {"base64": "..."}}, or
 * {@code {"fill": 171, "length": 262144}} for bytes that are all equal, so a 256 KiB zero payload is a few
 * bytes of JSON.
 */
final class PayloadJson {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private PayloadJson() {}

    static ObjectNode write(Bytes bytes) {
        ObjectNode node = NODES.objectNode();
        if (bytes.isUniform()) {
            node.put("fill", bytes.get(0) & 0xFF);
            node.put("length", bytes.length());
        } else {
            // A binary node is written as standard padded base64 straight into the output, without a String copy.
            node.put("base64", bytes.toArray());
        }
        return node;
    }

    static Bytes read(JsonIn in) throws ProtocolException {
        var fill = in.optional("fill");
        var base64 = in.optional("base64");
        if (fill.isPresent() == base64.isPresent()) {
            throw in.error("a payload has exactly one of \"fill\" and \"base64\"");
        }
        if (fill.isPresent()) {
            int value = fill.get().intValue(0, 255);
            int length = in.field("length").intValue(0, Protocol.MAX_PAYLOAD_BYTES);
            return Bytes.filled(length, (byte) value);
        }
        String text = base64.get().text();
        // Text that cannot decode to the bound is refused before decoding; the bound itself holds on the bytes.
        if ((long) text.length() * 3 / 4 > Protocol.MAX_PAYLOAD_BYTES + 2) {
            throw tooLarge(base64.get().path());
        }
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(text);
        } catch (IllegalArgumentException e) {
            throw base64.get().error("not base64 (RFC 4648, with padding): " + e.getMessage());
        }
        if (bytes.length > Protocol.MAX_PAYLOAD_BYTES) {
            throw tooLarge(base64.get().path());
        }
        return Bytes.adopt(bytes);
    }

    private static ProtocolException tooLarge(String path) {
        return new ProtocolException(
                ErrorMessage.TOO_LARGE, path + ": a payload is at most " + Protocol.MAX_PAYLOAD_BYTES + " bytes", null);
    }
}
