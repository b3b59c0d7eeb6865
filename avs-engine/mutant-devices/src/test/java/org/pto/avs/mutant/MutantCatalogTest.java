package org.pto.avs.mutant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.Observation;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Contract;
import org.pto.avs.model.ReferenceModel;
import org.pto.avs.model.instruction.bios.BindBundleSharedIO;
import org.pto.avs.model.instruction.bios.SharedBinderCheck;
import org.pto.avs.mutant.definition.Mutant;
import org.pto.avs.mutant.families.StepwiseSharedBinder;
import org.pto.avs.reference.ReferenceDevice;

class MutantCatalogTest {

    private static final Contract B_IOS = Catalog.standard().instruction("B.IOS").orElseThrow().contract();

    /**
     * Clauses no device can observably violate, with the reason. Each must exist and no mutant may claim it, so
     * the list cannot hide a clause a mutant could break.
     */
    static final Map<String, String> UNVIOLABLE = Map.of("ordering[1]",
            "it withholds an ordering guarantee between conflicting PE accesses to a Shared payload offset: every "
                    + "outcome of such accesses conforms, so no implementation breaks it observably");

    @Test
    void thereAreAtLeast25MutantsWithUniqueKebabCaseIds() {
        List<String> ids = Mutants.ids();
        assertTrue(ids.size() >= 25, "only " + ids.size() + " mutants");
        assertEquals(ids.size(), Set.copyOf(ids).size());
        ids.forEach(id -> assertTrue(id.matches("[a-z0-9]+(-[a-z0-9]+)*"), id));
    }

    /** A clause is B.IOS's ({@code legality[3]}) or names its instruction first ({@code B.DIM exceptions[1]}). */
    @Test
    void everyClauseAMutantNamesIsAClauseOfItsInstructionsContract() {
        for (Mutant mutant : Mutants.all()) {
            for (String clause : mutant.violates()) {
                int space = clause.indexOf(' ');
                String mnemonic = space < 0 ? "B.IOS" : clause.substring(0, space);
                Contract contract = Catalog.standard().instruction(mnemonic).map(i -> i.contract()).orElse(null);
                assertTrue(contract != null && contract.clauseText(clause.substring(space + 1)) != null,
                        mutant.id() + " names " + clause + ", which the " + mnemonic + " contract does not have");
            }
        }
    }

    @Test
    void everyCoverableClauseOfTheBiosContractIsViolatedBySomeMutant() {
        Set<String> violated = Mutants.all().stream().flatMap(m -> m.violates().stream()).collect(Collectors.toSet());
        Set<String> missing = new TreeSet<>(B_IOS.clauseReferences());
        missing.removeAll(violated);
        missing.removeAll(UNVIOLABLE.keySet());
        assertEquals(Set.of(), missing, "contract clauses no mutant violates");
    }

    @Test
    void unviolableClausesExistAndNoMutantClaimsThem() {
        for (String clause : UNVIOLABLE.keySet()) {
            assertTrue(B_IOS.clauseText(clause) != null, clause + " is not a clause of the B.IOS contract");
            for (Mutant mutant : Mutants.all()) {
                assertTrue(!mutant.violates().contains(clause), mutant.id() + " claims the unviolable " + clause);
            }
        }
    }

    @Test
    void everyMutantHasAWitnessAndEveryWitnessNamesAMutant() {
        Set<String> witnessed = AllWitnesses.all().stream().map(Witness::mutantId).collect(Collectors.toSet());
        Set<String> unwitnessed = new TreeSet<>(Mutants.ids());
        unwitnessed.removeAll(witnessed);
        assertEquals(Set.of(), unwitnessed, "mutants without a program that tells them from the reference");
        Set<String> unknown = new TreeSet<>(witnessed);
        unknown.removeAll(Mutants.ids());
        assertEquals(Set.of(), unknown, "witnesses of mutants that do not exist");
    }

    /** The check-order mutants are built on StepwiseSharedBinder; in the spec's order it must be the reference. */
    @Test
    void theStepwiseBinderInSpecOrderObservesExactlyWhatTheReferenceDoes() throws DeviceException {
        ReferenceDevice reference = new ReferenceDevice();
        ReferenceDevice stepwise = new ReferenceDevice(ReferenceModel.builder()
                .replaceHandler(BindBundleSharedIO.HANDLER, StepwiseSharedBinder.inSpecOrder()).build());
        for (Witness witness : AllWitnesses.all()) {
            Observation expected = reference.run(witness.program().request());
            assertEquals(expected, stepwise.run(witness.program().request()), witness.program().words().toString());
        }
    }

    @Test
    void anOrderThatDropsOrRepeatsACheckIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> StepwiseSharedBinder.inOrder(
                SharedBinderCheck.PLACEMENT, SharedBinderCheck.PLACEMENT));
    }

    @Test
    void aMutantWithoutAClauseIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Mutant.of("no-clause", "names nothing", List.of(), builder -> { }));
        assertTrue(e.getMessage().contains("no-clause"), e.getMessage());
    }

    @Test
    void theReadmeListsEveryMutantWithItsDescription() throws IOException {
        Path readme = Path.of(System.getProperty("basedir", "."), "README.md");
        String text = Files.readString(readme);
        for (Mutant mutant : Mutants.all()) {
            assertTrue(text.contains("| `" + mutant.id() + "` | " + mutant.description() + " |"),
                    "README.md has no row for " + mutant.id() + " with its description");
        }
    }
}
