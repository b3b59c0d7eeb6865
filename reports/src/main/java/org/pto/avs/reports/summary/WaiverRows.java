package org.pto.avs.reports.summary;

import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.pto.avs.reports.model.AppliedWaiver;
import org.pto.avs.reports.model.CaseResult;
import org.pto.avs.reports.model.RunResult;
import org.pto.avs.results.WaiverUse;

/**
 * The waivers that named a case of the run, for the summary's waiver section (spec: "Waivers appear in the summary
 * and the bundle"): one row per case, with the waiver's id, use, expiry, link, reason and file line.
 */
final class WaiverRows {

    static final List<String> HEADER = List.of("AVS id", "waiver", "expires", "link", "reason", "waiver line");

    private WaiverRows() {}

    static List<CaseResult> of(RunResult run) {
        return run.cases().stream()
                .filter(c -> c.waiver().isPresent())
                .sorted(Comparator.comparing(CaseResult::avsId))
                .toList();
    }

    static List<String> row(CaseResult c) {
        AppliedWaiver w = c.waiver().orElseThrow();
        return List.of(c.avsId(), w.use().text(), w.expires().toString(), w.link(), w.reason(), w.origin());
    }

    /** {@code 3 waivers named cases of this run: 1 applied, 1 unexpected-pass, 1 expired}. */
    static String headline(List<CaseResult> waived) {
        Map<WaiverUse, Integer> counts = new EnumMap<>(WaiverUse.class);
        for (WaiverUse use : WaiverUse.values()) {
            counts.put(use, 0);
        }
        waived.forEach(c -> counts.merge(c.waiver().orElseThrow().use(), 1, Integer::sum));
        return waived.size() + (waived.size() == 1 ? " waiver named a case" : " waivers named cases") + " of this run: "
                + counts.entrySet().stream()
                        .map(e -> e.getValue() + " " + e.getKey().text())
                        .collect(Collectors.joining(", "));
    }
}
