package org.pto.avs.reports.summary;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.results.CaseStatus;

/**
 * A run's cases counted per instruction under test: how many points, how many of each status that occurred, how
 * many partial, how many with an advisory finding. A vendor certifying a chip reads which instruction its failures,
 * partial points and advisory findings belong to.
 *
 * @param cases    the instruction's cases
 * @param status   how many ended in each status that occurred, in the status order
 * @param partial  how many of them cover only part of their AVS point
 * @param advisory how many of them have an advisory finding
 */
record InstructionTotals(int cases, Map<CaseStatus, Integer> status, int partial, int advisory) {

    /** Every instruction of the run, by mnemonic in alphabetical order. */
    static Map<String, InstructionTotals> of(List<CaseResult> results) {
        Map<String, List<CaseResult>> byMnemonic = results.stream()
                .collect(Collectors.groupingBy(CaseResult::mnemonic, TreeMap::new, Collectors.toList()));
        Map<String, InstructionTotals> totals = new TreeMap<>();
        byMnemonic.forEach((mnemonic, cases) -> {
            Map<CaseStatus, Integer> status = new TreeMap<>();
            cases.forEach(c -> status.merge(c.status(), 1, Integer::sum));
            totals.put(
                    mnemonic,
                    new InstructionTotals(
                            cases.size(),
                            status,
                            (int) cases.stream()
                                    .filter(c -> !c.partial().isEmpty())
                                    .count(),
                            (int) cases.stream()
                                    .filter(CaseResult::hasAdvisoryFindings)
                                    .count()));
        });
        return totals;
    }

    /** {@code B.IOR 3 (3 pass, 1 partial, 1 advisory)}. */
    String text(String mnemonic) {
        String counts = status.entrySet().stream()
                .map(e -> e.getValue() + " " + e.getKey().text())
                .collect(Collectors.joining(", "));
        return mnemonic + " " + cases + " (" + counts + (partial == 0 ? "" : ", " + partial + " partial")
                + (advisory == 0 ? "" : ", " + advisory + " advisory") + ")";
    }
}
