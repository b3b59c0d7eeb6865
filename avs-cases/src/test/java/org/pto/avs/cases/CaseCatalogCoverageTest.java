package org.pto.avs.cases;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Contract;
import org.pto.avs.isa.Instruction;

/**
 * Keeps the shipped case files and the catalog in step: every AVS id the catalog lists has its case file, every
 * case file names an id of its instruction and is named after it, and every contract clause of a tested
 * instruction is checked by at least one vector.
 */
class CaseCatalogCoverageTest {

    /**
     * Clauses no observation can check, keyed {@code <mnemonic> <clause>}, with the reason. Each must exist in the
     * catalog and stay uncovered, so the list cannot hide a clause that a case could check.
     */
    static final Map<String, String> UNOBSERVABLE = Map.of(
            "B.IOS ordering[1]",
            "the clause withholds an ordering guarantee between conflicting PE accesses to a Shared payload offset: "
                    + "every outcome of such accesses conforms, so no observation can fail a device for it",
            "B.IOT block_composition[1]",
            "the limit of four Local bindings is unclear in the spec (its model keeps 16 slots and faults the 17th):"
                    + " a fifth B.IOT is never tested, so no vector may depend on it");

    private static final Catalog CATALOG = Catalog.standard();
    private static final List<CaseFile> CASES = CaseFiles.load();

    @Test
    void everyAvsIdOfTheCatalogHasACaseFile() {
        Set<String> ids = new LinkedHashSet<>();
        CASES.forEach(c -> ids.add(c.id()));
        List<String> missing = new ArrayList<>();
        for (Instruction instruction : CATALOG.instructions()) {
            for (String avsId : avsIds(instruction)) {
                if (!ids.contains(avsId)) {
                    missing.add(avsId + " (" + instruction.mnemonic() + ")");
                }
            }
        }
        assertNone("AVS ids listed by the catalog with no case file under " + CaseFiles.ROOT, missing);
    }

    @Test
    void everyCaseNamesAnAvsIdItsInstructionLists() {
        List<String> unknown = new ArrayList<>();
        for (CaseFile file : CASES) {
            Optional<Instruction> instruction = CATALOG.instruction(file.instruction());
            if (instruction.isEmpty()) {
                unknown.add(file.location() + ": instruction '" + file.instruction() + "' is not in the catalog");
            } else if (!avsIds(instruction.get()).contains(file.id())) {
                unknown.add(
                        file.location() + ": id '" + file.id() + "' is not among the tests of " + file.instruction());
            } else if (!instruction.get().surface().equals(file.surface())) {
                unknown.add(file.location() + ": surface '" + file.surface() + "' differs from the catalog's '"
                        + instruction.get().surface() + "'");
            }
        }
        assertNone("case files naming what the catalog does not list", unknown);
    }

    @Test
    void everyCaseFileIsNamedAfterItsId() {
        List<String> misnamed = new ArrayList<>();
        Map<String, String> firstFileOfId = new HashMap<>();
        for (CaseFile file : CASES) {
            if (!file.location().equals(file.expectedLocation())) {
                misnamed.add(
                        file.location() + ": holds " + file.id() + ", so it belongs at " + file.expectedLocation());
            }
            String earlier = firstFileOfId.putIfAbsent(file.id(), file.location());
            if (earlier != null) {
                misnamed.add(file.location() + ": repeats the id " + file.id() + " of " + earlier);
            }
        }
        assertNone("case files whose name or folder differs from their id", misnamed);
    }

    @Test
    void everyContractClauseIsCoveredByAVector() {
        List<String> uncovered = new ArrayList<>();
        List<String> unknownClauses = new ArrayList<>();
        for (Instruction instruction : CATALOG.instructions()) {
            if (avsIds(instruction).isEmpty()) {
                continue;
            }
            Contract contract = instruction.contract();
            Set<String> covered = coveredClauses(instruction.mnemonic());
            for (String clause : contract.clauseReferences()) {
                String key = instruction.mnemonic() + " " + clause;
                if (!covered.contains(clause) && !UNOBSERVABLE.containsKey(key)) {
                    uncovered.add(key + ": " + contract.clauseText(clause));
                }
            }
            for (String clause : covered) {
                if (contract.clauseText(clause) == null) {
                    unknownClauses.add(instruction.mnemonic() + " " + clause);
                }
            }
        }
        assertNone("contract clauses covered by no vector", uncovered);
        assertNone("vectors covering a clause the contract does not have", unknownClauses);
    }

    @Test
    void unobservableClausesExistAndStayUncovered() {
        List<String> stale = new ArrayList<>();
        UNOBSERVABLE.keySet().stream().sorted().forEach(key -> {
            String mnemonic = key.substring(0, key.indexOf(' '));
            String clause = key.substring(key.indexOf(' ') + 1);
            Optional<Instruction> instruction = CATALOG.instruction(mnemonic);
            if (instruction.isEmpty() || instruction.get().contract().clauseText(clause) == null) {
                stale.add(key + ": the catalog has no such clause");
            } else if (coveredClauses(mnemonic).contains(clause)) {
                stale.add(key + ": a vector now covers it, so it is observable after all");
            }
        });
        assertNone("entries of UNOBSERVABLE to remove", stale);
    }

    private static Set<String> avsIds(Instruction instruction) {
        Set<String> ids = new LinkedHashSet<>(instruction.tests());
        ids.addAll(instruction.semanticTests());
        return ids;
    }

    private static Set<String> coveredClauses(String mnemonic) {
        Set<String> covered = new LinkedHashSet<>();
        CASES.stream().filter(c -> c.instruction().equals(mnemonic)).forEach(c -> covered.addAll(c.vectorCovers()));
        return covered;
    }

    private static void assertNone(String what, List<String> problems) {
        if (!problems.isEmpty()) {
            fail(what + ":\n  - " + String.join("\n  - ", problems));
        }
    }
}
