package org.pto.avs.reports.bundle;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.regex.Pattern;

/** An entry's name: a relative path of plain segments, that unpacks to the same place on every system. */
final class EntryName {

    /** General purpose flag bit 11 (APPNOTE 4.4.4): the name is UTF-8. */
    static final int UTF8 = 1 << 11;

    private static final Pattern DRIVE = Pattern.compile("^[A-Za-z]:.*", Pattern.DOTALL);

    private EntryName() {}

    /** UTF-8 when flagged; otherwise ASCII only, the one range where CP437 and UTF-8 readers agree. */
    static String decode(ZipBytes zip, byte[] raw, int flags, int at) throws IOException {
        if ((flags & UTF8) == 0) {
            for (byte b : raw) {
                if (b < 0) {
                    throw zip.fail(
                            "central directory entry at offset " + at + ": a name not in ASCII, not flagged UTF-8");
                }
            }
        }
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(raw))
                    .toString();
        } catch (CharacterCodingException e) {
            throw zip.fail("central directory entry at offset " + at + ": a name that is not valid UTF-8");
        }
    }

    /** What is wrong with the name, if anything. */
    static Optional<String> problem(String name) {
        if (name.isEmpty()) {
            return Optional.of("an empty name");
        }
        if (name.chars().anyMatch(Character::isISOControl)) {
            return Optional.of("a control character in its name");
        }
        if (name.startsWith("/")) {
            return Optional.of("an absolute path");
        }
        if (name.indexOf('\\') >= 0) {
            return Optional.of("a backslash in its name");
        }
        if (DRIVE.matcher(name).matches()) {
            return Optional.of("a drive letter");
        }
        String path = name.endsWith("/") ? name.substring(0, name.length() - 1) : name;
        for (String segment : path.split("/", -1)) {
            if (segment.isEmpty()) {
                return Optional.of("an empty path segment");
            }
            if (segment.equals("..") || segment.equals(".")) {
                return Optional.of("a '" + segment + "' path segment");
            }
        }
        return Optional.empty();
    }

    /** The name quoted, control characters escaped, so a message shows what the archive holds. */
    static String shown(String name) {
        StringBuilder shown = new StringBuilder("'");
        name.chars().forEach(c -> shown.append(Character.isISOControl(c) ? String.format("\\u%04x", c) : (char) c));
        return shown.append('\'').toString();
    }
}
