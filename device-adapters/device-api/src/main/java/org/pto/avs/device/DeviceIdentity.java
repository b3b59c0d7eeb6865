package org.pto.avs.device;

import java.util.Objects;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * Who built a device and which build it is; part of every certification bundle.
 *
 * <p>A device says its identity itself (in {@code hello}, for a device behind the protocol), and every report prints
 * it: on the console, in Markdown, HTML and Allure, in the bundle. So each part is printable text of at most
 * {@value #MAX_LENGTH} characters: no line break, escape, control or invisible formatting character that could put a
 * line such as {@code Verdict: conforms} of the device's making before the harness's own.
 */
@API(status = API.Status.STABLE, since = "0.1")
public record DeviceIdentity(String vendor, String name, String version) {

    /** The most characters one part of an identity may have. */
    public static final int MAX_LENGTH = 128;
    /** The most characters of a whole identity: three parts and the two spaces between them. */
    private static final int WHOLE_LENGTH = 3 * MAX_LENGTH + 2;

    public DeviceIdentity {
        Objects.requireNonNull(vendor, "vendor");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(version, "version");
        check("vendor", vendor);
        check("name", name);
        check("version", version);
    }

    private static void check(String part, String value) {
        problem(value, MAX_LENGTH).ifPresent(p -> {
            throw new IllegalArgumentException("device identity: " + part + " " + shown(value) + ": " + p);
        });
    }

    /**
     * Why {@code identity}, a whole identity as reports show it ({@link #toString()}: vendor, name and version), could
     * not come from a {@code DeviceIdentity}; empty when it could: it is printable, and some two of its spaces part it
     * into a vendor, a name and a version of at most {@value #MAX_LENGTH} characters each.
     */
    public static Optional<String> problem(String identity) {
        return problem(identity, WHOLE_LENGTH).or(() -> parts(identity));
    }

    /** Why no two spaces of {@code identity} part it as three parts of at most {@link #MAX_LENGTH} characters. */
    private static Optional<String> parts(String identity) {
        int end = identity.length();
        for (int first = identity.indexOf(' ');
                first >= 0 && first <= MAX_LENGTH;
                first = identity.indexOf(' ', first + 1)) {
            for (int second = identity.indexOf(' ', first + 1);
                    second >= 0 && second - first - 1 <= MAX_LENGTH;
                    second = identity.indexOf(' ', second + 1)) {
                if (end - second - 1 <= MAX_LENGTH) {
                    return Optional.empty();
                }
            }
        }
        String[] words = identity.split(" ", -1);
        int longest = 0;
        for (String word : words) {
            longest = Math.max(longest, word.length());
        }
        return Optional.of((words.length < 3
                        ? "fewer than two spaces, so no vendor, name and version"
                        : "no vendor, name and version of at most " + MAX_LENGTH + " characters each (its longest"
                                + " part without a space is " + longest + " characters long)")
                + "; an identity is printable text of at most " + MAX_LENGTH + " characters a part");
    }

    private static Optional<String> problem(String text, int most) {
        for (int at = 0; at < text.length(); ) {
            int c = text.codePointAt(at);
            if (!printable(c)) {
                return Optional.of(String.format(
                        "holds U+%04X at index %d, which is not printable; an identity is"
                                + " printable text of at most %d characters a part",
                        c, at, MAX_LENGTH));
            }
            at += Character.charCount(c);
        }
        return text.length() > most
                ? Optional.of(text.length() + " characters long; an identity is printable text" + " of at most "
                        + MAX_LENGTH + " characters a part")
                : Optional.empty();
    }

    /**
     * {@code text} with every character that is not printable written as {@code \\uXXXX}: what a
     * device said, or a message that quotes it, on one line that shows what it holds and renders nothing.
     */
    public static String escaped(String text) {
        StringBuilder escaped = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            if (printable(c)) {
                escaped.appendCodePoint(c);
            } else {
                escaped.append(String.format(c > 0xFFFF ? "\\U%08X" : "\\u%04X", c));
            }
        });
        return escaped.toString();
    }

    /** {@code text} {@link #escaped} and quoted, cut after a whole identity's length, for a message. */
    public static String shown(String text) {
        String cut = text.codePointCount(0, text.length()) > WHOLE_LENGTH
                ? text.substring(0, text.offsetByCodePoints(0, WHOLE_LENGTH))
                : text;
        return "'" + escaped(cut) + (cut.length() < text.length() ? "'..." : "'");
    }

    /** Letters, marks, digits, punctuation, symbols and the plain space; no control, format or separator character. */
    private static boolean printable(int c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL,
                    Character.FORMAT,
                    Character.LINE_SEPARATOR,
                    Character.PARAGRAPH_SEPARATOR,
                    Character.SURROGATE,
                    Character.PRIVATE_USE,
                    Character.UNASSIGNED -> false;
            case Character.SPACE_SEPARATOR -> c == ' ';
            default -> true;
        };
    }

    @Override
    public String toString() {
        return vendor + " " + name + " " + version;
    }
}
