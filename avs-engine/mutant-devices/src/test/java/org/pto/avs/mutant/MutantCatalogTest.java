package org.pto.avs.mutant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.pto.avs.device.DeviceException;
import org.pto.avs.device.Observation;
import org.pto.avs.isa.Catalog;
import org.pto.avs.isa.Contract;
import org.pto.avs.isa.Instruction;
import org.pto.avs.model.ReferenceModel;
import org.pto.avs.model.instruction.bios.BindBundleSharedIO;
import org.pto.avs.model.instruction.bios.SharedBinderCheck;
import org.pto.avs.mutant.definition.ClauseReference;
import org.pto.avs.mutant.definition.Mutant;
import org.pto.avs.mutant.families.StepwiseSharedBinder;
import org.pto.avs.reference.ReferenceDevice;
import org.pto.avs.testsupport.GeneratedText;

class MutantCatalogTest {

    /**
     * The instructions whose every coverable clause some mutant violates: every record of the catalog with a contract
     * and AVS points, so a new instruction is held from the moment its record lists its points.
     */
    static List<String> heldContracts() {
        return Catalog.standard().instructions().stream()
                .filter(instruction -> !instruction.tests().isEmpty()
                        && !instruction.contract().clauseReferences().isEmpty())
                .map(Instruction::mnemonic)
                .toList();
    }

    /**
     * Clauses no device can observably violate, named as a mutant would name them, with the reason. Each must
     * exist and no mutant may claim it, so the list cannot hide a clause a mutant could break.
     */
    static final Map<String, String> UNVIOLABLE = Map.of(
            "ordering[1]",
            "it withholds an ordering guarantee between conflicting PE accesses to a Shared payload offset: every "
                    + "outcome of such accesses conforms, so no implementation breaks it observably");

    /**
     * Clauses the suite leaves untested on purpose, with the reason; like the unviolable ones each must exist and no
     * mutant may claim it, since no point would kill such a mutant.
     */
    static final Map<String, String> UNTESTED = Map.of(
            "B.IOT block_composition[1]",
            "the spec page leaves a fifth effective Local binding unclear ([U]): no point holds one, and the model keeps"
                    + " more slots than any program fills");

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
            for (ClauseReference clause : mutant.clauses()) {
                assertTrue(
                        textOf(clause) != null,
                        mutant.id() + " names " + clause + ", which the " + clause.mnemonic()
                                + " contract does not have");
            }
        }
    }

    @Test
    void everyCoverableClauseOfEachHeldContractIsViolatedBySomeMutant() {
        Set<ClauseReference> violated =
                Mutants.all().stream().flatMap(m -> m.clauses().stream()).collect(Collectors.toSet());
        Set<ClauseReference> unviolable = Stream.concat(UNVIOLABLE.keySet().stream(), UNTESTED.keySet().stream())
                .map(ClauseReference::parse)
                .collect(Collectors.toSet());
        List<String> held = heldContracts();
        assertTrue(held.contains(ClauseReference.SEED_MNEMONIC), "the seed's contract is held: " + held);
        for (String mnemonic : held) {
            Set<String> missing = new TreeSet<>(contract(mnemonic).clauseReferences());
            missing.removeIf(clause -> violated.contains(new ClauseReference(mnemonic, clause))
                    || unviolable.contains(new ClauseReference(mnemonic, clause)));
            assertEquals(Set.of(), missing, mnemonic + " contract clauses no mutant violates");
        }
    }

    @Test
    void unviolableAndUntestedClausesExistAndNoMutantClaimsThem() {
        for (String name : Stream.concat(UNVIOLABLE.keySet().stream(), UNTESTED.keySet().stream())
                .toList()) {
            ClauseReference clause = ClauseReference.parse(name);
            assertTrue(textOf(clause) != null, clause + " is not a clause of its contract");
            for (Mutant mutant : Mutants.all()) {
                assertTrue(!mutant.clauses().contains(clause), mutant.id() + " claims the unviolable " + clause);
            }
        }
    }

    /** The prefix names the contract: the same clause text resolves differently per instruction. */
    @Test
    void aClauseResolvesAgainstTheContractItsMnemonicNames() {
        assertEquals(new ClauseReference("B.IOS", "legality[3]"), ClauseReference.parse("legality[3]"));
        assertEquals(new ClauseReference("B.DIM", "ordering[0]"), ClauseReference.parse("B.DIM ordering[0]"));
        assertTrue(textOf(ClauseReference.parse("B.DIM ordering[0]")) != null, "B.DIM has one ordering clause");
        assertEquals(null, textOf(ClauseReference.parse("C.B.DIMI ordering[0]")), "C.B.DIMI has no ordering clause");
        assertEquals(null, textOf(ClauseReference.parse("B.NONE legality[0]")), "no instruction B.NONE");
    }

    /** The clause's text in its instruction's catalog contract, or null. */
    private static String textOf(ClauseReference clause) {
        return Catalog.standard()
                .instruction(clause.mnemonic())
                .map(instruction -> instruction.contract().clauseText(clause.clause()))
                .orElse(null);
    }

    private static Contract contract(String mnemonic) {
        return Catalog.standard().instruction(mnemonic).orElseThrow().contract();
    }

    @Test
    void everyMutantHasAWitnessAndEveryWitnessNamesAMutant() {
        Set<String> witnessed =
                AllWitnesses.all().stream().map(Witness::mutantId).collect(Collectors.toSet());
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
                .replaceSemantics(BindBundleSharedIO.MNEMONIC, StepwiseSharedBinder.inSpecOrder())
                .build());
        for (Witness witness : AllWitnesses.all()) {
            Observation expected = reference.run(witness.program().request());
            assertEquals(
                    expected,
                    stepwise.run(witness.program().request()),
                    witness.program().words().toString());
        }
    }

    @Test
    void anOrderThatDropsOrRepeatsACheckIsRefused() {
        assertThrows(
                IllegalArgumentException.class,
                () -> StepwiseSharedBinder.inOrder(SharedBinderCheck.PLACEMENT, SharedBinderCheck.PLACEMENT));
    }

    @Test
    void aMutantWithoutAClauseIsRefused() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> Mutant.of("no-clause", "names nothing", List.of(), builder -> {}));
        assertTrue(e.getMessage().contains("no-clause"), e.getMessage());
    }

    /** The README's table of mutants is this catalog's: id, description and violated clauses, in catalog order. */
    @Test
    void theReadmeTableOfMutantsIsTheCatalogOfMutants() {
        StringBuilder table = new StringBuilder("\n| id | the bug | violates |\n|---|---|---|\n");
        for (Mutant mutant : Mutants.all()) {
            table.append("| `")
                    .append(mutant.id())
                    .append("` | ")
                    .append(mutant.description())
                    .append(" | ")
                    .append(mutant.violates().stream()
                            .map(clause -> "`" + clause + "`")
                            .collect(Collectors.joining(", ")))
                    .append(" |\n");
        }
        GeneratedText.assertSection(
                Path.of(System.getProperty("basedir", "."), "README.md"),
                "mutants",
                table.append("\n").toString(),
                GeneratedText.command("avs-engine/mutant-devices", MutantCatalogTest.class));
    }
}
