package org.pto.avs.engine.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.pto.avs.isa.Catalog;

/** Every case file that ships in the pto-avs-cases jar, AVS points and property cases, survives read, write, read. */
class ShippedCasesRoundTripTest {

    /** The avs-cases sources; tests run in the engine module's folder. */
    private static final Path SHIPPED = Path.of("../../avs-cases/src/main/resources/pto-avs");

    static List<Path> shipped() throws IOException {
        try (Stream<Path> files =
                Stream.concat(Files.walk(SHIPPED.resolve("cases")), Files.walk(SHIPPED.resolve("properties")))) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shipped")
    void readsBackAsTheSameCase(Path file) throws IOException {
        RoundTrip.assertSameCase(file, true);
    }

    /**
     * So that a moved folder cannot make the round trip pass on nothing: the case files are the AVS points the
     * catalog's records list, one each, and there is a property case.
     */
    @Test
    void everyPointOfTheCatalogAndAPropertyCaseAreThere() throws IOException {
        List<String> points = new ArrayList<>();
        long properties = 0;
        for (Path file : shipped()) {
            if (SHIPPED.relativize(file).getName(0).toString().equals("cases")) {
                points.add(file.getFileName().toString().replaceFirst("\\.json$", ""));
            } else {
                properties++;
            }
        }
        List<String> listed = Catalog.standard().instructions().stream()
                .flatMap(instruction -> instruction.tests().stream())
                .sorted()
                .toList();
        assertEquals(listed, points.stream().sorted().toList(), "case files under " + SHIPPED.resolve("cases"));
        assertTrue(properties > 0, "no property case under " + SHIPPED.resolve("properties"));
    }
}
