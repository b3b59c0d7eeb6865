package org.pto.avs.layering;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * The reference model's packages depend one way (profile, then machine, then semantics, then the handlers, then
 * the model that wires them), so a handler or a machine part can change without dragging the rest along. A
 * failure lists each cycle and the class, method and line of every edge in it.
 */
class PackageCycleTest {

    private static final JavaClasses MODEL = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.pto.avs.isa", "org.pto.avs.model");

    @Test
    void noPackageOfTheCatalogOrTheModelDependsOnItselfThroughAnother() {
        slices().matching("org.pto.avs.(**)")
                .as("packages of the catalog and the reference model")
                .should()
                .beFreeOfCycles()
                .because("each package must be understandable and changeable without the ones that use it")
                .check(MODEL);
    }
}
