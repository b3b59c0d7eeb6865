package org.pto.avs.engine.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.pto.avs.isa.Catalog;

/**
 * The engine's packages form a layering a reader can follow. The result contract it publishes is its own module
 * (pto-avs-results), which cannot reach back into the engine: Maven does not put the engine on its classpath.
 */
class EnginePackagesTest {

    private static final String ENGINE = "org.pto.avs.engine";

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages(ENGINE);

    @Test
    void theEnginePackagesFormNoCycle() {
        // One slice per package, the engine's own package and each sub-package included.
        slices().matching("org.pto.avs.(engine..)")
                .should()
                .beFreeOfCycles()
                .because("each engine package sits on the ones below it (execution below property), so one"
                        + " can be read, tested and changed without the ones above it")
                .check(MAIN);
    }

    @Test
    void theEngineReachesNoInstructionOfTheModel() {
        noClasses()
                .that()
                .resideInAPackage(ENGINE + "..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.pto.avs.model.instruction..")
                .because("the engine knows instructions only through the catalog and the model's interfaces"
                        + " (org.pto.avs.model.generator.RandomPrograms for random campaigns): adding an instruction"
                        + " never changes the engine")
                .check(MAIN);
    }

    /** No string in the engine's code names a mnemonic of the catalog: what an instruction is lives in the model. */
    @Test
    void theEngineNamesNoInstruction() throws IOException {
        Set<String> mnemonics = new TreeSet<>();
        Catalog.standard().instructions().forEach(instruction -> mnemonics.add(instruction.mnemonic()));
        Pattern literal = Pattern.compile("\"(?:[^\"\\\\]|\\\\.)*\"");
        List<String> named = new ArrayList<>();
        Path sources = Path.of("src/main/java");
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                List<String> lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    Matcher strings = literal.matcher(lines.get(i));
                    while (strings.find()) {
                        for (String mnemonic : mnemonics) {
                            if (Pattern.compile("(?<![\\w.])" + Pattern.quote(mnemonic) + "(?![\\w.])")
                                    .matcher(strings.group())
                                    .find()) {
                                named.add(sources.relativize(file) + ":" + (i + 1) + " names " + mnemonic);
                            }
                        }
                    }
                }
            }
        }
        assertTrue(mnemonics.contains("B.IOS"), "the catalog lists B.IOS: " + mnemonics.size() + " mnemonics");
        assertEquals(List.of(), named);
    }
}
