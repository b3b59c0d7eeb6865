package org.pto.avs.engine.discovery;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * AVS ids as {@code avs.id} and {@code avs:} write them: an id, a glob ({@code *} any run of characters, {@code ?}
 * one), or a comma-separated list of these. Case-insensitive.
 */
final class IdPattern {

    private final String text;
    private final List<Pattern> globs;
    /** The ids when no part is a glob, as files name them (AVS ids are upper case); else empty. */
    private final Optional<List<String>> exactIds;

    private IdPattern(String text, List<Pattern> globs, Optional<List<String>> exactIds) {
        this.text = text;
        this.globs = List.copyOf(globs);
        this.exactIds = exactIds;
    }

    static IdPattern parse(String text) {
        List<Pattern> globs = new ArrayList<>();
        List<String> exact = new ArrayList<>();
        for (String part : text.split(",")) {
            String glob = part.strip();
            if (!glob.isEmpty()) {
                globs.add(Pattern.compile(regex(glob), Pattern.CASE_INSENSITIVE));
                if (glob.indexOf('*') < 0 && glob.indexOf('?') < 0) {
                    exact.add(glob.toUpperCase(Locale.ROOT));
                }
            }
        }
        boolean allExact = !globs.isEmpty() && exact.size() == globs.size();
        return new IdPattern(text.strip(), globs, allExact ? Optional.of(List.copyOf(exact)) : Optional.empty());
    }

    /**
     * The ids, when every part is one exact id rather than a glob: their files can be found by name
     * ({@link NamedCaseFiles}).
     */
    Optional<List<String>> exactIds() {
        return exactIds;
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
