package org.pto.avs.results;

import java.util.Collection;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.apiguardian.api.API;

/**
 * What a run says of its device, in one line a certifier reads first. A device conforms only when every case was
 * judged and none failed: a case that was not supported proves nothing, so it makes the run incomplete, never a
 * success. The order follows what a certifier must act on: a non-conforming case first, then what was not judged.
 * The engine's console summary and every report say it in these words.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record RunVerdict(Kind kind, String text) {

    public enum Kind {
        CONFORMS("conforms"),
        DOES_NOT_CONFORM("does not conform"),
        INCOMPLETE("incomplete");

        private final String words;

        Kind(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /** How the summaries name a test that is no case (a selection that matched nothing, an unreadable case file). */
    public static final String PROBLEM_OF_THE_RUN = "Problem of the run, not of the device: ";

    /**
     * How the engine's own test fails when the run does not meet {@code avs.require} or {@code avs.require.min-judged}:
     * a judgement of the device, which the summaries print as it is, never as a problem of the run.
     */
    public static final String REQUIREMENT_NOT_MET = "The run does not meet what it requires of the device: ";

    /**
     * This verdict said of a run that ran only some of the suite's points: {@code conforms on the 1 selected of 40
     * cases}, or the verdict followed by {@code ; on the 2 selected of 40 cases}. Unchanged when the run holds every
     * point, or none of them (a corpus of other ids).
     *
     * @param caseIds the AVS ids of the run's cases
     * @param points  the AVS ids of every point of the suite (the catalog's)
     */
    public RunVerdict ofSelection(Collection<String> caseIds, Collection<String> points) {
        Set<String> all = new HashSet<>(points);
        long selected = caseIds.stream().distinct().filter(all::contains).count();
        if (selected == 0 || selected >= all.size()) {
            return this;
        }
        String of = "the " + selected + " selected of " + all.size() + " cases";
        return new RunVerdict(
                kind,
                kind == Kind.CONFORMS
                        ? Kind.CONFORMS.words() + " on " + of
                                + text.substring(Kind.CONFORMS.words().length())
                        : text + "; on " + of);
    }

    /** The verdict of a run whose cases ended with these totals (a status with no case may be left out). */
    public static RunVerdict of(Map<CaseStatus, Integer> totals) {
        int cases = totals.values().stream().mapToInt(Integer::intValue).sum();
        int nonConforming = totals.entrySet().stream()
                .filter(e -> e.getKey().nonConforming())
                .mapToInt(Map.Entry::getValue)
                .sum();
        int notSupported = totals.getOrDefault(CaseStatus.NOT_SUPPORTED, 0);
        int waived = totals.getOrDefault(CaseStatus.WAIVED, 0);
        if (cases == 0) {
            return new RunVerdict(Kind.INCOMPLETE, Kind.INCOMPLETE.words() + ": no case ran");
        }
        if (nonConforming > 0) {
            return new RunVerdict(
                    Kind.DOES_NOT_CONFORM,
                    Kind.DOES_NOT_CONFORM.words() + ": " + nonConforming + " of "
                            + cases + (cases == 1 ? " case" : " cases") + " non-conforming"
                            + (notSupported > 0 ? ", " + notSupported + " not supported" : ""));
        }
        if (notSupported > 0) {
            return new RunVerdict(
                    Kind.INCOMPLETE,
                    Kind.INCOMPLETE.words() + ": " + notSupported + " of " + cases + (cases == 1 ? " case" : " cases")
                            + " not supported");
        }
        return new RunVerdict(Kind.CONFORMS, Kind.CONFORMS.words() + (waived > 0 ? " (" + waived + " waived)" : ""));
    }
}
