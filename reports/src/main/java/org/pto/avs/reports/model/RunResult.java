package org.pto.avs.reports.model;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;
import org.pto.avs.results.CaseStatus;

/** Everything one run produced: its facts and every case, in the order they finished. */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record RunResult(RunInfo info, List<CaseResult> cases) {

    public RunResult {
        cases = List.copyOf(cases);
    }

    /** How many cases ended in each status; every status is present, zero when none. */
    public Map<CaseStatus, Integer> totals() {
        Map<CaseStatus, Integer> totals = new EnumMap<>(CaseStatus.class);
        for (CaseStatus status : CaseStatus.values()) {
            totals.put(status, 0);
        }
        cases.forEach(c -> totals.merge(c.status(), 1, Integer::sum));
        return totals;
    }

    /** How many cases have an advisory finding, whatever their status: never counted as non-conforming. */
    public long advisory() {
        return cases.stream().filter(CaseResult::hasAdvisoryFindings).count();
    }

    /** How many cases cover their AVS point only in part, whatever their status. */
    public long partial() {
        return cases.stream().filter(CaseResult::isPartial).count();
    }
}
