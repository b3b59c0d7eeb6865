package org.pto.avs.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apiguardian.api.API;

/**
 * The architecture rules every module checks against its own main classes (the {@code target/classes} of the
 * module whose tests run, so a module is judged for what it ships, not for what it depends on). Each module's
 * test calls these; this test jar of the device API is the one place the rules are written.
 */
public final class ModuleRules {

    /** Where Surefire, started in the module's folder, finds the classes the module compiled from src/main. */
    private static final Path MAIN_CLASSES = Path.of("target", "classes");

    private ModuleRules() {}

    /** Every public top-level type says how far a user may rely on it: STABLE, MAINTAINED, EXPERIMENTAL, INTERNAL. */
    public static void everyPublicTopLevelTypeCarriesApi() {
        classes()
                .that()
                .arePublic()
                .and()
                .areTopLevelClasses()
                // JMH's annotation processor writes these public classes into the benchmarks' output; we write none.
                .and(resideOutsideOfPackage("..jmh_generated.."))
                .should()
                .beAnnotatedWith(API.class)
                .because("@API(status = ...) is how a vendor tells the device SPI and the configuration keys it may"
                        + " build on from what is public only for another package of PTO AVS")
                .check(mainClassesOfThisModule());
    }

    /**
     * A device adapter reaches PTO AVS only through the device API and the device protocol ({@code
     * org.pto.avs.device..}), so an adapter can run against any engine and the engine or the model can change
     * without it.
     */
    public static void anAdapterReachesOnlyTheDeviceApiAndProtocol() {
        classes()
                .should()
                .onlyDependOnClassesThat(
                        not(resideInAPackage("org.pto.avs..")).or(resideInAPackage("org.pto.avs.device..")))
                .because(
                        "a device adapter builds on the device SPI (org.pto.avs.device) and the protocol"
                                + " (org.pto.avs.device.protocol), never on the engine's, the reports' or the model's internals")
                .check(mainClassesOfThisModule());
    }

    private static JavaClasses mainClassesOfThisModule() {
        assertTrue(
                Files.isDirectory(MAIN_CLASSES),
                MAIN_CLASSES.toAbsolutePath() + " is missing: these rules run in a module's folder after it compiled");
        return new ClassFileImporter().importPath(MAIN_CLASSES);
    }
}
