package org.pto.avs.engine.cases;

import java.util.regex.Pattern;

/**
 * A schema's {@code pattern} (or {@code patternProperties} key) as the full validator runs it: java.util.regex,
 * matched anywhere in the string ({@code find}), with {@code $} outside a character class meaning the end of the
 * input as in ECMA 262 (Java's {@code $} also matches before a final line break, so "a\n" would pass {@code ^a$}).
 */
final class SchemaPattern {

    private SchemaPattern() {
    }

    /** @throws IllegalArgumentException for a construct the validator rewrites in a way this class does not */
    static Pattern compile(String regex, String schemaPointer) {
        for (String construct : new String[] {"\\p", "\\P", "\\Q"}) {
            if (regex.contains(construct)) {
                throw new IllegalArgumentException("the regex " + regex + " at '" + schemaPointer + "' uses "
                        + construct + ", which the fast schema check does not translate");
            }
        }
        StringBuilder java = new StringBuilder(regex.length() + 4);
        boolean inClass = false;
        for (int i = 0; i < regex.length(); i++) {
            char c = regex.charAt(i);
            if (c == '\\' && i + 1 < regex.length()) {
                java.append(c).append(regex.charAt(++i));
                continue;
            }
            if (c == '[') {
                inClass = true;
            } else if (c == ']') {
                inClass = false;
            }
            if (c == '$' && !inClass) {
                java.append("\\z");
            } else {
                java.append(c);
            }
        }
        return Pattern.compile(java.toString());
    }
}
