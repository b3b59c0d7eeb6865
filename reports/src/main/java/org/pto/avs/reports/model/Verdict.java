package org.pto.avs.reports.model;

import java.util.Map;
import org.pto.avs.engine.api.CaseStatus;

/**
 * What a run says of its device, in one line a certifier reads first. A device conforms only when every case was
 * judged and none failed: a case that was not supported proves nothing, so it makes the run incomplete, never a
 * success. The order follows what a certifier must act on: a non-conforming case first, then what was not judged.
 */
public record Verdict(Kind kind, String text) {

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

    public static Verdict of(RunResult run) {
        Map<CaseStatus, Integer> totals = run.totals();
        int cases = run.cases().size();
        int nonConforming = totals.entrySet().stream().filter(e -> e.getKey().nonConforming())
                .mapToInt(Map.Entry::getValue).sum();
        int notSupported = totals.get(CaseStatus.NOT_SUPPORTED);
        int waived = totals.get(CaseStatus.WAIVED);
        if (cases == 0) {
            return new Verdict(Kind.INCOMPLETE, Kind.INCOMPLETE.words() + ": no case ran");
        }
        if (nonConforming > 0) {
            return new Verdict(Kind.DOES_NOT_CONFORM, Kind.DOES_NOT_CONFORM.words() + ": " + nonConforming + " of "
                    + cases + (cases == 1 ? " case" : " cases") + " non-conforming"
                    + (notSupported > 0 ? ", " + notSupported + " not supported" : ""));
        }
        if (notSupported > 0) {
            return new Verdict(Kind.INCOMPLETE, Kind.INCOMPLETE.words() + ": " + notSupported + " of " + cases
                    + (cases == 1 ? " case" : " cases") + " not supported");
        }
        return new Verdict(Kind.CONFORMS, Kind.CONFORMS.words()
                + (waived > 0 ? " (" + waived + " waived)" : ""));
    }
}
