package org.pto.avs.engine.cases;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A schema pattern's matcher, one per thread, reset for each string: the schema check meets every string of every
 * case file, and making a new {@link Matcher} for each costs more than the match itself.
 */
final class ThreadMatcher {

    private final ThreadLocal<Matcher> matchers;

    ThreadMatcher(Pattern pattern) {
        this.matchers = ThreadLocal.withInitial(() -> pattern.matcher(""));
    }

    /** Whether the pattern matches anywhere in {@code text}, as JSON Schema's {@code pattern} asks. */
    boolean find(CharSequence text) {
        Matcher matcher = matchers.get().reset(text);
        boolean found = matcher.find();
        // Not holding on to the last string checked.
        matcher.reset("");
        return found;
    }
}
