package org.pto.avs.isa;

import java.util.Collection;
import java.util.Locale;
import java.util.Optional;
import org.apiguardian.api.API;

/** Suggests the known name closest to a misspelt one (edit distance, ignoring case). */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class ClosestName {

    private ClosestName() {}

    /** The closest of {@code names} to {@code wanted}, if within a third of its length (at least 2 edits). */
    public static Optional<String> to(String wanted, Collection<String> names) {
        String best = names.isEmpty() ? null : nearest(wanted, names);
        return best != null
                        && distance(wanted.toUpperCase(Locale.ROOT), best.toUpperCase(Locale.ROOT))
                                <= Math.max(2, wanted.length() / 3)
                ? Optional.of(best)
                : Optional.empty();
    }

    /** The closest of {@code names} to {@code wanted}, however far (the first of equals); {@code names} is not empty. */
    public static String nearest(String wanted, Collection<String> names) {
        String target = wanted.toUpperCase(Locale.ROOT);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String name : names) {
            int distance = distance(target, name.toUpperCase(Locale.ROOT));
            if (distance < bestDistance) {
                best = name;
                bestDistance = distance;
            }
        }
        return best;
    }

    /** Levenshtein distance. */
    static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitution = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitution, Math.min(previous[j] + 1, current[j - 1] + 1));
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
