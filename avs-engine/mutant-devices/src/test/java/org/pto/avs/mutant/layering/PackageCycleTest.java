package org.pto.avs.mutant.layering;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The mutant catalog, its families and the mutation run depend one way, and on the reference model only from
 * outside it. A failure lists each cycle and the class, method and line of every edge in it.
 */
class PackageCycleTest {

    private static final JavaClasses MUTANTS_AND_WHAT_THEY_CHANGE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.pto.avs.mutant", "org.pto.avs.model", "org.pto.avs.isa");

    @Test
    void noPackageOfTheMutantsOrOfTheModelTheyChangeDependsOnItselfThroughAnother() {
        slices().matching("org.pto.avs.(**)")
                .as("packages of the mutants and of the reference model they change")
                .should()
                .beFreeOfCycles()
                .because("a mutant changes the model through its registry, so the model never needs a mutant")
                .check(MUTANTS_AND_WHAT_THEY_CHANGE);
    }
}
