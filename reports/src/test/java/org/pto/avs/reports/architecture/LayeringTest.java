package org.pto.avs.reports.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The modules stack one way: device API at the bottom, the reference model beside it, the engine above both, the
 * reports on top and reading the engine only through its result contract (org.pto.avs.results). Each rule names the arrow it keeps.
 */
class LayeringTest {

    /** Every module this test can see (engine, reference model, device API, reference device, reports), no tests. */
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.pto.avs");

    @Test
    void theDeviceApiDependsOnNoOtherModule() {
        noClasses()
                .that()
                .resideInAPackage("org.pto.avs.device")
                .should()
                .dependOnClassesThat(resideInAPackage("org.pto.avs..").and(not(resideInAPackage("org.pto.avs.device"))))
                .because("arrow device API -> nothing: every adapter and the engine build on org.pto.avs.device,"
                        + " so it must not pull in the model, the engine or the reports")
                .check(MAIN);
    }

    @Test
    void theReferenceModelDependsNeitherOnTheEngineNorOnTheReports() {
        noClasses()
                .that()
                .resideInAnyPackage("org.pto.avs.isa..", "org.pto.avs.model..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("org.pto.avs.engine..", "org.pto.avs.reports..")
                .because("arrow engine -> reference model: the model is the ISA's meaning, usable without the test"
                        + " engine or its reports")
                .check(MAIN);
    }

    @Test
    void theEngineDoesNotDependOnTheReports() {
        noClasses()
                .that()
                .resideInAPackage("org.pto.avs.engine..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.pto.avs.reports..")
                .because("arrow reports -> engine: the reports listen to the engine, which runs without them")
                .check(MAIN);
    }

    @Test
    void theReportsReadTheEngineOnlyThroughItsResultContract() {
        // Maven keeps the engine off the reports' compile classpath; this catches a reflective or test-only slip.
        noClasses()
                .that()
                .resideInAPackage("org.pto.avs.reports..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.pto.avs.engine..")
                .because("arrow reports -> results: org.pto.avs.results is the contract the reports build on;"
                        + " the engine is internal and may change under them")
                .check(MAIN);
    }

    @Test
    void theResultContractStandsOnItsOwn() {
        noClasses()
                .that()
                .resideInAPackage("org.pto.avs.results..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "org.pto.avs.engine..", "org.pto.avs.reports..", "org.pto.avs.isa..", "org.pto.avs.model..")
                .because("arrow engine -> results and reports -> results: the contract is what both sides share,"
                        + " so it knows neither of them nor the model")
                .check(MAIN);
    }

    @Test
    void theReportsPackagesFormNoCycle() {
        // One slice per package, the reports' own package and each sub-package included.
        slices().matching("org.pto.avs.(reports..)")
                .should()
                .beFreeOfCycles()
                .because("arrows within reports go one way (model below capture, render and the writers), so a"
                        + " writer can change without the ones it does not use")
                .check(MAIN);
    }
}
