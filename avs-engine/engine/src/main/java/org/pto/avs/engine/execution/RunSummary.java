package org.pto.avs.engine.execution;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.results.AdvisoryFinding;
import org.pto.avs.results.CaseStatus;
import org.pto.avs.results.LeftOutStep;
import org.pto.avs.results.Retried;

/** What the run produced, one line per case (or invalid file, or empty selection), in execution order. */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class RunSummary {

    /**
     * @param subject the AVS id, or the file / selection for a line that is not a case
     * @param kind    the case kind, or {@code -}
     * @param detail  why, for anything but a pass; empty for a pass
     * @param partial  the steps of its point the case leaves out; empty for a whole point or a line that is no case
     * @param advisory the case's advisory findings; empty when it has none or the line is no case
     * @param retried  why the case ran a second time ({@link Retried}); empty when it ran once
     */
    public record Line(
            String subject,
            String kind,
            CaseStatus status,
            String detail,
            List<LeftOutStep> partial,
            List<AdvisoryFinding> advisory,
            String retried) {

        public Line {
            partial = List.copyOf(partial);
            advisory = List.copyOf(advisory);
            retried = retried == null ? "" : retried;
        }

        /** A line of a case that ran once. */
        public Line(
                String subject,
                String kind,
                CaseStatus status,
                String detail,
                List<LeftOutStep> partial,
                List<AdvisoryFinding> advisory) {
            this(subject, kind, status, detail, partial, advisory, "");
        }

        /** A line of a case without advisory findings. */
        public Line(String subject, String kind, CaseStatus status, String detail, List<LeftOutStep> partial) {
            this(subject, kind, status, detail, partial, List.of());
        }

        /** A line of a case that covers its whole point, or of something that is no case. */
        public Line(String subject, String kind, CaseStatus status, String detail) {
            this(subject, kind, status, detail, List.of());
        }
    }

    private final List<Line> lines = new ArrayList<>();

    synchronized void add(Line line) {
        lines.add(line);
    }

    public synchronized List<Line> lines() {
        return List.copyOf(lines);
    }

    /** How many lines are cases that cover their point only in part, whatever their status. */
    public synchronized long partial() {
        return lines.stream().filter(line -> !line.partial().isEmpty()).count();
    }

    /** How many lines are cases with an advisory finding, whatever their status. */
    public synchronized long advisory() {
        return lines.stream().filter(line -> !line.advisory().isEmpty()).count();
    }

    public synchronized Map<CaseStatus, Integer> totals() {
        Map<CaseStatus, Integer> totals = new EnumMap<>(CaseStatus.class);
        for (CaseStatus status : CaseStatus.values()) {
            totals.put(status, 0);
        }
        lines.forEach(line -> totals.merge(line.status(), 1, Integer::sum));
        return totals;
    }
}
