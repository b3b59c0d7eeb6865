package org.pto.avs.engine.discovery;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import org.pto.avs.engine.cases.Location;

/**
 * A case file's bytes as text: UTF-8 without a byte-order mark (the case format, avs-cases/README.md). Anything
 * else is refused with where it goes wrong, never guessed: a byte-order mark, UTF-16, a NUL byte, a byte sequence
 * that is not UTF-8.
 */
final class CaseFileText {

    /** A file too big to be a case: a case of the largest GM segment written in hex stays well below. */
    static final int MAX_BYTES = 64 * 1024 * 1024;

    /** Why bytes are not a case file's text, and where. */
    static final class NotText extends IOException {

        private final Location location;

        NotText(Location location, String reason) {
            super(reason);
            this.location = location;
        }

        Location location() {
            return location;
        }
    }

    private CaseFileText() {}

    static String decode(byte[] bytes) throws NotText {
        if (startsWith(bytes, 0xEF, 0xBB, 0xBF)) {
            throw new NotText(
                    Location.START,
                    "the file starts with a UTF-8 byte-order mark (EF BB BF);" + " case files are UTF-8 without one");
        }
        if (startsWith(bytes, 0xFF, 0xFE) || startsWith(bytes, 0xFE, 0xFF)) {
            throw new NotText(Location.START, "the file starts with a UTF-16 byte-order mark; case files are UTF-8");
        }
        if (isPlainAscii(bytes)) {
            // Most case files are ASCII: then they are UTF-8 already, and the strict decoder below has nothing to find.
            return new String(bytes, StandardCharsets.US_ASCII);
        }
        // Checked in small pieces, then made a String once: a 64 MiB file costs its bytes and its text, not a
        // buffer of every character on top.
        CharsetDecoder decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(64 * 1024);
        while (true) {
            CoderResult result = decoder.decode(in, out, true);
            if (result.isError()) {
                int offset = in.position();
                throw new NotText(
                        locate(bytes, offset),
                        String.format(
                                "the file is not UTF-8 text: byte 0x%02X" + " at offset %d begins no UTF-8 character",
                                bytes[offset] & 0xFF, offset));
            }
            out.clear();
            if (result.isUnderflow()) {
                break;
            }
        }
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                throw new NotText(
                        locate(bytes, i), "the file holds a NUL character" + " (UTF-16 text?); case files are UTF-8");
            }
        }
        return new String(bytes, StandardCharsets.UTF_8);
    }

    /** Whether every byte is a 7-bit character other than NUL. */
    private static boolean isPlainAscii(byte[] bytes) {
        for (byte b : bytes) {
            if (b <= 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Line and column of the character that starts at byte {@code end} of the UTF-8 {@code bytes}; columns count
     * UTF-16 units, as editors and the JSON parser do.
     */
    private static Location locate(byte[] bytes, int end) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < end; i++) {
            int b = bytes[i] & 0xFF;
            if (b == '\n') {
                line++;
                column = 1;
            } else if (b >= 0xF0) {
                column += 2;
            } else if (b < 0x80 || b >= 0xC0) {
                column++;
            }
        }
        return new Location(line, column);
    }

    private static boolean startsWith(byte[] bytes, int... prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if ((bytes[i] & 0xFF) != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
