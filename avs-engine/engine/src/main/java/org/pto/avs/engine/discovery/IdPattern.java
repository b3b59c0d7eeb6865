package org.pto.avs.engine.discovery;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * AVS ids as {@code avs.id} and {@code avs:} write them: an id, a glob ({@code *} any run of characters, {@code ?}
 * one), or a comma-separated list of these. Case-insensitive.
 */
final class IdPattern {

    private final String text;
    private final List<Pattern> globs;

    private IdPattern(String text, List<Pattern> globs) {
        this.text = text;
        this.globs = List.copyOf(globs);
    }

    static IdPattern parse(String text) {
        List<Pattern> globs = new ArrayList<>();
        for (String part : text.split(",")) {
            String glob = part.strip();
            if (!glob.isEmpty()) {
                globs.add(Pattern.compile(regex(glob), Pattern.CASE_INSENSITIVE));
            }
        }
        return new IdPattern(text.strip(), globs);
    }

    private static String regex(String glob) {
        StringBuilder regex = new StringBuilder();
        for (char c : glob.toCharArray()) {
            switch (c) {
                case '*' -> regex.append(".*");
                case '?' -> regex.append('.');
                default -> regex.append(Pattern.quote(String.valueOf(c)));
            }
        }
        return regex.toString();
    }

    boolean matches(String id) {
        return id != null && globs.stream().anyMatch(glob -> glob.matcher(id).matches());
    }

    boolean isEmpty() {
        return globs.isEmpty();
    }

    String text() {
        return text;
    }
}
