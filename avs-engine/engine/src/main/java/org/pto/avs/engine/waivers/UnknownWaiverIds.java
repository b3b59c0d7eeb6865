package org.pto.avs.engine.waivers;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.pto.avs.engine.api.waivers.Waiver;
import org.pto.avs.engine.api.waivers.WaiverFile;
import org.pto.avs.engine.api.waivers.WaiverProblem;

/**
 * The waivers whose id no case has. The parser cannot know the ids; discovery does. A waiver for a mistyped id would
 * otherwise waive nothing without a word, so each is a problem naming the closest known id, when one is close.
 */
public final class UnknownWaiverIds {

    private UnknownWaiverIds() {
    }

    public static List<WaiverProblem> problems(WaiverFile file, Collection<String> knownIds) {
        Set<String> known = new TreeSet<>(knownIds);
        return file.waivers().stream().filter(w -> !known.contains(w.id())).map(w -> problem(file, w, known))
                .toList();
    }

    private static WaiverProblem problem(WaiverFile file, Waiver waiver, Set<String> known) {
        String hint = closest(waiver.id(), known).map(c -> "; did you mean " + c + "?").orElse("");
        return new WaiverProblem(file.file(), waiver.line(), "id", waiver.id() + " is not the id of any case"
                + hint + (hint.isEmpty() ? "; " : " ") + "this line waives nothing");
    }

    /** The known id fewest edits away, when it is close enough to be a typo rather than another case. */
    static Optional<String> closest(String id, Set<String> known) {
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : known) {
            int distance = distance(id, candidate);
            if (distance < bestDistance) {
                best = candidate;
                bestDistance = distance;
            }
        }
        return bestDistance <= Math.max(2, id.length() / 4) ? Optional.of(best) : Optional.empty();
    }

    /** Levenshtein distance, in two rows. */
    private static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
