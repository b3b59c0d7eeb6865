package org.pto.avs.engine.execution;

import org.pto.avs.engine.api.CaseStatus;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** What the run produced, one line per case (or invalid file, or empty selection), in execution order. */
public final class RunSummary {

    /**
     * @param subject the AVS id, or the file / selection for a line that is not a case
     * @param kind    the case kind, or {@code -}
     * @param detail  why, for anything but a pass; empty for a pass
     */
    public record Line(String subject, String kind, CaseStatus status, String detail) {
    }

    private final List<Line> lines = new ArrayList<>();

    synchronized void add(Line line) {
        lines.add(line);
    }

    public synchronized List<Line> lines() {
        return List.copyOf(lines);
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
