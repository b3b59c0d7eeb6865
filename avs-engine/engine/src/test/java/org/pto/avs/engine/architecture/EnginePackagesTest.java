package org.pto.avs.engine.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/** The engine's packages form a layering a reader can follow, with the result contract at the bottom. */
class EnginePackagesTest {

    private static final String ENGINE = "org.pto.avs.engine";

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages(ENGINE);

    @Test
    void theEnginePackagesFormNoCycle() {
        // One slice per package, the engine's own package and each sub-package included.
        slices().matching("org.pto.avs.(engine..)").should().beFreeOfCycles()
                .because("each engine package sits on the ones below it (execution below property, contract at the"
                        + " bottom), so one can be read, tested and changed without the ones above it")
                .check(MAIN);
    }

    @Test
    void theResultContractDependsOnNothingElseInTheEngine() {
        classes().that().resideInAPackage(ENGINE + ".api..").should().onlyDependOnClassesThat()
                .resideInAnyPackage(ENGINE + ".api..", "org.pto.avs.device..", "java..", "org.junit..",
                        "com.fasterxml.jackson..", "org.apiguardian..")
                .because("org.pto.avs.engine.api is the contract reports and tools build on: its arrows go only to"
                        + " the device API, JUnit, Jackson and apiguardian, never into the engine's internals")
                .check(MAIN);
    }
}
