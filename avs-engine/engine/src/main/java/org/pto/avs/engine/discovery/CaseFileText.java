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

    private CaseFileText() {
    }

    static String decode(byte[] bytes) throws NotText {
        if (startsWith(bytes, 0xEF, 0xBB, 0xBF)) {
            throw new NotText(Location.START, "the file starts with a UTF-8 byte-order mark (EF BB BF);"
                    + " case files are UTF-8 without one");
        }
        if (startsWith(bytes, 0xFF, 0xFE) || startsWith(bytes, 0xFE, 0xFF)) {
            throw new NotText(Location.START, "the file starts with a UTF-16 byte-order mark; case files are UTF-8");
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        if (result.isError()) {
            int offset = in.position();
            out.flip();
            throw new NotText(locate(out, out.limit()), String.format("the file is not UTF-8 text: byte 0x%02X"
                    + " at offset %d begins no UTF-8 character", bytes[offset] & 0xFF, offset));
        }
        decoder.flush(out);
        out.flip();
        String text = out.toString();
        int nul = text.indexOf('\0');
        if (nul >= 0) {
            throw new NotText(locate(text, nul), "the file holds a NUL character"
                    + " (UTF-16 text?); case files are UTF-8");
        }
        return text;
    }

    /** Line and column of the character at {@code end} of {@code text}. */
    private static Location locate(CharSequence text, int end) {
        int line = 1;
        int column = 1;
        for (int i = 0; i < end; i++) {
            if (text.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
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
