package org.pto.avs.reports.summary;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apiguardian.api.API;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Instruction;
import org.pto.avs.reports.model.CaseResult;

/**
 * Clause coverage: every contract clause of every catalog instruction that mandates AVS points, against the points
 * of this run that cover it (from each case's {@code covers}). A clause no judged point covers (a pass or a fail) is
 * NOT TESTED: a point that did not run on the device, or was not supported, tests nothing.
 *
 * @param partial the points among {@code points} whose cases cover them only in part
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record CoverageMatrix(List<ClauseCoverage> clauses, List<String> points, Set<String> partial) {

    public CoverageMatrix {
        clauses = List.copyOf(clauses);
        points = List.copyOf(points);
        partial = Set.copyOf(partial);
    }

    public static CoverageMatrix of(Catalog catalog, List<CaseResult> cases) {
        List<CaseResult> sorted =
                cases.stream().sorted(Comparator.comparing(CaseResult::avsId)).toList();
        List<ClauseCoverage> clauses = new ArrayList<>();
        Set<String> points = new LinkedHashSet<>();
        Set<String> partial = new LinkedHashSet<>();
        for (Instruction instruction : catalog.instructions()) {
            if (instruction.tests().isEmpty()) {
                continue;
            }
            for (String clause : instruction.contract().clauseReferences()) {
                List<CoveringPoint> covering = sorted.stream()
                        .filter(c -> c.mnemonic().equals(instruction.mnemonic())
                                && c.covers().contains(clause))
                        .map(c -> new CoveringPoint(c.avsId(), c.status(), c.isPartial()))
                        .toList();
                clauses.add(new ClauseCoverage(
                        instruction.mnemonic(), clause, instruction.contract().clauseText(clause), covering));
            }
            sorted.stream()
                    .filter(c -> c.mnemonic().equals(instruction.mnemonic()))
                    .forEach(c -> points.add(c.avsId()));
            sorted.stream()
                    .filter(c -> c.mnemonic().equals(instruction.mnemonic()) && c.isPartial())
                    .forEach(c -> partial.add(c.avsId()));
        }
        return new CoverageMatrix(clauses, new ArrayList<>(points), partial);
    }

    public List<ClauseCoverage> notTested() {
        return clauses.stream().filter(c -> !c.tested()).toList();
    }

    public long testedCount() {
        return clauses.stream().filter(ClauseCoverage::tested).count();
    }
}
